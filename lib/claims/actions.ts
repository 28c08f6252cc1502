"use server";

import { action } from "@/lib/actions/action";
import { respondToClaim } from "./outfitter";
import { claimAnswerSchema, claimSchema } from "./schema";
import { CLAIMS_HUNTERS_ONLY, submitClaim } from "./submit";

export const submitClaimAction = action(
  { name: "claims.submit", auth: "hunter", roleMessage: CLAIMS_HUNTERS_ONLY, schema: claimSchema },
  async ({ user, input }) => submitClaim(user, input),
);

export const answerClaimAction = action({ name: "claims.answer", auth: "outfitter", schema: claimAnswerSchema }, async ({ user, input }) =>
  respondToClaim(user, input.claimId, input.accept),
);
