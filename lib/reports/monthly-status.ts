import "server-only";
import { and, asc, desc, eq, inArray, min, or } from "drizzle-orm";
import { db } from "@/db";
import { questionnaireResponses, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmails, prepareEmail } from "@/lib/email";
import { monthlyReportReminder } from "@/lib/email/templates";
import { formatCents } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { reportPeriod } from "./period";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { MonthlyStatusQuery, SendRemindersInput } from "./monthly-status-schema";
import { REPORT_OVERDUE_DAY } from "@/lib/platform/settings";
import { isComplete } from "@/lib/reports/period";

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A month's report is asked for on the 1st of the next month and overdue from that month's 15th (lib/reports/period.ts). */
export function reportOverdueFrom(month: number, year: number): Date {
  return new Date(Date.UTC(year, month, REPORT_OVERDUE_DAY));
}

export function isReportPastDue(month: number, year: number, now: Date): boolean {
  return now.getTime() >= reportOverdueFrom(month, year).getTime();
}

export type ReportStatus = "yes" | "yes-partial-deposit" | "pending" | "no" | "no-response";

type ResponseRow = typeof questionnaireResponses.$inferSelect;

function presentResponse(r: ResponseRow) {
  return {
    id: r.id,
    clientName: r.clientName,
    bookingDates: r.bookingDates,
    hasClientBooking: r.hasClientBooking,
    isCanceledWithPartialDeposit: r.hasClientBooking === "yes-partial-deposit",
    depositPercentage: r.depositPercentage,
    commissionAmount: formatCents(r.commissionAmountCents),
    paymentMethod: r.paymentMethod,
    paymentStatus: r.paymentStatus,
    submittedAt: r.submittedAt.toISOString(),
  };
}

/** Paused outfitters are listed too (a missed report is why most are paused). A 'pending' answer counts only as
 * long as on the outfitter's side; after that it is a non-responder here too, still shown as pending. */
export async function getMonthlyReportStatus(actor: CurrentUser | null, query: MonthlyStatusQuery, now = new Date()) {
  requireAdmin(actor);
  // Without a period: the one the outfitters are being asked for, the month that ended.
  const asked = reportPeriod(now);
  const month = query.month ?? asked.month;
  const year = query.year ?? asked.year;

  const responses = await db
    .select()
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.month, month), eq(questionnaireResponses.year, year)))
    .orderBy(desc(questionnaireResponses.submittedAt), desc(questionnaireResponses.id));
  const latest = new Map<number, ResponseRow>();
  for (const r of responses) if (!latest.has(r.outfitterId)) latest.set(r.outfitterId, r);

  const responderIds = [...latest.keys()];
  const outfitters = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, isActive: users.isActive })
    .from(users)
    .where(
      and(eq(users.role, "outfitter"), or(eq(users.isApproved, true), responderIds.length ? inArray(users.id, responderIds) : undefined)),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

  const rows = outfitters.map((o) => {
    const r = latest.get(o.id);
    return {
      outfitterId: o.id,
      outfitterName: `${o.firstName} ${o.lastName}`.trim(),
      email: o.email,
      isPaused: !o.isActive,
      status: (r?.hasClientBooking ?? "no-response") as ReportStatus,
      hasResponded: r !== undefined && isComplete(r, now),
      response: r ? presentResponse(r) : null,
    };
  });
  const responded = rows.filter((r) => r.hasResponded).length;
  const nonResponders = rows.length - responded;

  const [first] = await db.select({ year: min(questionnaireResponses.year) }).from(questionnaireResponses);
  const thisYear = now.getUTCFullYear();
  const firstYear = Math.min(first?.year ?? thisYear, thisYear);
  const years = Array.from({ length: thisYear + 1 - firstYear + 1 }, (_, i) => firstYear + i);

  return {
    month,
    year,
    years,
    totalOutfitters: rows.length,
    responded,
    nonResponders,
    pendingCount: rows.filter((r) => r.status === "pending").length,
    isOverdue: nonResponders > 0 && isReportPastDue(month, year, now),
    // Before the due date a missing report is not yet late: the list says so instead of "No Response".
    isPastDue: isReportPastDue(month, year, now),
    overdueFrom: reportOverdueFrom(month, year).toISOString(),
    outfitters: rows,
  };
}

export async function sendReportReminders(actor: CurrentUser | null, input: SendRemindersInput, now = new Date()) {
  const admin = requireAdmin(actor);
  const { month, year } = input;
  const outfitterIds = [...new Set(input.outfitterIds)];
  const period = `${MONTH_NAMES[month - 1]} ${year}`;
  const overdue = isReportPastDue(month, year, now);
  const text = overdue
    ? `Your monthly booking report for ${period} is overdue. Please submit it now from your dashboard to keep your account active.`
    : `Please submit your monthly booking report for ${period} from your dashboard. It is due by the ${REPORT_OVERDUE_DAY - 1}th.`;

  const answers = await db
    .select({
      id: questionnaireResponses.outfitterId,
      hasClientBooking: questionnaireResponses.hasClientBooking,
      submittedAt: questionnaireResponses.submittedAt,
    })
    .from(questionnaireResponses)
    .where(
      and(
        eq(questionnaireResponses.month, month),
        eq(questionnaireResponses.year, year),
        inArray(questionnaireResponses.outfitterId, outfitterIds),
      ),
    );
  const done = new Set(answers.filter((a) => isComplete(a, now)).map((a) => a.id));
  const candidates = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inArray(users.id, outfitterIds), eq(users.role, "outfitter"), eq(users.isApproved, true)));
  const list = candidates.filter((c) => !done.has(c.id));
  const n = list.length;
  // Rendered before the transaction, which then only writes (see enqueueEmails).
  const reportUrl = `${config().APP_URL}/outfitter-dashboard`;
  const mails = await Promise.all(
    list.map(async (o) => ({
      to: o.email,
      mail: await prepareEmail(monthlyReportReminder.build({ firstName: o.firstName, period, message: text, reportUrl })),
    })),
  );
  const emailIds = await db.transaction(async (tx) => {
    await createNotifications(
      tx,
      list.map((o) => ({
        userId: o.id,
        type: overdue ? ("warning" as const) : ("other" as const),
        title: "Monthly Report Reminder",
        message: text,
      })),
    );
    if (n) await recordAdminAction(tx, admin.id, "monthly-report.reminders", null, { month, year, outfitterIds: list.map((o) => o.id) });
    // The reminders and their e-mails together: all of them, or none.
    return enqueueEmails(tx, mails);
  });
  await deliverAfterCommit(emailIds);
  return {
    message: n
      ? `Reminders sent to ${n} ${n === 1 ? "outfitter" : "outfitters"}`
      : "No reminders sent: the selected outfitters have already responded",
    sent: n,
    skipped: outfitterIds.length - n,
  };
}
