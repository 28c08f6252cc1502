// PUT /api/admin/outfitter-reviews/{id}/reject — reject an outfitter review ({ adminNotes } required).
import { moderateOutfitterReview } from "@/lib/reviews/moderation";
import { idParam, route } from "@/lib/http/route";
import { parse } from "@/lib/http/parse";
import { rejectReviewSchema } from "@/lib/reviews/moderation-schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

// The id comes before the body: a malformed id is a 404 whatever the body, so the body is parsed here, not by route().
export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params, body }) => {
  const id = idParam(params.id, "Review not found");
  return moderateOutfitterReview(user, id, "reject", parse(rejectReviewSchema, body));
});
