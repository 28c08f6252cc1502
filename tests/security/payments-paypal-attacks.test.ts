import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { commissionPayments, notifications, outfitterBalances, paymentEvents } from "@/db/schema";
import { createOutfitter } from "@/seed/factories";
import { POST as capturePOST } from "@/app/api/capture-paypal-payment/route";
import { POST as createPOST } from "@/app/api/create-paypal-payment/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { PAYMENT_MESSAGES } from "@/lib/money/commission/payments";
import { resetConfigForTests } from "@/lib/config";
import { addToBalance } from "@/lib/money/commission/ledger";
import { startFakePaypal, type CaptureMode } from "../support/fake-paypal";
import { call } from "../support/http";
import { emailsTo } from "../support/outbox";
import { dbFingerprint } from "./support";

/**
 * Attacks on the commission payment (an outfitter pays the platform through PayPal), beyond
 * tests/integration/money/commission-payments.test.ts, which covers PENDING, DECLINED, wrong-amount and
 * INSTRUMENT_DECLINED captures (balance and payment status), a replayed return, two returns at
 * once, and another outfitter's order. Here: captures naming another order or payment or another
 * currency, every refusal checked against a snapshot of the whole database, retries after a
 * refusal, wider races, the offline provider, and a provider change between order and capture.
 * Bookings have no PayPal path (hunters pay by card through Stripe or the offline provider).
 */
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;

function usePaypal(on = true) {
  if (on) {
    process.env.PAYPAL_CLIENT_ID = "client-id";
    process.env.PAYPAL_CLIENT_SECRET = "client-secret";
    process.env.PAYPAL_API_BASE = paypal.base;
  } else {
    delete process.env.PAYPAL_CLIENT_ID;
    delete process.env.PAYPAL_CLIENT_SECRET;
  }
  resetConfigForTests();
}

beforeAll(async () => {
  paypal = await startFakePaypal();
});
beforeEach(() => {
  usePaypal();
  paypal.state.captureMode = "COMPLETED";
  paypal.state.captureDelayMs = 0;
  paypal.state.duplicateIssue = "PAYPAL_REQUEST_ID_PREVIOUSLY_USED";
});
afterAll(async () => {
  usePaypal(false);
  delete process.env.PAYPAL_API_BASE;
  resetConfigForTests();
  await paypal.close();
});

const OWED = 12_346;

async function orderToPay(body: Record<string, unknown> = {}) {
  const o = await createOutfitter();
  await addToBalance(db, o.id, OWED);
  const token = await issueApiToken(o.id);
  const created = await call<{ orderId: string; paymentId: number; provider: string }>(createPOST, { token, body });
  expect(created.status).toBe(201);
  return { o, token, orderId: created.json.orderId, paymentId: created.json.paymentId, provider: created.json.provider };
}
const capture = (token: string, orderId: string) => call<Record<string, unknown>>(capturePOST, { token, body: { orderId } });

/** What a recorded commission payment leaves behind. */
async function recorded(o: { id: number; email: string }, paymentId: number) {
  const [[balance], [payment], events, notes, mails] = await Promise.all([
    db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, o.id)),
    db.select().from(commissionPayments).where(eq(commissionPayments.id, paymentId)),
    db.select().from(paymentEvents).where(eq(paymentEvents.provider, "paypal")),
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, o.id), eq(notifications.title, "Commission Payment Received"))),
    emailsTo(o.email),
  ]);
  return {
    owed: balance!.totalOwedCents,
    paid: balance!.paidToDateCents,
    status: payment!.status,
    events: events.filter((e) => e.id === `paypal:CAP-${payment!.providerOrderId}`).length,
    notifications: notes.length,
    mails: mails.filter((m) => m.template === "commission-payment").length,
  };
}
const NOTHING = { owed: OWED, paid: 0, events: 0, notifications: 0, mails: 0 };

describe("PayPal capture: anything but our order, completed, for our amount records nothing", () => {
  it.each<[CaptureMode, string]>([
    ["PENDING", PAYMENT_MESSAGES.pending],
    ["DECLINED", PAYMENT_MESSAGES.failed],
    ["WRONG_AMOUNT", PAYMENT_MESSAGES.failed],
    ["WRONG_CURRENCY", PAYMENT_MESSAGES.failed],
    ["OTHER_ORDER", PAYMENT_MESSAGES.failed],
    ["FOREIGN_CUSTOM_ID", PAYMENT_MESSAGES.failed],
    ["INSTRUMENT_DECLINED", PAYMENT_MESSAGES.failed],
  ])("%s: 409, and only the payment's own status may change", async (mode, message) => {
    const { o, token, orderId, paymentId } = await orderToPay();
    paypal.state.captureMode = mode;
    const before = await dbFingerprint(["commission_payments"]);
    const first = await capture(token, orderId);
    expect(first).toMatchObject({ status: 409, json: { message } });
    expect(await dbFingerprint(["commission_payments"])).toEqual(before);
    const after = await recorded(o, paymentId);
    expect(after).toMatchObject(NOTHING);
    expect(after.status).toBe(mode === "PENDING" ? "created" : "failed");
    // Submitted again (reload, double click, a script): still nothing.
    paypal.state.captureMode = "COMPLETED";
    const again = await Promise.all([capture(token, orderId), capture(token, orderId)]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);
    expect(await recorded(o, paymentId)).toMatchObject(NOTHING);
  });
});

