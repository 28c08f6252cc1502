import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { bookings, payoutAccounts, testPayments } from "@/db/schema";
import { createActivePayoutAccount, createBooking, createHunt, createOutfitter } from "@/seed/factories";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { huntForBooking } from "@/lib/bookings/service";
import { NOT_ACCEPTING_PAYMENTS_MESSAGE } from "@/lib/money/payouts/state";
import { call } from "../../support/http";
import { availability, book, bookAndCapture, bookingRow, bookingWorld } from "../../support/bookings";

const intentsOf = (bookingId: number) =>
  db
    .select()
    .from(testPayments)
    .where(sql`${testPayments.metadata}->>'bookingId' = ${String(bookingId)}`);

describe("booking charges go to the outfitter (destination charges, test provider)", () => {
  it("an outfitter without an Active payout account cannot be booked or paid by card: 409, nothing written", async () => {
    const w = await bookingWorld({ availability: 2 });
    const other = await createOutfitter();
    const hunt = await createHunt({ outfitterId: other.id, availability: 2 });
    expect((await huntForBooking(hunt.id))?.acceptsPayments).toBe(false);
    expect((await huntForBooking(w.hunt.id))?.acceptsPayments).toBe(true);

    const refused = await book(w.hunterToken, hunt.id);
    expect(refused).toMatchObject({ status: 409, json: { message: NOT_ACCEPTING_PAYMENTS_MESSAGE } });
    expect(await db.select().from(bookings).where(eq(bookings.huntId, hunt.id))).toHaveLength(0);
    expect(await availability(hunt.id)).toBe(2);

    // A checkout begun while the account was Active, and the account restricted since: no intent.
    const { id: bookingId } = await createBooking({
      huntId: w.hunt.id,
      outfitterId: w.outfitter.id,
      hunterId: w.hunter.id,
      holdsSpot: true,
      reservationExpiresAt: new Date(Date.now() + 600_000),
    });
    await db.update(payoutAccounts).set({ state: "restricted" }).where(eq(payoutAccounts.outfitterId, w.outfitter.id));
    const intent = await call(intentPOST, { token: w.hunterToken, body: { bookingId } });
    expect(intent).toMatchObject({ status: 409, json: { message: NOT_ACCEPTING_PAYMENTS_MESSAGE } });
    expect(await intentsOf(bookingId)).toHaveLength(0);
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: "unpaid", paymentIntentId: null, transferDestination: null });
    expect((await huntForBooking(w.hunt.id))?.acceptsPayments).toBe(false);
  });

  it("the intent is a destination charge of the whole amount to the outfitter's account; request fields cannot change it", async () => {
    const w = await bookingWorld({ priceCents: 320_000 });
    const accountId = await createActivePayoutAccount(w.outfitter.id);
    const b = await book(w.hunterToken, w.hunt.id);
    const sneaky = {
      bookingId: b.json.id,
      amount: 1,
      applicationFeeAmount: 99_999,
      application_fee_amount: 99_999,
      destination: "acct_evil",
      transfer_data: { destination: "acct_evil" },
      captureMethod: "automatic",
    };
    const r = await call<{ amount: string }>(intentPOST, { token: w.hunterToken, body: sneaky });
    expect(r.status).toBe(200);
    expect(r.json.amount).toBe("3200.00");
    const [intent] = await intentsOf(b.json.id);
    expect(intent).toMatchObject({ amountCents: 320_000, transferDestination: accountId, applicationFeeCents: 0 });
    expect(await bookingRow(b.json.id)).toMatchObject({ transferDestination: accountId, applicationFeeCents: 0 });
  });

  it("a refund of a destination charge takes the money back from the outfitter's account (reverse transfer)", async () => {
    const w = await bookingWorld();
    const { paymentIntentId } = await bookAndCapture(w.hunterToken, w.hunt.id);
    const { refundBookingPayment } = await import("@/lib/money/charges/payment-operations");
    const [paid] = await db.select().from(bookings).where(eq(bookings.paymentIntentId, paymentIntentId));
    await db.transaction(async (tx) => refundBookingPayment(tx, paid!));
    const { testRefunds } = await import("@/db/schema");
    const [refund] = await db.select().from(testRefunds).where(eq(testRefunds.paymentId, paymentIntentId));
    expect(refund).toMatchObject({ reverseTransfer: true, amountCents: paid!.totalAmountCents });
  });
});
