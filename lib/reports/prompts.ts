import "server-only";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { db } from "@/db";
import { questionnaireResponses, reportPrompts, users } from "@/db/schema";
import { MONTH_NAMES } from "@/lib/reports/monthly-status";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmails, prepareEmail } from "@/lib/email";
import { monthlyReportPrompt } from "@/lib/email/templates";
import { createNotifications } from "@/lib/notifications/create";
import { OVERDUE_FROM_DAY, isComplete, reportPeriod } from "./period";

/**
 * Sends the month's questionnaire (spec 001 §4, the terms: "sent on the 1st of each month, due
 * within 2 weeks") to every approved outfitter, paused ones included, that has not answered it
 * yet: an in-app notification and an e-mail, once per outfitter and month. Runs from the 1st; an
 * outfitter approved later in the month is asked at the next run. The row in report_prompts is
 * written with the notification, so instances racing each other ask each outfitter once.
 */
export async function sendMonthlyReportPrompts(now = new Date()): Promise<{ sent: number }> {
  const { month, year, day } = reportPeriod(now);
  const period = `${MONTH_NAMES[month - 1]} ${year}`;
  const overdue = day >= OVERDUE_FROM_DAY;
  const text = overdue
    ? `Your monthly booking report for ${period} is overdue. Please submit it from your dashboard now: without it your account may be paused.`
    : `Your monthly booking report for ${period} is due by the ${OVERDUE_FROM_DAY - 1}th. Report the bookings you made directly with hunters you met on Ridgeline (bookings and claims you accepted on Ridgeline are counted already).`;

  const candidates = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.role, "outfitter"),
        eq(users.isApproved, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reportPrompts)
            .where(and(eq(reportPrompts.outfitterId, users.id), eq(reportPrompts.year, year), eq(reportPrompts.month, month))),
        ),
      ),
    )
    .limit(500);
  if (candidates.length === 0) return { sent: 0 };
  const answers = await db
    .select({
      id: questionnaireResponses.outfitterId,
      hasClientBooking: questionnaireResponses.hasClientBooking,
      submittedAt: questionnaireResponses.submittedAt,
    })
    .from(questionnaireResponses)
    .where(
      and(
        eq(questionnaireResponses.year, year),
        eq(questionnaireResponses.month, month),
        inArray(
          questionnaireResponses.outfitterId,
          candidates.map((c) => c.id),
        ),
      ),
    );
  const answered = new Set(answers.filter((a) => isComplete(a, now)).map((a) => a.id));
  const due = candidates.filter((c) => !answered.has(c.id));
  if (due.length === 0) return { sent: 0 };
  // Rendered before the transaction, which then only writes (see enqueueEmails).
  const reportUrl = `${config().APP_URL}/outfitter-dashboard`;
  const mails = new Map(
    await Promise.all(
      due.map(
        async (o) =>
          [o.id, await prepareEmail(monthlyReportPrompt.build({ firstName: o.firstName, period, message: text, reportUrl }))] as const,
      ),
    ),
  );
  const emailIds = await db.transaction(async (tx) => {
    // Only the rows this instance wrote are this instance's to notify.
    const claimed = await tx
      .insert(reportPrompts)
      .values(due.map((o) => ({ outfitterId: o.id, year, month, sentAt: now })))
      .onConflictDoNothing()
      .returning({ id: reportPrompts.outfitterId });
    const mine = new Set(claimed.map((r) => r.id));
    const list = due.filter((o) => mine.has(o.id));
    await createNotifications(
      tx,
      list.map((o) => ({
        userId: o.id,
        type: overdue ? ("warning" as const) : ("other" as const),
        title: "Monthly Report Required",
        message: text,
      })),
    );
    // With the report_prompts rows: an outfitter marked as asked has its e-mail, and only one.
    return enqueueEmails(
      tx,
      list.map((o) => ({ to: o.email, mail: mails.get(o.id)! })),
    );
  });
  await deliverAfterCommit(emailIds);
  return { sent: emailIds.length };
}
