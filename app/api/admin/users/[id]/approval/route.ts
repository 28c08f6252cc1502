// PUT /api/admin/users/{id}/approval — approve or reject an outfitter ({ isApproved }).
import { setOutfitterApproval } from "@/lib/admin/users";
import { idParam, route } from "@/lib/http/route";

export const PUT = route({ auth: "user" }, ({ user, params, body }) => setOutfitterApproval(user, idParam(params.id, "User not found"), body));
