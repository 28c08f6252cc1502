// PUT /api/admin/users/{id}/top-tier — grant or remove Top-Tier ({ isTopTier }).
import { setTopTier } from "@/lib/admin/users";
import { idParam, route } from "@/lib/http/route";

export const PUT = route({ auth: "user" }, ({ user, params, body }) => setTopTier(user, idParam(params.id, "User not found"), body));