describe("PayPal capture: the same capture submitted twice is recorded once", () => {
  it("six returns at once through PayPal: one payment, one balance change, one e-mail", async () => {
    const { o, token, orderId, paymentId } = await orderToPay();
    const results = await Promise.all(Array.from({ length: 6 }, () => capture(token, orderId)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(results.filter((r) => r.json.alreadyRecorded === false)).toHaveLength(1);
    expect(await recorded(o, paymentId)).toEqual({ owed: 0, paid: OWED, status: "completed", events: 1, notifications: 1, mails: 1 });
    expect(paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`).length).toBeGreaterThanOrEqual(1);
  });

  it("a second return while PayPal is still capturing (PayPal fails the duplicate): recorded once, never answered 'failed'", async () => {
    const { o, token, orderId, paymentId } = await orderToPay();
    paypal.state.captureDelayMs = 400;
    const first = capture(token, orderId);
    await new Promise((r) => setTimeout(r, 100));
    const second = await capture(token, orderId);
    const results = [await first, second];
    // The duplicate may only say "not completed yet"; telling the outfitter the payment failed
    // while it is being captured invites a second payment.
    expect(results.map((r) => (r.status === 200 ? "completed" : r.json.message))).toEqual(["completed", PAYMENT_MESSAGES.pending]);
    expect(await recorded(o, paymentId)).toEqual({ owed: 0, paid: OWED, status: "completed", events: 1, notifications: 1, mails: 1 });
    expect((await capture(token, orderId)).json).toMatchObject({ status: "completed", alreadyRecorded: true });
  });

  it("… and when PayPal words the duplicate's refusal in a way we do not know, the capture is still recorded", async () => {
    const { o, token, orderId, paymentId } = await orderToPay();
    paypal.state.captureDelayMs = 400;
    paypal.state.duplicateIssue = "SOME_FUTURE_ISSUE";
    const first = capture(token, orderId);
    await new Promise((r) => setTimeout(r, 100));
    expect((await capture(token, orderId)).status).toBe(409); // read as a decline: the payment is marked failed …
    // … but the capture in flight is PayPal's word that it was paid: recorded, and answered truthfully.
    expect((await first).json).toMatchObject({ status: "completed", alreadyRecorded: false, balance: { totalOwed: "0.00" } });
    expect(await recorded(o, paymentId)).toEqual({ owed: 0, paid: OWED, status: "completed", events: 1, notifications: 1, mails: 1 });
  });

  it("a PENDING capture that PayPal later settles is recorded once, on the first return after it settles", async () => {
    const { o, token, orderId, paymentId } = await orderToPay();
    paypal.state.captureMode = "PENDING";
    expect((await capture(token, orderId)).status).toBe(409);
    expect((await capture(token, orderId)).status).toBe(409);
    expect(await recorded(o, paymentId)).toMatchObject({ ...NOTHING, status: "created" });
    paypal.settle(orderId);
    const results = await Promise.all(Array.from({ length: 4 }, () => capture(token, orderId)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await recorded(o, paymentId)).toEqual({ owed: 0, paid: OWED, status: "completed", events: 1, notifications: 1, mails: 1 });
  });

  it("six returns at once with the offline provider (which never refuses a second capture)", async () => {
    usePaypal(false);
    const { o, token, orderId, paymentId, provider } = await orderToPay();
    expect(provider).toBe("test");
    const results = await Promise.all(Array.from({ length: 6 }, () => capture(token, orderId)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(results.filter((r) => r.json.alreadyRecorded === false)).toHaveLength(1);
    const [balance] = await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, o.id));
    expect(balance).toMatchObject({ totalOwedCents: 0, paidToDateCents: OWED });
    const [payment] = await db.select().from(commissionPayments).where(eq(commissionPayments.id, paymentId));
    expect(payment!.status).toBe("completed");
    expect((await emailsTo(o.email)).filter((m) => m.template === "commission-payment")).toHaveLength(1);
  });
});

describe("PayPal capture goes through the provider that created the order", () => {
  it("a PayPal order is not 'captured' by the offline provider when the keys disappear", async () => {
    const { o, token, orderId, paymentId, provider } = await orderToPay();
    expect(provider).toBe("paypal");
    usePaypal(false);
    const before = await dbFingerprint();
    const r = await capture(token, orderId);
    expect(r).toMatchObject({ status: 409, json: { message: PAYMENT_MESSAGES.providerChanged } });
    expect(await dbFingerprint()).toEqual(before);
    // With the keys back, the real capture records it.
    usePaypal(true);
    expect((await capture(token, orderId)).status).toBe(200);
    expect(await recorded(o, paymentId)).toMatchObject({ owed: 0, paid: OWED, status: "completed", events: 1 });
  });

  it("an offline test order is not captured through PayPal once keys are set", async () => {
    usePaypal(false);
    const { o, token, orderId, paymentId } = await orderToPay();
    usePaypal(true);
    const before = await dbFingerprint();
    expect(await capture(token, orderId)).toMatchObject({ status: 409, json: { message: PAYMENT_MESSAGES.providerChanged } });
    expect(await dbFingerprint()).toEqual(before);
    expect(paypal.requests.some((r) => r.path.includes(encodeURIComponent(orderId)))).toBe(false);
    expect(await recorded(o, paymentId)).toMatchObject({ ...NOTHING, status: "created" });
  });
});
