// GET /api/admin/monthly-reports/status?month=&year= — who filed the month's report.
import { getMonthlyReportStatus } from "@/lib/reports/monthly-status";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, req }) =>
  getMonthlyReportStatus(user, Object.fromEntries(req.nextUrl.searchParams.entries())),
);
