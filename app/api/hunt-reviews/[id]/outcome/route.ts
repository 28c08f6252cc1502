// PUT /api/hunt-reviews/{id}/outcome — the reviewer's sub-scores and harvest answers on their own review (403 on anyone else's).
import { idParam, route } from "@/lib/http/route";
import { REVIEW_NOT_FOUND, setReviewOutcome } from "@/lib/outcomes/record";
import { reviewOutcomeSchema } from "@/lib/outcomes/schema";
import { REVIEW_ERRORS } from "@/lib/reviews/submit";

export const PUT = route(
  {
    auth: "hunter",
    roleMessage: REVIEW_ERRORS.huntersOnly,
    body: reviewOutcomeSchema,
    guard: ({ params }) => void idParam(params.id, REVIEW_NOT_FOUND),
  },
  ({ user, params, body }) => setReviewOutcome(user, idParam(params.id, REVIEW_NOT_FOUND), body),
);
