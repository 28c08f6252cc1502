// POST /api/outfitter-reviews — a hunter reviews an outfitter (pending until an admin approves it).
import { json, route } from "@/lib/http/route";
import { outfitterReviewSchema } from "@/lib/reviews/schema";
import { REVIEW_ERRORS, submitOutfitterReview } from "@/lib/reviews/submit";

export const POST = route({ auth: "hunter", roleMessage: REVIEW_ERRORS.huntersOnly, body: outfitterReviewSchema }, async ({ user, body }) =>
  json(await submitOutfitterReview(user, body), 201),
);
