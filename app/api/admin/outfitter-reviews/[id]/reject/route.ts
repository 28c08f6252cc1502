// PUT /api/admin/outfitter-reviews/{id}/reject — reject an outfitter review ({ adminNotes } required).
import { moderateOutfitterReview } from "@/lib/reviews/moderation";
import { idParam, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params, body }) =>
  moderateOutfitterReview(user, idParam(params.id, "Review not found"), "reject", body),
);
