// GET /api/admin/monthly-reports/status?month=&year= — who filed the month's report.
import { getMonthlyReportStatus } from "@/lib/admin/monthly-reports";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, req }) =>
  getMonthlyReportStatus(user, Object.fromEntries(req.nextUrl.searchParams.entries())),
);
