"use server";

import { action } from "@/lib/actions/action";
import { huntReviewSchema, outfitterReviewSchema } from "./schema";
import { REVIEW_ERRORS, submitHuntReview, submitOutfitterReview } from "./submit";

/** Write Review on a hunt page (POST /api/reviews): hunters only; pending until an admin approves it. */
export const submitHuntReviewAction = action(
  { name: "reviews.submitHunt", auth: "hunter", roleMessage: REVIEW_ERRORS.huntersOnly, schema: huntReviewSchema },
  async ({ user, input }) => submitHuntReview(user, input),
);

/** Write Review of an outfitter (POST /api/outfitter-reviews): hunters only; pending until approved. */
export const submitOutfitterReviewAction = action(
  { name: "reviews.submitOutfitter", auth: "hunter", roleMessage: REVIEW_ERRORS.huntersOnly, schema: outfitterReviewSchema },
  async ({ user, input }) => submitOutfitterReview(user, input),
);
