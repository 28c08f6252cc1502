// GET /api/admin/revenue — the year's revenue, balances, mismatches and monthly reports.
import { getRevenue } from "@/lib/admin/revenue";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => getRevenue(user));
