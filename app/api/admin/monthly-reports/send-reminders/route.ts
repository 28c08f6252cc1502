// POST /api/admin/monthly-reports/send-reminders — remind non-responders ({ month, year, outfitterIds }).
import { sendReportReminders } from "@/lib/admin/monthly-reports";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "user" }, ({ user, body }) => sendReportReminders(user, body));
