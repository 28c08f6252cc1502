import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookings } from "@/db/schema";
import { AppError, conflict } from "@/lib/http/errors";
import { PaymentProviderError, providerNamed } from "@/lib/money/providers/card-provider";
import type { BookingRow } from "@/lib/bookings/present";
import { markDepositInstallmentPaid } from "@/lib/money/installments/store";
import { refundAllSharePayments, refundSharePayments } from "@/lib/party/refunds";

// Each runs in the caller's transaction with the booking row locked, with one idempotency key per booking and action (a retry or a
// race reuses the same refund or release), and throws a 502 when the provider fails so the caller's whole change rolls back.

export const bookingActionKey = (bookingId: number, action: string) => `booking-${bookingId}-${action}`;

/** What the card is charged online (what refunds come out of): the deposit, or the whole total for bookings from before deposits. */
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

/** Refunds through the provider that took it (reverse_transfer from the outfitter); `action` keys it, so two refunds need two actions. */
export async function refundBookingPayment(
  tx: DbOrTx,
  b: BookingRow,
  opts: { amountCents?: number; action?: string; now?: Date } = {},
): Promise<BookingRow> {
  if (!(REFUNDABLE as readonly string[]).includes(b.paymentStatus)) return b;
  const left = chargedCents(b) - b.refundedCents;
  const amountCents = opts.amountCents ?? left;
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new Error(`Refund amount must be integer cents, got ${amountCents}`);
  if (amountCents === 0) return b;
  if (amountCents > left) throw conflict("The refund is more than what is left to refund on this booking");
  let refund;
  try {
    // A party paid in shares has no one intent: the refund is split across its shares (lib/party/refunds.ts).
    refund = b.paymentIntentId
      ? await providerNamed(b.paymentProvider).refund(
          {
            intentId: b.paymentIntentId,
            amountCents,
            idempotencyKey: bookingActionKey(b.id, opts.action ?? "refund"),
            reverseTransfer: b.transferDestination !== null,
            refundApplicationFee: b.applicationFeeCents > 0,
          },
          tx,
        )
      : await refundSharePayments(tx, b.id, amountCents, opts.action ?? "refund");
    if (!refund) return b;
  } catch (err) {
    throw providerFailure(err, "The refund could not be processed. Please try again");
  }
  const refundedCents = b.refundedCents + amountCents;
  const [u] = await tx
    .update(bookings)
    .set({
      paymentStatus: refundedCents >= chargedCents(b) ? "refunded" : "partially_refunded",
      refundedCents,
      refundId: "refundId" in refund ? refund.refundId : refund.id,
      refundedAt: opts.now ?? new Date(),
    })
    .where(eq(bookings.id, b.id))
    .returning();
  return u!;
}

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

/** The caller holds the row lock and the key is the booking's, so simultaneous accepts capture once. */
export async function captureBookingHold(tx: DbOrTx, b: BookingRow, now = new Date()): Promise<BookingRow> {
  if (b.paymentStatus !== "authorized" || !b.paymentIntentId) return b;
  try {
    await providerNamed(b.paymentProvider).capture({ intentId: b.paymentIntentId, idempotencyKey: bookingActionKey(b.id, "capture") }, tx);
  } catch (err) {
    throw providerFailure(err, "The payment could not be captured. Please try again");
  }
  const [u] = await tx.update(bookings).set({ paymentStatus: "paid", paidAt: now }).where(eq(bookings.id, b.id)).returning();
  await markDepositInstallmentPaid(tx, b.id, now);
  return u!;
}

/** A hold is released, a captured payment refunded by `refundCents` (a policy may keep part); call it with the row locked. */
export async function returnBookingPayment(
  tx: DbOrTx,
  b: BookingRow,
  opts: { refundCents?: number; action?: string; now?: Date } = {},
): Promise<BookingRow> {
  if (b.paymentStatus === "authorized") return releaseBookingHold(tx, b);
  // A party paying in shares, ended before every share was paid: the shares paid so far go back in full.
  if (!b.paymentIntentId && (b.paymentStatus === "unpaid" || b.paymentStatus === "failed")) {
    await refundAllSharePayments(tx, b.id, opts.action ?? "refund");
    return b;
  }
  return refundBookingPayment(tx, b, { amountCents: opts.refundCents, action: opts.action, now: opts.now });
}
