// POST /api/admin/revenue/reset — start the year's total revenue again from $0.00.
import { resetRevenue } from "@/lib/admin/revenue";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "user" }, ({ user }) => resetRevenue(user));
