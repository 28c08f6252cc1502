// POST /api/admin/revenue/reset — start the year's total revenue again from $0.00.
import { resetRevenue } from "@/lib/money/revenue/summary";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => resetRevenue(user));
