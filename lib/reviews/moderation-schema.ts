import { z } from "zod";

export const REJECT_NOTES_REQUIRED = "Admin notes are required when rejecting a review";
export const approveReviewSchema = z.object({
  adminNotes: z
    .string()
    .trim()
    .max(2000, "Admin notes are too long")
    .nullish()
    .transform((v) => v || null),
});
export const rejectReviewSchema = z.object({
  adminNotes: z.string({ error: REJECT_NOTES_REQUIRED }).trim().min(1, REJECT_NOTES_REQUIRED).max(2000, "Admin notes are too long"),
});

export type ReviewDecisionInput = z.output<typeof approveReviewSchema> | z.output<typeof rejectReviewSchema>;
