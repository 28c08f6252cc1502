"use server";

import { action } from "@/lib/actions/action";
import { followUpSchema, intakeSchema } from "./schema";
import { INQUIRIES_HUNTERS_ONLY, submitFollowUp, submitIntake } from "./service";

/*
 * POST /api/booking-inquiries takes both answers and tells them apart by their shape (inquirySchema);
 * each form has its own action here, with the schema that shape is validated by.
 */

/** The intake questionnaire in a conversation: hunters only; the answers go to the outfitter as a message. */
export const submitIntakeAction = action(
  { name: "inquiries.intake", auth: "hunter", roleMessage: INQUIRIES_HUNTERS_ONLY, schema: intakeSchema },
  async ({ user, input }) => submitIntake(user, input),
);

/** The booking follow-up (did you book? yes with the price, no, maybe): hunters only; answering again updates it. */
export const submitFollowUpAction = action(
  { name: "inquiries.followUp", auth: "hunter", roleMessage: INQUIRIES_HUNTERS_ONLY, schema: followUpSchema },
  async ({ user, input }) => submitFollowUp(user, input),
);
