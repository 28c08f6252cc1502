// POST /api/admin/revenue/reset — start the year's total revenue again from $0.00.
import { resetRevenue } from "@/lib/admin/revenue";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => resetRevenue(user));
