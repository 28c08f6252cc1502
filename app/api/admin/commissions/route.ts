// GET /api/admin/commissions — every commission entry (admin only).
import { listCommissions } from "@/lib/admin/commissions";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => listCommissions(user));
