import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookings } from "@/db/schema";
import { AppError, conflict } from "@/lib/http/errors";
import { PaymentProviderError, providerNamed } from "@/lib/money/providers/card-provider";
import type { BookingRow } from "@/lib/bookings/present";

/**
 * Moving a booking's money after the card step: refunding (in full or in part) and releasing a
 * card hold. Each runs inside the caller's transaction with the booking row locked, sends the
 * provider one idempotency key per booking and action (a retry after a lost answer, or a race,
 * reuses the same key and so the same refund or release at the provider), and throws a 502 with a
 * plain message when the provider fails, so the caller's whole change rolls back.
 */

/** The provider's idempotency key for an action on a booking, e.g. `booking-12-refund`. */
export const bookingActionKey = (bookingId: number, action: string) => `booking-${bookingId}-${action}`;

/**
 * What the hunter's card is charged online for this booking (what refunds come out of): the
 * deposit; the whole total for bookings from before deposits.
 */
export function chargedCents(b: Pick<BookingRow, "totalAmountCents" | "depositCents">): number {
  return b.depositCents ?? b.totalAmountCents;
}

export const providerFailure = (err: unknown, what: string) =>
  err instanceof PaymentProviderError ? new AppError(502, `${what}: ${err.message}`) : err;

/** Days an outfitter has to answer a booking whose card is held, before the hold is released. */
export const ANSWER_DAYS = 5;
export const answerDeadline = (authorizedAt: Date) => new Date(authorizedAt.getTime() + ANSWER_DAYS * 86_400_000);

/** Payment states whose money the hunter may get back (captured and not wholly refunded). */
export const REFUNDABLE = ["paid", "partially_refunded"] as const;

/**
 * Refunds `amountCents` of a captured booking payment (default: all that is not refunded yet)
 * through the provider that took it, taking it back from the outfitter's connected account when
 * the charge was transferred there (reverse_transfer; the platform's application fee, if any,
 * goes back in proportion). `action` names the refund in its idempotency key: two different
 * refunds of one booking need two actions (e.g. "refund-cancel" then "refund-goodwill").
 * A booking with nothing captured is returned unchanged.
 */
export async function refundBookingPayment(
  tx: DbOrTx,
  b: BookingRow,
  opts: { amountCents?: number; action?: string; now?: Date } = {},
): Promise<BookingRow> {
  if (!(REFUNDABLE as readonly string[]).includes(b.paymentStatus) || !b.paymentIntentId) return b;
  const left = chargedCents(b) - b.refundedCents;
  const amountCents = opts.amountCents ?? left;
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new Error(`Refund amount must be integer cents, got ${amountCents}`);
  if (amountCents === 0) return b;
  if (amountCents > left) throw conflict("The refund is more than what is left to refund on this booking");
  let refund;
  try {
    refund = await providerNamed(b.paymentProvider).refund(
      {
        intentId: b.paymentIntentId,
        amountCents,
        idempotencyKey: bookingActionKey(b.id, opts.action ?? "refund"),
        reverseTransfer: b.transferDestination !== null,
        refundApplicationFee: b.applicationFeeCents > 0,
      },
      tx,
    );
  } catch (err) {
    throw providerFailure(err, "The refund could not be processed. Please try again");
  }
  const refundedCents = b.refundedCents + amountCents;
  const [u] = await tx
    .update(bookings)
    .set({
      paymentStatus: refundedCents >= chargedCents(b) ? "refunded" : "partially_refunded",
      refundedCents,
      refundId: refund.id,
      refundedAt: opts.now ?? new Date(),
    })
    .where(eq(bookings.id, b.id))
    .returning();
  return u!;
}

/**
 * Releases the card hold of an authorized (not captured) booking: nothing is charged. A booking
 * without a hold is returned unchanged.
 */
export async function releaseBookingHold(tx: DbOrTx, b: BookingRow): Promise<BookingRow> {
  if (b.paymentStatus !== "authorized" || !b.paymentIntentId) return b;
  try {
    await providerNamed(b.paymentProvider).cancel({ intentId: b.paymentIntentId, idempotencyKey: bookingActionKey(b.id, "release") }, tx);
  } catch (err) {
    throw providerFailure(err, "The card hold could not be released. Please try again");
  }
  const [u] = await tx.update(bookings).set({ paymentStatus: "released" }).where(eq(bookings.id, b.id)).returning();
  return u!;
}

/**
 * Captures the card hold of an authorized booking (the outfitter accepted it): the card is charged
 * and the booking becomes paid. One idempotency key per booking, and the caller holds the row lock,
 * so simultaneous accepts capture once. A booking already captured is returned unchanged.
 */
export async function captureBookingHold(tx: DbOrTx, b: BookingRow, now = new Date()): Promise<BookingRow> {
  if (b.paymentStatus !== "authorized" || !b.paymentIntentId) return b;
  try {
    await providerNamed(b.paymentProvider).capture({ intentId: b.paymentIntentId, idempotencyKey: bookingActionKey(b.id, "capture") }, tx);
  } catch (err) {
    throw providerFailure(err, "The payment could not be captured. Please try again");
  }
  const [u] = await tx.update(bookings).set({ paymentStatus: "paid", paidAt: now }).where(eq(bookings.id, b.id)).returning();
  return u!;
}

/**
 * Gives a booking's money back when it ends (denied, cancelled, expired): a card hold is released
 * (nothing was charged), a captured payment is refunded by `refundCents` (default: in full; a
 * cancellation policy may keep part). Call it inside the transaction that ends the booking, with
 * the row locked.
 */
export async function returnBookingPayment(
  tx: DbOrTx,
  b: BookingRow,
  opts: { refundCents?: number; action?: string; now?: Date } = {},
): Promise<BookingRow> {
  if (b.paymentStatus === "authorized") return releaseBookingHold(tx, b);
  return refundBookingPayment(tx, b, { amountCents: opts.refundCents, action: opts.action, now: opts.now });
}
