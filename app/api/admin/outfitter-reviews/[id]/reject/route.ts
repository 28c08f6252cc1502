// PUT /api/admin/outfitter-reviews/{id}/reject — reject an outfitter review ({ adminNotes } required).
import { moderateOutfitterReview } from "@/lib/admin/reviews";
import { idParam, route } from "@/lib/http/route";

export const PUT = route({ auth: "user" }, ({ user, params, body }) =>
  moderateOutfitterReview(user, idParam(params.id, "Review not found"), "reject", body),
);
