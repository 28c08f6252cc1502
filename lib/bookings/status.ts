import "server-only";
import { commissionBaseOf } from "./price-snapshot";
import { eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookings, huntDepartures, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireHunt } from "@/lib/cache/tags";
import { accrueCommission } from "@/lib/money/commission/ledger";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { createNotifications, type NotificationInput } from "@/lib/notifications/create";
import { lockHunt, returnSpots } from "./departure-spots";
import { deliverAfterCommit } from "@/lib/email";
import { enqueueBookingEmails } from "./emails";
import { captureBookingHold, returnBookingPayment } from "@/lib/money/charges/payment-operations";
import { toOutfitterBooking, type BookingRow, type OutfitterBooking } from "./present";
import type { BookingStatusChange } from "./schema";
import { afterReliabilityRefresh, refreshReliability } from "@/lib/reliability/figures";

export const ALREADY_ANSWERED_MESSAGE = "This booking has already been answered";
export const ANSWER_EXPIRED_MESSAGE = "This booking expired: the outfitter did not answer in time, so the card hold was released";
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

/** The rule each change must pass against the locked, current row (409 otherwise). */
function checkTransition(b: BookingRow, status: BookingStatusChange, now: Date) {
  if (status === "accepted" || status === "denied") {
    if (b.expiredAt) throw conflict(ANSWER_EXPIRED_MESSAGE);
    if (b.status !== "pending") throw conflict(ALREADY_ANSWERED_MESSAGE);
    if (status === "accepted" && b.source === "direct" && b.paymentStatus !== "paid" && b.paymentStatus !== "authorized")
      throw conflict("This booking has not been paid yet");
    // Past the deadline the hold is the expiry job's to release (./answer-expiry.ts), not to capture.
    if (status === "accepted" && b.paymentStatus === "authorized" && b.answerBy && b.answerBy <= now)
      throw conflict(ANSWER_EXPIRED_MESSAGE);
  } else if (status === "completed") {
    if (b.status !== "accepted") throw conflict("Only accepted bookings can be marked completed");
  } else if (b.status !== "pending") {
    throw conflict("Only pending bookings can be cancelled");
  }
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
    checkTransition(b, status, now);
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
