"use server";

import { action } from "@/lib/actions/action";
import { huntReviewSchema, outfitterReviewSchema } from "./schema";
import { REVIEW_ERRORS, submitHuntReview, submitOutfitterReview } from "./submit";

export const submitHuntReviewAction = action(
  { name: "reviews.submitHunt", auth: "hunter", roleMessage: REVIEW_ERRORS.huntersOnly, schema: huntReviewSchema },
  async ({ user, input }) => submitHuntReview(user, input),
);

export const submitOutfitterReviewAction = action(
  { name: "reviews.submitOutfitter", auth: "hunter", roleMessage: REVIEW_ERRORS.huntersOnly, schema: outfitterReviewSchema },
  async ({ user, input }) => submitOutfitterReview(user, input),
);
