import { z } from "zod";

// Client-safe: the dashboards' buttons and the routes share these.
export const TAG_RESULT_MESSAGES = {
  result: "result must be drawn or not_drawn",
  hunterIndex: "hunterIndex must be the number of a hunter of this booking (1, 2, …)",
  proofId: "proofId must be a proof uploaded for this booking",
  decision: "decision must be confirm or dispute",
  disputeMessage: "Say why you dispute the result (at most 2000 characters)",
} as const;

const index = z.coerce
  .number({ error: TAG_RESULT_MESSAGES.hunterIndex })
  .int(TAG_RESULT_MESSAGES.hunterIndex)
  .min(1, TAG_RESULT_MESSAGES.hunterIndex)
  .max(1000, TAG_RESULT_MESSAGES.hunterIndex);

/** POST /api/bookings/{id}/tag-results: one hunter's draw result, with an optional private proof. */
export const tagReportSchema = z.object({
  hunterIndex: index,
  result: z.enum(["drawn", "not_drawn"], { error: TAG_RESULT_MESSAGES.result }),
  proofId: z.coerce
    .number({ error: TAG_RESULT_MESSAGES.proofId })
    .int(TAG_RESULT_MESSAGES.proofId)
    .positive(TAG_RESULT_MESSAGES.proofId)
    .max(2_147_483_647)
    .nullish(),
});
export type TagReport = z.output<typeof tagReportSchema>;

/** POST /api/bookings/{id}/tag-results/review: the outfitter confirms a reported result or disputes it with a message. */
export const tagReviewSchema = z
  .object({
    hunterIndex: index,
    decision: z.enum(["confirm", "dispute"], { error: TAG_RESULT_MESSAGES.decision }),
    message: z.string().trim().max(2000, TAG_RESULT_MESSAGES.disputeMessage).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "dispute" && !v.message)
      ctx.addIssue({ code: "custom", path: ["message"], message: TAG_RESULT_MESSAGES.disputeMessage });
  });
export type TagReview = z.output<typeof tagReviewSchema>;

/** "I applied": stops the application-deadline reminders of that hunter. */
export const tagAppliedSchema = z.object({ hunterIndex: index });
