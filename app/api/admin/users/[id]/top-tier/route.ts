// PUT /api/admin/users/{id}/top-tier — grant or remove Top-Tier ({ isTopTier }).
import { setTopTier } from "@/lib/users/management";
import { idParam, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params, body }) =>
  setTopTier(user, idParam(params.id, "User not found"), body),
);
