import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookingDrawTerms, bookings, bookingTagResults, hunts, huntTags, users } from "@/db/schema";
import { addDays } from "@/lib/departures/dates";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { tagDrawNotice } from "@/lib/email/templates";
import { formatDay } from "@/lib/format/dates";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { siteUrl } from "@/lib/seo/site-url";
import { stopLinkOf } from "./stop-link";

export const REMINDER_DAYS = [14, 3, 1] as const;
const reminderKey = (bookingId: number, days: number) => `tag-deadline-${bookingId}-${days}`;

/** Queues the reminders 14, 3 and 1 days before the application closes (those still in the future), in the booking's transaction. */
export async function scheduleDeadlineReminders(tx: DbOrTx, bookingId: number, closesOn: string, now = new Date()) {
  for (const days of REMINDER_DAYS) {
    const at = new Date(`${addDays(closesOn, -days)}T15:00:00Z`);
    if (at > now)
      await enqueue(
        tx,
        QUEUES.tagDeadlineReminder.name,
        { bookingId, daysBefore: days },
        { singletonKey: reminderKey(bookingId, days), startAfter: at },
      );
  }
}

/** Drops the waiting reminders of a booking (all its hunters applied, or the hunter stopped them). */
export async function cancelDeadlineReminders(tx: DbOrTx, bookingId: number) {
  await tx.execute(
    sql`DELETE FROM pgboss.job WHERE name = ${QUEUES.tagDeadlineReminder.name} AND state = 'created' AND singleton_key IN ${REMINDER_DAYS.map((d) => reminderKey(bookingId, d))}`,
  );
}

/** The job: e-mails the hunter unless every hunter of the booking marked "I applied", the booking ended, or reminders were stopped. */
export async function sendDeadlineReminder(bookingId: number, daysBefore: string): Promise<boolean> {
  const ids = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: bookings.status,
        email: users.email,
        title: hunts.title,
        closesOn: huntTags.applicationClosesOn,
        region: huntTags.region,
        stopped: bookingDrawTerms.remindersStoppedAt,
      })
      .from(bookingDrawTerms)
      .innerJoin(bookings, eq(bookings.id, bookingDrawTerms.bookingId))
      .innerJoin(users, eq(users.id, bookings.hunterId))
      .innerJoin(hunts, eq(hunts.id, bookings.huntId))
      .innerJoin(huntTags, eq(huntTags.huntId, hunts.id))
      .where(eq(bookingDrawTerms.bookingId, bookingId));
    if (!row || row.stopped || !row.closesOn || !["pending", "accepted"].includes(row.status)) return [];
    const open = await tx
      .select({ i: bookingTagResults.hunterIndex })
      .from(bookingTagResults)
      .where(and(eq(bookingTagResults.bookingId, bookingId), isNull(bookingTagResults.appliedAt)));
    if (open.length === 0) return [];
    const mail = tagDrawNotice.build({
      subject: `Apply by ${formatDay(row.closesOn)}: ${row.title}`,
      heading: `The ${row.region ?? ""} draw closes in ${daysBefore} ${daysBefore === "1" ? "day" : "days"}`,
      lines: [
        `Applications for ${row.title} close on ${formatDay(row.closesOn)}.`,
        "When you have applied, mark it on your dashboard's Deadlines and these reminders stop.",
      ],
      actionLabel: "Open your deadlines",
      url: `${siteUrl()}/hunter-dashboard#deadlines`,
      stopUrl: stopLinkOf(bookingId),
    });
    return [await enqueueEmail(tx, row.email, mail)];
  });
  await deliverAfterCommit(ids);
  return ids.length > 0;
}

/** The one-click stop link. */
export async function stopDeadlineReminders(bookingId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx
      .update(bookingDrawTerms)
      .set({ remindersStoppedAt: now })
      .where(and(eq(bookingDrawTerms.bookingId, bookingId), isNull(bookingDrawTerms.remindersStoppedAt)));
    await cancelDeadlineReminders(tx, bookingId);
  });
}
