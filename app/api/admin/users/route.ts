// GET /api/admin/users — every account (admin only).
import { listUsers } from "@/lib/admin/users";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => listUsers(user));
