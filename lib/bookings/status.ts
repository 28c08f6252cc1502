import "server-only";
import { commissionBaseOf } from "./price-snapshot";
import { eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookings, huntDepartures, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireHunt } from "@/lib/cache/tags";
import { accrueCommission } from "@/lib/money/commission/ledger";
import { forbidden, notFound } from "@/lib/http/errors";
import { todayIn } from "@/lib/departures/dates";
import { assertTransition } from "./transitions";
import { createNotifications, type NotificationInput } from "@/lib/notifications/create";
import { lockHunt, returnSpots } from "./departure-spots";
import { deliverAfterCommit } from "@/lib/email";
import { enqueueBookingEmails } from "./emails";
import { captureBookingHold, returnBookingPayment } from "@/lib/money/charges/payment-operations";
import { toOutfitterBooking, type BookingRow, type OutfitterBooking } from "./present";
import type { BookingStatusChange } from "./schema";
import { afterReliabilityRefresh, refreshReliability } from "@/lib/reliability/figures";

export { ALREADY_ANSWERED_MESSAGE, ANSWER_EXPIRED_MESSAGE } from "./transitions";
export const NOT_APPROVED_MESSAGE = "Account must be approved before answering bookings";
export const BOOKING_PARTIES_ONLY = "Only the hunt's outfitter or the booking's hunter can change a booking";

function authorize(user: CurrentUser, b: BookingRow, status: BookingStatusChange) {
  if (user.role === "outfitter") {
    // Like hunts and claims: an outfitter whose approval was withdrawn no longer answers bookings.
    if (!user.isApproved) throw forbidden(NOT_APPROVED_MESSAGE);
    if (b.outfitterId !== user.id) throw forbidden("You can only manage bookings for your own hunts");
    if (status === "cancelled") throw forbidden("Outfitters answer a booking by accepting or denying it");
    return;
  }
  if (user.role === "hunter") {
    if (b.hunterId !== user.id) throw forbidden("You can only manage your own bookings");
    if (status !== "cancelled") throw forbidden("Only the outfitter can accept, deny or complete a booking");
    return;
  }
  throw forbidden(BOOKING_PARTIES_ONLY);
}

const TRANSITION_OF = { accepted: "accept", denied: "deny", completed: "complete", cancelled: "withdraw" } as const;

/** The row of BOOKING_TRANSITIONS each change must pass against the locked, current row (409 otherwise). */
async function checkTransition(tx: DbOrTx, b: BookingRow, status: BookingStatusChange, now: Date) {
  const [hunt] = b.huntId ? await tx.select({ timeZone: hunts.timeZone }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
  const [departure] = b.departureId
    ? await tx
        .select({ startDate: huntDepartures.startDate, endDate: huntDepartures.endDate })
        .from(huntDepartures)
        .where(eq(huntDepartures.id, b.departureId))
    : [];
  assertTransition(TRANSITION_OF[status], { b, now, today: todayIn(hunt?.timeZone ?? "UTC", now), departure: departure ?? null });
}

async function freeSpot(tx: DbOrTx, b: BookingRow) {
  if (!b.holdsSpot || !b.huntId) return false;
  await returnSpots(tx, b.departureId, b.partySize);
  return true;
}

// The row is locked, so of two simultaneous answers one wins and the other is 409. Refunds, releases and captures go through the
// provider in the same transaction, so a provider failure changes nothing; accepting adds the commission once.
export async function changeBookingStatus(
  user: CurrentUser,
  bookingId: number,
  status: BookingStatusChange,
  now = new Date(),
): Promise<OutfitterBooking> {
  const result = await db.transaction(async (tx) => {
    // The hunt first, then the booking: the order every writer of a departure's spots follows.
    const [peek] = await tx.select({ huntId: bookings.huntId }).from(bookings).where(eq(bookings.id, bookingId));
    if (peek?.huntId) await lockHunt(tx, peek.huntId);
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!b) throw notFound("Booking not found");
    authorize(user, b, status);
    await checkTransition(tx, b, status, now);
    const ending = status === "denied" || status === "cancelled";
    const [changed] = await tx
      .update(bookings)
      .set({
        status,
        ...(ending ? { holdsSpot: false } : {}),
        ...(status === "accepted" || status === "denied" ? { answeredAt: now } : {}),
        ...(status === "cancelled" ? { cancelledBy: "hunter" as const, cancelledAt: now } : {}),
      })
      .where(eq(bookings.id, b.id))
      .returning();
    let row = changed!;
    const reliability = status === "completed" ? null : await refreshReliability(tx, b.outfitterId, now);
    const spotFreed = ending ? await freeSpot(tx, b) : false;
    if (ending) row = await returnBookingPayment(tx, row, { now });
    // Request to book: accepting charges the held card (captured once, whatever the races).
    if (status === "accepted") row = await captureBookingHold(tx, row, now);
    // With "Collect commission at booking" the commission was the charge's application fee: paid at once.
    if (status === "accepted") {
      const collected = row.applicationFeeCents > 0 && row.paymentStatus === "paid";
      await accrueCommission(tx, {
        outfitterId: b.outfitterId,
        bookingId: b.id,
        baseAmountCents: await commissionBaseOf(tx, b),
        ...(collected ? { amountCents: row.applicationFeeCents, collectedAtBooking: { at: now } } : {}),
      });
    }
    const [hunt] = b.huntId
      ? await tx
          .select({ id: hunts.id, title: hunts.title, location: hunts.location, dates: hunts.dates, images: hunts.images })
          .from(hunts)
          .where(eq(hunts.id, b.huntId))
      : [];
    const [departure] = b.departureId
      ? await tx
          .select({ id: huntDepartures.id, startDate: huntDepartures.startDate, endDate: huntDepartures.endDate })
          .from(huntDepartures)
          .where(eq(huntDepartures.id, b.departureId))
      : [];
    await createNotifications(tx, notificationsFor(status, row, hunt?.title ?? "your hunt"));
    // The e-mails with the change: a refund or capture the provider refuses rolls both back.
    const emailIds = await enqueueBookingEmails(tx, status, row);
    return { row, hunt, spotFreed, departure, emailIds, reliability };
  });
  if (result.spotFreed && result.row.huntId) expireHunt(result.row.huntId, result.row.outfitterId);
  if (result.reliability) afterReliabilityRefresh(result.row.outfitterId, result.reliability);
  await deliverAfterCommit(result.emailIds);
  return toOutfitterBooking(result.row, result.hunt, null, result.departure);
}

function notificationsFor(status: BookingStatusChange, b: BookingRow, title: string): NotificationInput[] {
  const refunded =
    b.paymentStatus === "refunded"
      ? " Your payment has been refunded."
      : b.paymentStatus === "released"
        ? " Your card was not charged."
        : "";
  switch (status) {
    case "accepted":
      return [{ userId: b.hunterId, title: "Booking Accepted", message: `Your booking for ${title} was accepted by the outfitter.` }];
    case "denied":
      return [
        { userId: b.hunterId, title: "Booking Denied", message: `Your booking for ${title} was declined by the outfitter.${refunded}` },
      ];
    case "completed":
      return [
        {
          userId: b.hunterId,
          title: "Hunt Completed",
          message: `Your booking for ${title} was marked completed. Tell others how it went with a review.`,
        },
      ];
    case "cancelled":
      return [{ userId: b.outfitterId, title: "Booking Cancelled", message: `${b.hunterName} cancelled their booking for ${title}.` }];
  }
}
