import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingDrawTerms, bookings, bookingTagResults } from "@/db/schema";
import { lockHunt } from "@/lib/bookings/departure-spots";
import type { BookingRow } from "@/lib/bookings/present";
import { notFound } from "@/lib/http/errors";

export type TagResultRow = typeof bookingTagResults.$inferSelect;
export type DrawTermsRow = typeof bookingDrawTerms.$inferSelect;
export type LockedTagBooking = { b: BookingRow; terms: DrawTermsRow | null; results: TagResultRow[] };

/**
 * The hunt, then the booking row, locked in the order a cancellation takes them: a report and a
 * cancellation of the same booking run one after the other, and the second sees the first's state.
 */
export async function lockTagBooking(tx: DbOrTx, bookingId: number): Promise<LockedTagBooking> {
  const [peek] = await tx.select({ huntId: bookings.huntId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!peek) throw notFound("Booking not found");
  if (peek.huntId) await lockHunt(tx, peek.huntId);
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  if (!b) throw notFound("Booking not found");
  const [terms] = await tx.select().from(bookingDrawTerms).where(eq(bookingDrawTerms.bookingId, bookingId));
  const results = await tx
    .select()
    .from(bookingTagResults)
    .where(eq(bookingTagResults.bookingId, bookingId))
    .orderBy(bookingTagResults.hunterIndex);
  return { b, terms: terms ?? null, results };
}
