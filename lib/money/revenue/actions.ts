"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { markMismatchReported } from "./mismatches";
import { sendReportReminders } from "@/lib/reports/monthly-status";
import { markOutfitterPaid, pauseOutfitter, sendPaymentReminder, unpauseOutfitter } from "../commission/outfitter-standing";
import { resetRevenue } from "./summary";
import { markMismatchSchema, outfitterActionSchema, sendRemindersSchema } from "@/lib/platform/admin-schema";

/*
 * The revenue and monthly-report panels' buttons (twins of POST /api/admin/outfitter/{action},
 * /api/admin/revenue/mark-mismatch, /api/admin/revenue/reset and
 * /api/admin/monthly-reports/send-reminders): admins only, at the door and in the services.
 */

const OUTFITTER_ACTIONS = {
  "mark-paid": markOutfitterPaid,
  pause: pauseOutfitter,
  unpause: unpauseOutfitter,
  "send-reminder": sendPaymentReminder,
} as const;
const outfitterBalanceSchema = outfitterActionSchema.extend({
  action: z.enum(Object.keys(OUTFITTER_ACTIONS) as [keyof typeof OUTFITTER_ACTIONS, ...(keyof typeof OUTFITTER_ACTIONS)[]], {
    error: "action must be mark-paid, pause, unpause or send-reminder",
  }),
});

/** Mark Paid, Pause, Unpause and Send Reminder on an outfitter's balance row. */
export const outfitterBalanceAction = action(
  { name: "admin.outfitterBalance", auth: "admin", schema: outfitterBalanceSchema },
  async ({ user, input }) => OUTFITTER_ACTIONS[input.action](user, { outfitterId: input.outfitterId }),
);

/** Mark Reported on a booking mismatch. */
export const markMismatchAction = action(
  { name: "admin.markMismatch", auth: "admin", schema: markMismatchSchema },
  async ({ user, input }) => markMismatchReported(user, input),
);

/** Reset the year's total revenue to $0.00. */
export const resetRevenueAction = action({ name: "admin.resetRevenue", auth: "admin" }, async ({ user }) => resetRevenue(user));

/** Send Reminders to the selected outfitters who have not filed this month's report. */
export const sendReportRemindersAction = action(
  { name: "admin.sendReportReminders", auth: "admin", schema: sendRemindersSchema },
  async ({ user, input }) => sendReportReminders(user, input),
);
