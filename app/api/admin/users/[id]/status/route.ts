// PUT /api/admin/users/{id}/status — activate or deactivate a non-admin account ({ isActive }).
import { setUserStatus } from "@/lib/admin/users";
import { idParam, route } from "@/lib/http/route";

export const PUT = route({ auth: "user" }, ({ user, params, body }) => setUserStatus(user, idParam(params.id, "User not found"), body));
