// PUT /api/admin/reviews/{id}/approve — approve a hunt review ({ adminNotes } optional).
import { moderateHuntReview } from "@/lib/reviews/moderation";
import { idParam, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params, body }) =>
  moderateHuntReview(user, idParam(params.id, "Review not found"), "approve", body),
);
