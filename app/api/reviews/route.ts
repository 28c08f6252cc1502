// POST /api/reviews — a hunter reviews a hunt (pending until an admin approves it).
import { json, route } from "@/lib/http/route";
import { huntReviewSchema } from "@/lib/reviews/schema";
import { REVIEW_ERRORS, submitHuntReview } from "@/lib/reviews/submit";

export const POST = route({ auth: "hunter", roleMessage: REVIEW_ERRORS.huntersOnly, body: huntReviewSchema }, async ({ user, body }) =>
  json(await submitHuntReview(user, body), 201),
);
