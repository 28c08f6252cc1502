// GET /api/admin/revenue — the year's revenue, balances, mismatches and monthly reports.
import { getRevenue } from "@/lib/money/revenue/summary";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => getRevenue(user));
