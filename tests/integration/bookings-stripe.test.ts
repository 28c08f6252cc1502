import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { paymentEvents } from "@/db/schema";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { POST as confirmPOST } from "@/app/api/confirm-payment/route";
import { POST as webhookPOST } from "@/app/api/stripe/webhook/route";
import { POST as testConfirmPOST } from "@/app/api/payments/test/confirm/route";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { call } from "../support/http";
import { availability, book, bookingRow, bookingWorld, emailsTo } from "../support/bookings";
import { signedEvent } from "../support/fake-stripe";
import { WEBHOOK_SECRET, withFakeStripe } from "../support/stripe-env";

const SECRET = WEBHOOK_SECRET;
const env = withFakeStripe();

afterEach(() => {
  vi.useRealTimers();
  env.fake.failRefunds(null);
});

type Intent = { clientSecret: string; paymentIntentId: string; amount: string; provider: string };

async function bookWithIntent(w: Awaited<ReturnType<typeof bookingWorld>>) {
  const b = await book(w.hunterToken, w.hunt.id);
  const intent = await call<Intent>(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id, amount: 1 } });
  expect(intent.status).toBe(200);
  return { bookingId: b.json.id, intentId: intent.json.paymentIntentId, intent: intent.json };
}

const webhook = (e: { payload: string; signature: string }) =>
  call(webhookPOST, { rawBody: e.payload, headers: { "stripe-signature": e.signature } });

