// PUT /api/admin/outfitter-reviews/{id}/approve — approve an outfitter review ({ adminNotes } optional).
import { moderateOutfitterReview } from "@/lib/reviews/moderation";
import { idParam, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params, body }) =>
  moderateOutfitterReview(user, idParam(params.id, "Review not found"), "approve", body),
);
