"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { CREDENTIALS_OUTFITTERS_ONLY } from "@/lib/credentials/documents";
import { idField } from "@/lib/http/record-id";
import { REVIEW_ERRORS } from "@/lib/reviews/submit";
import { setReviewOutcome } from "./record";
import { reviewOutcomeFields, statedFigureSchema } from "./schema";
import { setStatedFigure } from "./stated";

/** Twin of PUT /api/hunt-reviews/{id}/outcome. */
export const setReviewOutcomeAction = action(
  {
    name: "reviews.setOutcome",
    auth: "hunter",
    roleMessage: REVIEW_ERRORS.huntersOnly,
    schema: z.object({ reviewId: idField("Review"), ...reviewOutcomeFields }),
  },
  async ({ user, input: { reviewId, ...outcome } }) => setReviewOutcome(user, reviewId, outcome),
);

/** Twin of PUT /api/outfitter/stated-figure. */
export const setStatedFigureAction = action(
  { name: "outcomes.setStatedFigure", auth: "outfitter", roleMessage: CREDENTIALS_OUTFITTERS_ONLY, schema: statedFigureSchema },
  async ({ user, input }) => setStatedFigure(user, input),
);
