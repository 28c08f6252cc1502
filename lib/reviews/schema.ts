import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { reviewOutcomeFields } from "@/lib/outcomes/schema";

export const REVIEW_MESSAGES = {
  rating: "Please select a rating",
  ratingRange: "Rating must be a whole number from 1 to 5",
  blank: "Please write a review",
  short: "Review must be at least 10 characters",
  long: "Review must be at most 5000 characters",
  booking: "Please select which booking you're reviewing",
  hunt: "Please choose the hunt you're reviewing",
  outfitter: "Please choose the outfitter you're reviewing",
  success: "Your review has been submitted for admin approval.",
} as const;

export const DEFAULT_RATING = 5;
export const MIN_REVIEW_LENGTH = 10;
export const MAX_REVIEW_LENGTH = 5000;

const id = recordId;

export const ratingSchema = z
  .number({ error: (iss) => (iss.input === undefined || iss.input === null ? REVIEW_MESSAGES.rating : REVIEW_MESSAGES.ratingRange) })
  .int(REVIEW_MESSAGES.ratingRange)
  .min(1, REVIEW_MESSAGES.ratingRange)
  .max(5, REVIEW_MESSAGES.ratingRange);

export const reviewContentSchema = z
  .string({ error: REVIEW_MESSAGES.blank })
  .trim()
  .min(1, REVIEW_MESSAGES.blank)
  .min(MIN_REVIEW_LENGTH, REVIEW_MESSAGES.short)
  .max(MAX_REVIEW_LENGTH, REVIEW_MESSAGES.long);

export const reviewFieldsSchema = z.object({ rating: ratingSchema, content: reviewContentSchema });
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

export const huntReviewSchema = reviewFieldsSchema.extend({
  huntId: id(REVIEW_MESSAGES.hunt),
  /** Optional; when sent it must be the hunt's outfitter. */
  outfitterId: id(REVIEW_MESSAGES.outfitter).optional(),
  bookingId: id(REVIEW_MESSAGES.booking).nullable().optional(),
  // Sub-scores and harvest answers (issue 49), all optional.
  ...reviewOutcomeFields,
});
export type HuntReviewInput = z.infer<typeof huntReviewSchema>;

export const outfitterReviewSchema = reviewFieldsSchema.extend({ outfitterId: id(REVIEW_MESSAGES.outfitter) });
export type OutfitterReviewInput = z.infer<typeof outfitterReviewSchema>;

export type SubmittedReview = {
  id: number;
  huntId?: number;
  outfitterId: number;
  bookingId?: number | null;
  rating: number;
  content: string;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
};
