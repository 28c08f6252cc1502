// GET /api/admin/monthly-reports/status?month=&year= — who filed the month's report.
import { getMonthlyReportStatus } from "@/lib/admin/monthly-reports";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user, req }) =>
  getMonthlyReportStatus(user, Object.fromEntries(req.nextUrl.searchParams.entries())),
);
