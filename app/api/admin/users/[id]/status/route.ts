// PUT /api/admin/users/{id}/status — activate or deactivate a non-admin account ({ isActive }).
import { setUserStatus } from "@/lib/users/management";
import { idParam, route } from "@/lib/http/route";
import { parse } from "@/lib/http/parse";
import { userStatusSchema } from "@/lib/users/management-schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

// The id comes before the body: a malformed id is a 404 whatever the body, so the body is parsed here, not by route().
export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params, body }) => {
  const id = idParam(params.id, "User not found");
  return setUserStatus(user, id, parse(userStatusSchema, body));
});
