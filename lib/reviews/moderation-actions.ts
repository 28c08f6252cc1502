"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { moderateHuntReview, moderateOutfitterReview } from "./moderation";
import { idField } from "@/lib/http/record-id";
import { parse } from "@/lib/http/parse";
import { approveReviewSchema, rejectReviewSchema } from "./moderation-schema";

const reviewDecisionSchema = z.object({
  kind: z.enum(["hunt", "outfitter"], { error: "kind must be hunt or outfitter" }),
  reviewId: idField("reviewId"),
  decision: z.enum(["approve", "reject"], { error: "decision must be approve or reject" }),
  // Checked by the decision's own schema below (notes required to reject), as the routes check it.
  adminNotes: z.string().nullish(),
});

export const decideReviewAction = action(
  { name: "admin.decideReview", auth: "admin", schema: reviewDecisionSchema },
  async ({ user, input }) => {
    const notes = parse(input.decision === "approve" ? approveReviewSchema : rejectReviewSchema, { adminNotes: input.adminNotes ?? null });
    return input.kind === "hunt"
      ? moderateHuntReview(user, input.reviewId, input.decision, notes)
      : moderateOutfitterReview(user, input.reviewId, input.decision, notes);
  },
);
