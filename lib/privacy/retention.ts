import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db";
import { deleteInBatches, PRUNE_BATCH } from "@/lib/jobs/prune";
import { anonymiseBookings, ANONYMISED_NAME } from "./anonymise";

/** The privacy policy's promises: communication records 3 years, booking records 7. */
export const COMMUNICATION_YEARS = 3;
export const BOOKING_YEARS = 7;

export const yearsBefore = (now: Date, years: number) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
};

export type RetentionResult = { messages: number; notifications: number; emails: number; contactMessages: number; bookings: number };

/** Deletes the rows of `table` created before `cutoff`, in batches. */
const deleteOlder = (table: "messages" | "notifications" | "email_outbox" | "contact_messages", cutoff: Date, batch: number) =>
  deleteInBatches(
    batch,
    (limit) =>
      sql`delete from ${sql.raw(table)} where id in (select id from ${sql.raw(table)} where created_at < ${cutoff.toISOString()}::timestamptz limit ${limit})`,
  );

/**
 * The scheduled retention run: deletes messages, notifications, e-mails sent (the outbox's copies) and
 * contact-form messages created more than 3 years ago and
 * strips bookings created more than 7 years ago to what accounting needs. A row exactly at the
 * boundary is kept. Batched, and safe when two workers run it at once (a deleted row is skipped,
 * an anonymised booking is not anonymised again).
 */
export async function runRetention(now = new Date(), batch = PRUNE_BATCH): Promise<RetentionResult> {
  const talkCutoff = yearsBefore(now, COMMUNICATION_YEARS);
  const bookingCutoff = yearsBefore(now, BOOKING_YEARS);
  const messages = await deleteOlder("messages", talkCutoff, batch);
  const notifications = await deleteOlder("notifications", talkCutoff, batch);
  const emails = await deleteOlder("email_outbox", talkCutoff, batch);
  const contactMessages = await deleteOlder("contact_messages", talkCutoff, batch);
  let bookings = 0;
  for (;;) {
    const ids = await db.transaction((tx) =>
      anonymiseBookings(
        tx,
        sql`b.id in (select id from bookings where anonymised_at is null and created_at < ${bookingCutoff.toISOString()}::timestamptz order by created_at limit ${batch} for update skip locked)`,
        ANONYMISED_NAME,
        now,
      ),
    );
    bookings += ids.length;
    if (ids.length < batch) break;
  }
  return { messages, notifications, emails, contactMessages, bookings };
}
