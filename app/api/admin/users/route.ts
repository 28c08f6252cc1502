// GET /api/admin/users — every account (admin only).
import { listUsers } from "@/lib/admin/users";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => listUsers(user));
