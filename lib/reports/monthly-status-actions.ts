"use server";

import { action } from "@/lib/actions/action";
import { sendReportReminders } from "./monthly-status";
import { sendRemindersSchema } from "./monthly-status-schema";

export const sendReportRemindersAction = action(
  { name: "admin.sendReportReminders", auth: "admin", schema: sendRemindersSchema },
  async ({ user, input }) => sendReportReminders(user, input),
);
