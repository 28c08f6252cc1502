// PUT /api/admin/users/{id}/approval — approve or reject an outfitter ({ isApproved }).
import { setOutfitterApproval } from "@/lib/users/management";
import { idParam, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params, body }) =>
  setOutfitterApproval(user, idParam(params.id, "User not found"), body),
);
