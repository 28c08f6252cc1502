"use server";

import { action } from "@/lib/actions/action";
import { followUpSchema, intakeSchema } from "./schema";
import { INQUIRIES_HUNTERS_ONLY, submitFollowUp, submitIntake } from "./service";

export const submitIntakeAction = action(
  { name: "inquiries.intake", auth: "hunter", roleMessage: INQUIRIES_HUNTERS_ONLY, schema: intakeSchema },
  async ({ user, input }) => submitIntake(user, input),
);

export const submitFollowUpAction = action(
  { name: "inquiries.followUp", auth: "hunter", roleMessage: INQUIRIES_HUNTERS_ONLY, schema: followUpSchema },
  async ({ user, input }) => submitFollowUp(user, input),
);
