import "server-only";
import { and, asc, eq, lt } from "drizzle-orm";
import { db as defaultDb } from "@/db";
import { bookings, hunts } from "@/db/schema";
import { expireHunt } from "@/lib/cache/tags";
import { deliverAfterCommit } from "@/lib/email";
import { log } from "@/lib/log";
import { createNotifications } from "@/lib/notifications/create";
import { lockHunt, returnSpots } from "./departure-spots";
import { NOT_ANSWERED_TEXT } from "./answer-text";
import { enqueueBookingEmails } from "./emails";
import { releaseBookingHold } from "@/lib/money/charges/payment-operations";
import type { BookingRow } from "./present";

/** At most this many bookings per run (the next run takes the rest). */
const BATCH = 50;

/**
 * Ends one booking whose card is held past its answer deadline: the hold is released at the
 * provider (idempotency key booking-N-release), the booking cancelled and marked expired, its
 * party's spots returned, and both sides notified (their e-mails enqueued in the same transaction). Null when the booking no longer qualifies
 * (accepted, denied or cancelled meanwhile, or taken by another instance).
 *
 * The hunt is locked first, as the outfitter's answer does (./status.ts), then the booking with
 * FOR UPDATE SKIP LOCKED re-checking the condition: of an accept and the expiry racing, whichever
 * takes the hunt first wins and the other finds the booking changed (the accept answers 409). A
 * provider failure rolls the whole change back; the next run tries again.
 */
export async function expireUnansweredBooking(bookingId: number, now = new Date()): Promise<BookingRow | null> {
  const result = await defaultDb.transaction(async (tx) => {
    const [peek] = await tx.select({ huntId: bookings.huntId }).from(bookings).where(eq(bookings.id, bookingId));
    if (!peek) return null;
    if (peek.huntId) await lockHunt(tx, peek.huntId);
    const [b] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, "pending"),
          eq(bookings.paymentStatus, "authorized"),
          lt(bookings.answerBy, now),
        ),
      )
      .for("update", { skipLocked: true });
    if (!b) return null;
    const [ended] = await tx
      .update(bookings)
      .set({ status: "cancelled", holdsSpot: false, expiredAt: now, cancelledBy: "system", cancelledAt: now })
      .where(eq(bookings.id, b.id))
      .returning();
    if (b.holdsSpot) await returnSpots(tx, b.departureId, b.partySize);
    const row = await releaseBookingHold(tx, ended!);
    const [hunt] = b.huntId ? await tx.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
    const title = hunt?.title ?? "the hunt";
    await createNotifications(tx, [
      { userId: b.hunterId, title: "Booking Expired", message: `Your booking request for ${title} expired. ${NOT_ANSWERED_TEXT}` },
      {
        userId: b.outfitterId,
        title: "Booking Expired",
        message: `${b.hunterName}'s booking request for ${title} expired. ${NOT_ANSWERED_TEXT}`,
      },
    ]);
    // With the change: a release the provider refuses rolls the e-mails back too.
    const emailIds = await enqueueBookingEmails(tx, "expired", row);
    return { row, freed: b.holdsSpot && b.huntId !== null, emailIds };
  });
  if (!result) return null;
  if (result.freed && result.row.huntId) expireHunt(result.row.huntId, result.row.outfitterId);
  await deliverAfterCommit(result.emailIds);
  return result.row;
}

/**
 * Releases every card hold whose answer deadline has passed (one booking per transaction). Safe on
 * any number of instances at once: each booking is claimed under its lock and re-checked, so its
 * hold is released, its spots returned and its e-mails sent once.
 */
export async function expireUnansweredBookings(now = new Date()): Promise<BookingRow[]> {
  const due = await defaultDb
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "pending"), eq(bookings.paymentStatus, "authorized"), lt(bookings.answerBy, now)))
    .orderBy(asc(bookings.answerBy))
    .limit(BATCH);
  const ended: BookingRow[] = [];
  for (const { id } of due) {
    try {
      const row = await expireUnansweredBooking(id, now);
      if (row) ended.push(row);
    } catch (err) {
      // e.g. the provider is down: this booking stays as it is and the next run tries again.
      log.error("bookings.answer_expiry.failed", { bookingId: id, err });
    }
  }
  return ended;
}
