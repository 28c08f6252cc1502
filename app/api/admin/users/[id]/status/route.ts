// PUT /api/admin/users/{id}/status — activate or deactivate a non-admin account ({ isActive }).
import { setUserStatus } from "@/lib/users/management";
import { idParam, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params, body }) =>
  setUserStatus(user, idParam(params.id, "User not found"), body),
);