describe("Stripe payments (SDK against a local fake Stripe)", () => {
  it("creates one PaymentIntent per booking with the booking's amount and an idempotency key", async () => {
    const w = await bookingWorld({ priceCents: 399_999 });
    const { bookingId, intentId, intent } = await bookWithIntent(w);
    expect(intent).toMatchObject({ provider: "stripe", amount: "3999.99", clientSecret: `${intentId}_secret_fake` });
    const creates = env.fake.requests.filter((r) => r.path === "/v1/payment_intents" && r.body.metadata && (r.body.metadata as Record<string, string>).bookingId === String(bookingId));
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({ idempotencyKey: `booking-${bookingId}-payment`, body: { amount: "399999", currency: "usd" } });
    const again = await call<Intent>(intentPOST, { token: w.hunterToken, body: { bookingId } });
    expect(again.json.paymentIntentId).toBe(intentId);
    expect(env.fake.requests.filter((r) => r.idempotencyKey === `booking-${bookingId}-payment`)).toHaveLength(1);
    // The offline card endpoint is off while Stripe is configured.
    expect((await call(testConfirmPOST, { token: w.hunterToken, body: { clientSecret: intent.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" } })).status).toBe(404);
  });

  it("applies a payment once across the signed webhook, its redelivery and confirm-payment (one e-mail)", async () => {
    const w = await bookingWorld();
    const { bookingId, intentId } = await bookWithIntent(w);
    const pending = await call(confirmPOST, { token: w.hunterToken, body: { bookingId, paymentIntentId: intentId } });
    expect(pending.status).toBe(409);
    const pi = env.fake.setStatus(intentId, "succeeded");
    const event = signedEvent(SECRET, "payment_intent.succeeded", pi);
    const results = await Promise.all([webhook(event), webhook(event), call(confirmPOST, { token: w.hunterToken, body: { bookingId, paymentIntentId: intentId } })]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await webhook(signedEvent(SECRET, "payment_intent.succeeded", pi))).toMatchObject({ status: 200 });
    expect((await call(confirmPOST, { token: w.hunterToken, body: { bookingId, paymentIntentId: intentId } })).status).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: "paid", paymentProvider: "stripe", status: "pending", holdsSpot: true });
    expect(await emailsTo(w.hunter.email, "payment-confirmation")).toHaveLength(1);
    expect(await emailsTo(w.outfitter.email, "booking-new")).toHaveLength(1);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
  });

  it("answers 400 to a bad or missing signature and changes nothing", async () => {
    const w = await bookingWorld();
    const { bookingId, intentId } = await bookWithIntent(w);
    const pi = env.fake.setStatus(intentId, "succeeded");
    const good = signedEvent(SECRET, "payment_intent.succeeded", pi);
    const wrongSecret = signedEvent("whsec_someone_else", "payment_intent.succeeded", pi, good.id);
    const tampered = { payload: good.payload.replace(`"amount":${pi.amount}`, `"amount":1`), signature: good.signature };
    for (const bad of [wrongSecret, tampered, { payload: good.payload, signature: "" }, { payload: good.payload, signature: "t=1,v1=abc" }]) {
      const r = await webhook(bad);
      expect(r).toMatchObject({ status: 400, json: { message: "Invalid webhook signature" } });
    }
    expect((await bookingRow(bookingId)).paymentStatus).toBe("processing");
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, good.id))).toHaveLength(0);
    expect(await emailsTo(w.hunter.email, "payment-confirmation")).toHaveLength(0);
    expect((await webhook(good)).status).toBe(200);
    expect((await bookingRow(bookingId)).paymentStatus).toBe("paid");
  });

  it("records a failed attempt from the webhook; confirm-payment shows the provider's message", async () => {
    const w = await bookingWorld();
    const { bookingId, intentId } = await bookWithIntent(w);
    const pi = env.fake.setStatus(intentId, "requires_payment_method", "Your card has insufficient funds.");
    expect((await webhook(signedEvent(SECRET, "payment_intent.payment_failed", pi))).status).toBe(200);
    expect((await bookingRow(bookingId)).paymentStatus).toBe("failed");
    const r = await call(confirmPOST, { token: w.hunterToken, body: { bookingId, paymentIntentId: intentId } });
    expect(r).toMatchObject({ status: 409, json: { message: "Your card has insufficient funds." } });
  });

  it("deny refunds through Stripe once and frees the spot; a refund failure changes nothing (502)", async () => {
    const w = await bookingWorld({ availability: 1 });
    const { bookingId, intentId } = await bookWithIntent(w);
    await webhook(signedEvent(SECRET, "payment_intent.succeeded", env.fake.setStatus(intentId, "succeeded")));
    const deny = () => call(statusPATCH, { method: "PATCH", token: w.outfitterToken, params: { id: String(bookingId) }, body: { status: "denied" } });
    env.fake.failRefunds("Stripe is down");
    const failed = await deny();
    expect(failed.status).toBe(502);
    expect(await bookingRow(bookingId)).toMatchObject({ status: "pending", paymentStatus: "paid", holdsSpot: true });
    expect(await availability(w.hunt.id)).toBe(0);
    env.fake.failRefunds(null);
    expect((await deny()).json).toMatchObject({ status: "denied", paymentStatus: "refunded" });
    const row = await bookingRow(bookingId);
    expect(row.refundId).toMatch(/^re_fake_/);
    expect(await availability(w.hunt.id)).toBe(1);
    const refunds = env.fake.requests.filter((r) => r.path === "/v1/refunds" && r.body.payment_intent === intentId);
    expect(refunds.every((r) => r.idempotencyKey === `booking-${bookingId}-refund` && r.body.amount === "450000")).toBe(true);
    expect((await deny()).status).toBe(409);
    // Stripe's own charge.refunded event afterwards changes nothing more.
    expect((await webhook(signedEvent(SECRET, "charge.refunded", { id: "ch_1", object: "charge", payment_intent: intentId, refunds: { data: [{ id: "re_other" }] } }))).status).toBe(200);
    expect((await bookingRow(bookingId)).refundId).toBe(row.refundId);
  });

  it("refunds a payment that arrives after the 30-minute reservation was released", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-06-01T09:00:00Z"));
    const w = await bookingWorld({ availability: 1 });
    const { bookingId, intentId } = await bookWithIntent(w);
    vi.setSystemTime(new Date("2030-06-01T09:45:00Z"));
    const taker = await book(w.hunterToken, w.hunt.id); // releases the first reservation and takes the spot
    expect(taker.status).toBe(201);
    expect((await webhook(signedEvent(SECRET, "payment_intent.succeeded", env.fake.setStatus(intentId, "succeeded")))).status).toBe(200);
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "refunded", holdsSpot: false });
    expect(row.refundId).toMatch(/^re_fake_/);
    expect(await availability(w.hunt.id)).toBe(0);
    expect(await emailsTo(w.hunter.email, "booking-payment-refunded")).toHaveLength(1);
    const confirm = await call(confirmPOST, { token: w.hunterToken, body: { bookingId, paymentIntentId: intentId } });
    expect(confirm.status).toBe(200);
    expect(confirm.json).toMatchObject({ paymentStatus: "refunded", status: "cancelled" });
  });

  it("records a partial refund made in Stripe's dashboard from charge.refunded, once", async () => {
    const w = await bookingWorld({ priceCents: 300_000 });
    const { bookingId, intentId } = await bookWithIntent(w);
    await webhook(signedEvent(SECRET, "payment_intent.succeeded", env.fake.setStatus(intentId, "succeeded")));
    const charge = (refunded: number, id?: string) =>
      signedEvent(SECRET, "charge.refunded", { id: "ch_2", object: "charge", amount: 300_000, amount_refunded: refunded, payment_intent: intentId, refunds: { data: [{ id: "re_dash" }] } }, id);
    const first = charge(100_000);
    expect((await webhook(first)).status).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: "partially_refunded", refundedCents: 100_000, refundId: "re_dash" });
    expect((await webhook(first)).status).toBe(200); // redelivery
    expect((await webhook(charge(100_000))).status).toBe(200); // same total, another event: nothing new
    expect((await bookingRow(bookingId)).refundedCents).toBe(100_000);
    await webhook(charge(300_000));
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: "refunded", refundedCents: 300_000 });
  });
});
