// PUT /api/admin/users/{id}/top-tier — grant or remove Top-Tier ({ isTopTier }).
import { setTopTier } from "@/lib/admin/users";
import { idParam, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params, body }) =>
  setTopTier(user, idParam(params.id, "User not found"), body),
);
