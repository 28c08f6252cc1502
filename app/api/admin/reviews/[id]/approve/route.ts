// PUT /api/admin/reviews/{id}/approve — approve a hunt review ({ adminNotes } optional).
import { moderateHuntReview } from "@/lib/reviews/moderation";
import { idParam, route } from "@/lib/http/route";
import { parse } from "@/lib/http/parse";
import { approveReviewSchema } from "@/lib/reviews/moderation-schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

// The id comes before the body: a malformed id is a 404 whatever the body, so the body is parsed here, not by route().
export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params, body }) => {
  const id = idParam(params.id, "Review not found");
  return moderateHuntReview(user, id, "approve", parse(approveReviewSchema, body));
});
