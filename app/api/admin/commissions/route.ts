// GET /api/admin/commissions — every commission entry (admin only).
import { listCommissions } from "@/lib/admin/commissions";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => listCommissions(user));
