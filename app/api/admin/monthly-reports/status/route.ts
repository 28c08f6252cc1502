// GET /api/admin/monthly-reports/status?month=&year= — who filed the month's report.
import { getMonthlyReportStatus } from "@/lib/reports/monthly-status";
import { route } from "@/lib/http/route";
import { monthlyStatusQuerySchema } from "@/lib/reports/monthly-status-schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY, query: monthlyStatusQuerySchema }, ({ user, query }) =>
  getMonthlyReportStatus(user, query),
);
