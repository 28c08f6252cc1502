import { afterEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { notifications, paymentEvents, testPayments } from "@/db/schema";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmPOST } from "@/app/api/payments/test/confirm/route";
import { POST as confirmPOST } from "@/app/api/confirm-payment/route";
import { resetConfigForTests } from "@/lib/config";
import { captureLogsForTests } from "@/lib/log";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { call } from "../../support/http";
import { availability, book, bookAndPay, bookingRow, bookingWorld, emailsTo } from "../../support/bookings";

afterEach(() => {
  vi.useRealTimers();
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
  resetConfigForTests();
});

type Intent = { clientSecret: string; paymentIntentId: string; amount: string; provider: string };
const card = (clientSecret: string, cardNumber: string, extra: Record<string, string> = {}) => ({
  clientSecret,
  cardNumber,
  expiry: "12 / 40",
  cvc: "123",
  ...extra,
});

describe("paying with the offline test provider", () => {
  it("declines 4000 0000 0000 0002 with the provider's message, then takes 4242… once; repeats apply nothing twice", async () => {
    const w = await bookingWorld();
    const b = await book(w.hunterToken, w.hunt.id);
    const intent = await call<Intent>(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } });
    expect(intent.json).toMatchObject({ amount: "4500.00", provider: "test" });
    expect(intent.json.clientSecret.startsWith(`${intent.json.paymentIntentId}_secret_`)).toBe(true);
    // Asking again returns the same intent (one per booking).
    const again = await call<Intent>(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } });
    expect(again.json.paymentIntentId).toBe(intent.json.paymentIntentId);
    expect(
      await db
        .select()
        .from(testPayments)
        .where(eq(testPayments.metadata, { bookingId: String(b.json.id), huntId: String(w.hunt.id), hunterId: String(w.hunter.id) })),
    ).toHaveLength(1);

    // Not paid yet: confirm-payment refuses.
    expect(
      (await call(confirmPOST, { token: w.hunterToken, body: { bookingId: b.json.id, paymentIntentId: intent.json.paymentIntentId } }))
        .status,
    ).toBe(409);

    const declined = await call(testConfirmPOST, { token: w.hunterToken, body: card(intent.json.clientSecret, "4000 0000 0000 0002") });
    expect(declined).toMatchObject({ status: 402, json: { message: "Your card was declined." } });
    expect((await bookingRow(b.json.id)).paymentStatus).not.toBe("paid");
    const confirmDeclined = await call(confirmPOST, {
      token: w.hunterToken,
      body: { bookingId: b.json.id, paymentIntentId: intent.json.paymentIntentId },
    });
    expect(confirmDeclined).toMatchObject({ status: 409, json: { message: "Your card was declined." } });

    const paid = await call(testConfirmPOST, { token: w.hunterToken, body: card(intent.json.clientSecret, "4242 4242 4242 4242") });
    // Request to book: the card is held (authorized), charged only when the outfitter accepts.
    expect(paid).toMatchObject({ status: 200, json: { status: "requires_capture", paymentIntentId: intent.json.paymentIntentId } });
    const results = await Promise.all([
      call(confirmPOST, { token: w.hunterToken, body: { bookingId: b.json.id, paymentIntentId: intent.json.paymentIntentId } }),
      call(confirmPOST, { token: w.hunterToken, body: { bookingId: b.json.id, paymentIntentId: intent.json.paymentIntentId } }),
      call(testConfirmPOST, { token: w.hunterToken, body: card(intent.json.clientSecret, "4242424242424242") }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results[0]!.json).toMatchObject({ id: b.json.id, paymentStatus: "authorized", status: "pending" });
    const row = await bookingRow(b.json.id);
    expect(row).toMatchObject({ paymentStatus: "authorized", paymentProvider: "test", paymentIntentId: intent.json.paymentIntentId });
    expect(row.paidAt).toBeInstanceOf(Date);
    // The outfitter has 5 days to answer.
    expect(row.answerBy!.getTime() - row.paidAt!.getTime()).toBe(5 * 86_400_000);
    const [held] = await db.select().from(testPayments).where(eq(testPayments.id, intent.json.paymentIntentId));
    expect(held).toMatchObject({ status: "requires_capture", captureMethod: "manual", amountCapturedCents: 0 });
    expect(await emailsTo(w.hunter.email, "payment-confirmation")).toHaveLength(1);
    expect(await emailsTo(w.hunter.email, "booking-confirmation")).toHaveLength(1);
    expect(await emailsTo(w.outfitter.email, "booking-new")).toHaveLength(1);
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.outfitter.id), eq(notifications.title, "New Booking Request")));
    expect(notes).toHaveLength(1);
    expect(
      await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, `evt_test_${intent.json.paymentIntentId}_succeeded`)),
    ).toHaveLength(1);
    expect(await availability(w.hunt.id)).toBe(2);
    // Paid: no new intent.
    expect((await call(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } })).status).toBe(409);
  });

  it("validates the card on the server (number, expiry, security code) and charges nothing", async () => {
    const w = await bookingWorld();
    const b = await book(w.hunterToken, w.hunt.id);
    const intent = await call<Intent>(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } });
    const bad: [Record<string, string>, string][] = [
      [card(intent.json.clientSecret, "4242 4242 4242 4241"), "Your card number is invalid."],
      [card(intent.json.clientSecret, "4242 4242 4242 4242", { expiry: "01 / 20" }), "Your card's expiration date is in the past."],
      [card(intent.json.clientSecret, "4242 4242 4242 4242", { expiry: "13 / 40" }), "Your card's expiration date is invalid."],
      [card(intent.json.clientSecret, "4242 4242 4242 4242", { cvc: "1" }), "Your card's security code is incomplete."],
    ];
    for (const [body, message] of bad) {
      expect(await call(testConfirmPOST, { token: w.hunterToken, body })).toMatchObject({ status: 400, json: { message } });
    }
    expect(
      (await call(testConfirmPOST, { token: w.hunterToken, body: card(`${intent.json.paymentIntentId}_secret_wrong`, "4242424242424242") }))
        .status,
    ).toBe(404);
    const [row] = await db.select().from(testPayments).where(eq(testPayments.id, intent.json.paymentIntentId));
    expect(row!.status).toBe("requires_payment_method");
    expect((await bookingRow(b.json.id)).paymentStatus).toBe("processing");
  });

  it("keeps payments to their owner: 401, 403 for another hunter's booking, 404 unknown, 400 for a foreign intent", async () => {
    const w = await bookingWorld();
    const other = await bookingWorld();
    const b = await book(w.hunterToken, w.hunt.id);
    const ob = await book(other.hunterToken, other.hunt.id);
    const mine = await call<Intent>(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } });
    const theirs = await call<Intent>(intentPOST, { token: other.hunterToken, body: { bookingId: ob.json.id } });
    expect((await call(intentPOST, { body: { bookingId: b.json.id } })).status).toBe(401);
    expect((await call(intentPOST, { token: other.hunterToken, body: { bookingId: b.json.id } })).status).toBe(403);
    expect((await call(intentPOST, { token: w.outfitterToken, body: { bookingId: b.json.id } })).status).toBe(403);
    expect((await call(intentPOST, { token: w.hunterToken, body: { bookingId: 999_999 } })).status).toBe(404);
    expect((await call(intentPOST, { token: w.hunterToken, body: {} })).status).toBe(400);
    expect((await call(testConfirmPOST, { token: other.hunterToken, body: card(mine.json.clientSecret, "4242424242424242") })).status).toBe(
      403,
    );
    await call(testConfirmPOST, { token: other.hunterToken, body: card(theirs.json.clientSecret, "4242424242424242") });
    const foreign = await call(confirmPOST, {
      token: w.hunterToken,
      body: { bookingId: b.json.id, paymentIntentId: theirs.json.paymentIntentId },
    });
    expect(foreign).toMatchObject({ status: 400, json: { message: "This payment does not belong to this booking" } });
    expect((await bookingRow(b.json.id)).paymentStatus).toBe("processing");
  });

  it("refuses to charge a reservation that expired before the card was entered", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-05-01T08:00:00Z"));
    const w = await bookingWorld({ availability: 1 });
    const b = await book(w.hunterToken, w.hunt.id);
    const intent = await call<Intent>(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } });
    vi.setSystemTime(new Date("2030-05-01T08:31:00Z"));
    const late = await call(testConfirmPOST, { token: w.hunterToken, body: card(intent.json.clientSecret, "4242424242424242") });
    expect(late).toMatchObject({ status: 409, json: { message: "This reservation has expired. Please start your booking again." } });
    const [row] = await db.select().from(testPayments).where(eq(testPayments.id, intent.json.paymentIntentId));
    expect(row!.status).toBe("requires_payment_method");
    expect(await bookingRow(b.json.id)).toMatchObject({ status: "cancelled", holdsSpot: false });
    expect(await availability(w.hunt.id)).toBe(1);
  });

  it("an unreachable e-mail provider is logged and never fails the payment or the outfitter's answer", async () => {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = "http://127.0.0.1:9";
    resetConfigForTests();
    const logs = captureLogsForTests();
    try {
      const w = await bookingWorld();
      const { bookingId } = await bookAndPay(w.hunterToken, w.hunt.id);
      expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: "authorized", status: "pending" });
      const accepted = await call(statusPATCH, {
        method: "PATCH",
        token: w.outfitterToken,
        params: { id: String(bookingId) },
        body: { status: "accepted" },
      });
      expect(accepted.status).toBe(200);
      expect((await bookingRow(bookingId)).status).toBe("accepted");
      const failed = await emailsTo(w.hunter.email);
      expect(failed.map((m) => m.template).sort()).toEqual(["booking-accepted", "booking-confirmation", "payment-confirmation"]);
      // Each waits for the delivery worker's next attempt.
      expect(failed.every((m) => m.status === "queued" && m.attempts === 1 && m.nextAttemptAt !== null)).toBe(true);
      expect((await emailsTo(w.outfitter.email, "booking-new"))[0]!).toMatchObject({ status: "queued", attempts: 1 });
      expect(logs.entries().filter((e) => e.event === "email.failed").length).toBeGreaterThanOrEqual(4);
    } finally {
      logs.restore();
    }
  });
});
