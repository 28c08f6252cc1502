import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, testPayments, testRefunds } from "@/db/schema";
import { refundBookingPayment, returnBookingPayment } from "@/lib/money/charges/payment-operations";
import { AppError } from "@/lib/http/errors";
import { bookAndCapture, bookingRow, bookingWorld } from "../../support/bookings";

/** Runs a booking-money action the way a service does: in a transaction, on the locked row. */
async function onLocked<T>(
  bookingId: number,
  fn: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], b: typeof bookings.$inferSelect) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    return fn(tx, b!);
  });
}

describe("refunds of a booking's payment (what cancellations call)", () => {
  it("refunds in parts, one provider refund per action key; a repeat of an action refunds nothing more", async () => {
    const w = await bookingWorld({ priceCents: 200_000 });
    const { bookingId, paymentIntentId } = await bookAndCapture(w.hunterToken, w.hunt.id);
    const part = await onLocked(bookingId, (tx, b) => refundBookingPayment(tx, b, { amountCents: 50_000, action: "refund-cancel" }));
    expect(part).toMatchObject({ paymentStatus: "partially_refunded", refundedCents: 50_000 });
    // The same action again (a retry whose first answer was lost) is the same provider refund.
    await onLocked(bookingId, async (tx) => {
      const [stale] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      await refundBookingPayment(
        tx,
        { ...stale!, refundedCents: 0, paymentStatus: "paid" },
        { amountCents: 50_000, action: "refund-cancel" },
      );
      throw new Error("rollback"); // only the provider's answer matters here
    }).catch((e: Error) => expect(e.message).toBe("rollback"));
    expect(await db.select().from(testRefunds).where(eq(testRefunds.paymentId, paymentIntentId))).toHaveLength(1);

    const over = await onLocked(bookingId, (tx, b) => refundBookingPayment(tx, b, { amountCents: 150_001, action: "refund-more" })).catch(
      (e: AppError) => e,
    );
    expect(over).toMatchObject({ status: 409 });
    const rest = await onLocked(bookingId, (tx, b) => refundBookingPayment(tx, b, { action: "refund-rest" }));
    expect(rest).toMatchObject({ paymentStatus: "refunded", refundedCents: 200_000 });
    const [intent] = await db.select().from(testPayments).where(eq(testPayments.id, paymentIntentId));
    expect(intent!.refundedCents).toBe(200_000);
    // Fully refunded: nothing is left, a further refund is a no-op.
    expect(await onLocked(bookingId, (tx, b) => refundBookingPayment(tx, b, { action: "refund-x" }))).toMatchObject({
      refundedCents: 200_000,
    });
    expect(await db.select().from(testRefunds).where(eq(testRefunds.paymentId, paymentIntentId))).toHaveLength(2);
  });

  it("a provider failure leaves the booking unchanged (502, rolled back with the caller)", async () => {
    const w = await bookingWorld();
    const { bookingId, paymentIntentId } = await bookAndCapture(w.hunterToken, w.hunt.id);
    // Corrupt the intent id so the provider refuses: the caller's change must not be kept.
    const err = await onLocked(bookingId, async (tx, b) => {
      await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, b.id));
      return refundBookingPayment(tx, { ...b, paymentIntentId: `${paymentIntentId}_missing` });
    }).catch((e: AppError) => e);
    expect(err).toMatchObject({ status: 502 });
    expect((err as AppError).message).toMatch(/^The refund could not be processed\. Please try again: No such payment_intent/);
    expect(await bookingRow(bookingId)).toMatchObject({ status: "pending", paymentStatus: "paid", refundedCents: 0 });
  });

  it("returnBookingPayment refunds a captured payment in full by default, or the amount a policy gives back", async () => {
    const w = await bookingWorld({ priceCents: 100_000, availability: 2 });
    const a = await bookAndCapture(w.hunterToken, w.hunt.id);
    expect(await onLocked(a.bookingId, (tx, b) => returnBookingPayment(tx, b))).toMatchObject({
      paymentStatus: "refunded",
      refundedCents: 100_000,
    });
    const b2 = await bookAndCapture(w.hunterToken, w.hunt.id);
    expect(
      await onLocked(b2.bookingId, (tx, b) => returnBookingPayment(tx, b, { refundCents: 50_000, action: "refund-cancel" })),
    ).toMatchObject({
      paymentStatus: "partially_refunded",
      refundedCents: 50_000,
    });
  });
});
