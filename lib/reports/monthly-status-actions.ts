"use server";

import { action } from "@/lib/actions/action";
import { sendReportReminders } from "./monthly-status";
import { sendRemindersSchema } from "./monthly-status-schema";

/**
 * Send Reminders on the admin's monthly-report page, to the selected outfitters who have not filed
 * (twin of POST /api/admin/monthly-reports/send-reminders): admins only, at the door and in the service.
 */
export const sendReportRemindersAction = action(
  { name: "admin.sendReportReminders", auth: "admin", schema: sendRemindersSchema },
  async ({ user, input }) => sendReportReminders(user, input),
);
