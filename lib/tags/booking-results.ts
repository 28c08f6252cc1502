import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookings, bookingTagResults } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { badRequest, forbidden, notFound } from "@/lib/http/errors";
import { cancelDeadlineReminders } from "./deadline-reminders";
import { canSeeTagResults, TAG_MESSAGES_403, toPublicTagResult, type PublicTagResult } from "./results";
import { TAG_RESULT_MESSAGES } from "./results-schema";

export async function tagResultsForBooking(user: CurrentUser, bookingId: number): Promise<PublicTagResult[]> {
  const [b] = await db
    .select({ hunterId: bookings.hunterId, outfitterId: bookings.outfitterId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!b) throw notFound("Booking not found");
  if (!canSeeTagResults(user, b)) throw forbidden(TAG_MESSAGES_403.own);
  const rows = await db
    .select()
    .from(bookingTagResults)
    .where(eq(bookingTagResults.bookingId, bookingId))
    .orderBy(bookingTagResults.hunterIndex);
  return rows.map(toPublicTagResult);
}

/** "I applied" for one hunter (once; again changes nothing); when every hunter has, the waiting reminders are dropped. */
export async function markTagApplied(
  user: CurrentUser,
  bookingId: number,
  hunterIndex: number,
  now = new Date(),
): Promise<PublicTagResult[]> {
  return db.transaction(async (tx) => {
    const [b] = await tx.select({ hunterId: bookings.hunterId }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!b) throw notFound("Booking not found");
    if (b.hunterId !== user.id) throw forbidden(TAG_MESSAGES_403.own);
    const rows = await tx.select().from(bookingTagResults).where(eq(bookingTagResults.bookingId, bookingId));
    if (!rows.some((r) => r.hunterIndex === hunterIndex))
      throw badRequest(TAG_RESULT_MESSAGES.hunterIndex, { hunterIndex: [TAG_RESULT_MESSAGES.hunterIndex] });
    await tx
      .update(bookingTagResults)
      .set({ appliedAt: now })
      .where(
        and(
          eq(bookingTagResults.bookingId, bookingId),
          eq(bookingTagResults.hunterIndex, hunterIndex),
          isNull(bookingTagResults.appliedAt),
        ),
      );
    const after = await tx
      .select()
      .from(bookingTagResults)
      .where(eq(bookingTagResults.bookingId, bookingId))
      .orderBy(bookingTagResults.hunterIndex);
    if (after.every((r) => r.appliedAt)) await cancelDeadlineReminders(tx, bookingId);
    return after.map(toPublicTagResult);
  });
}

/**
 * A hunter taken out of the party (lib/party/shrink.ts, in its transaction) has no draw result left
 * to report or resolve: a failed draw's share and spot are only the remaining hunters'.
 */
export async function dropHunterTagResult(tx: DbOrTx, bookingId: number, hunterIndex: number) {
  const gone = await tx
    .delete(bookingTagResults)
    .where(and(eq(bookingTagResults.bookingId, bookingId), eq(bookingTagResults.hunterIndex, hunterIndex)))
    .returning({ id: bookingTagResults.id });
  if (gone.length === 0) return;
  const open = await tx
    .select({ id: bookingTagResults.id })
    .from(bookingTagResults)
    .where(and(eq(bookingTagResults.bookingId, bookingId), isNull(bookingTagResults.appliedAt)));
  if (open.length === 0) await cancelDeadlineReminders(tx, bookingId);
}
