// POST /api/admin/monthly-reports/send-reminders — remind non-responders ({ month, year, outfitterIds }).
import { sendReportReminders } from "@/lib/reports/monthly-status";
import { route } from "@/lib/http/route";
import { sendRemindersSchema } from "@/lib/reports/monthly-status-schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY, body: sendRemindersSchema }, ({ user, body }) =>
  sendReportReminders(user, body),
);
