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

export type RetentionResult = { messages: number; notifications: number; bookings: number };

/**
 * The scheduled retention run: deletes messages and notifications created more than 3 years ago and
 * strips bookings created more than 7 years ago to what accounting needs. A row exactly at the
 * boundary is kept. Batched, and safe when two workers run it at once (a deleted row is skipped,
 * an anonymised booking is not anonymised again).
 */
export async function runRetention(now = new Date(), batch = PRUNE_BATCH): Promise<RetentionResult> {
  const talkCutoff = yearsBefore(now, COMMUNICATION_YEARS);
  const bookingCutoff = yearsBefore(now, BOOKING_YEARS);
  const messages = await deleteInBatches(
    batch,
    (limit) =>
      sql`delete from messages where id in (select id from messages where created_at < ${talkCutoff.toISOString()}::timestamptz limit ${limit})`,
  );
  const notifications = await deleteInBatches(
    batch,
    (limit) =>
      sql`delete from notifications where id in (select id from notifications where created_at < ${talkCutoff.toISOString()}::timestamptz limit ${limit})`,
  );
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
  return { messages, notifications, bookings };
}
