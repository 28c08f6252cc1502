import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { db } from "@/db";
import { notifications, paymentEvents } from "@/db/schema";
import { resetConfigForTests } from "@/lib/config";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { POST as confirmPOST } from "@/app/api/confirm-payment/route";
import { POST as webhookPOST } from "@/app/api/stripe/webhook/route";
import { call } from "../support/http";
import { availability, book, bookingRow, bookingWorld, emailsTo } from "../support/bookings";
import { signedEvent, startFakeStripe } from "../support/fake-stripe";
import { dbFingerprint } from "./support";

/**
 * Attacks on the Stripe payment path (the webhook and the confirm-payment fast path), beyond
 * tests/integration/money/bookings-stripe.test.ts, which already covers: a wrong-secret signature, a
 * tampered amount, an empty and a garbage header (booking unchanged), and two deliveries racing
 * one confirm-payment. Here every refusal is checked against a snapshot of the whole database.
 */
const SECRET = "whsec_attack_matrix_secret";
const ENV = ["STRIPE_SECRET_KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"] as const;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

function useStripe(webhookSecret: string | null = SECRET) {
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = "pk_test_fake";
  process.env.STRIPE_API_BASE = stripe.url;
  if (webhookSecret) process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  else delete process.env.STRIPE_WEBHOOK_SECRET;
  resetConfigForTests();
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  useStripe();
});
afterAll(async () => {
  for (const k of ENV) delete process.env[k];
  resetConfigForTests();
  await stripe.close();
});

const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
  new Stripe("sk_test_unused").webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? SECRET, timestamp: opts.timestamp });
const deliver = (payload: string, signature?: string) =>
  call(webhookPOST, { rawBody: payload, headers: signature === undefined ? {} : { "stripe-signature": signature } });
const confirm = (token: string, bookingId: number, paymentIntentId: string) =>
  call(confirmPOST, { token, body: { bookingId, paymentIntentId } });

/** A booking whose intent has succeeded at Stripe: an accepted succeeded-event would mark it paid. */
async function paidAtStripe(hunt: { availability?: number } = {}) {
  const w = await bookingWorld(hunt);
  const b = await book(w.hunterToken, w.hunt.id);
  expect(b.status).toBe(201);
  const intent = await call<{ paymentIntentId: string }>(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } });
  expect(intent.status).toBe(200);
  const pi = stripe.setStatus(intent.json.paymentIntentId, "succeeded");
  return { w, bookingId: b.json.id, intentId: intent.json.paymentIntentId, pi, event: signedEvent(SECRET, "payment_intent.succeeded", pi) };
}

async function recorded(w: Awaited<ReturnType<typeof bookingWorld>>, bookingId: number, eventId: string) {
  const [events, notes, paymentMails, bookingMails, outfitterMails] = await Promise.all([
    db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId)),
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.outfitter.id), eq(notifications.title, "New Booking Request"))),
    emailsTo(w.hunter.email, "payment-confirmation"),
    emailsTo(w.hunter.email, "booking-confirmation"),
    emailsTo(w.outfitter.email, "booking-new"),
  ]);
  return {
    booking: await bookingRow(bookingId),
    events: events.length,
    notifications: notes.length,
    mails: [paymentMails.length, bookingMails.length, outfitterMails.length],
  };
}

describe("Stripe webhook: forged, stale and re-serialized deliveries are 400 and change nothing", () => {
  it("refuses a missing header, a wrong secret, a stale timestamp and a re-serialized body", async () => {
    const { bookingId, pi, event } = await paidAtStripe();
    const now = Math.floor(Date.now() / 1000);
    const parsed = JSON.parse(event.payload) as Record<string, unknown>;
    const attacks: [string, string, string | undefined][] = [
      ["no stripe-signature header", event.payload, undefined],
      ["signed with another endpoint's secret", event.payload, sign(event.payload, { secret: "whsec_another_endpoint" })],
      ["signed with the API secret key", event.payload, sign(event.payload, { secret: "sk_test_fake" })],
      ["timestamp 301 s old (tolerance 300 s)", event.payload, sign(event.payload, { timestamp: now - 301 })],
      ["timestamp a day old", event.payload, sign(event.payload, { timestamp: now - 86_400 })],
      ["the original signature over the body re-stringified with 2-space indent", JSON.stringify(parsed, null, 2), event.signature],
      ["… with keys in another order", JSON.stringify(Object.fromEntries(Object.entries(parsed).reverse())), event.signature],
      ["… with a trailing newline", `${event.payload}\n`, event.signature],
      ["… with spaces after the separators", event.payload.replace(/,"/g, ', "').replace(/":/g, '": '), event.signature],
      ["the signature's timestamp swapped for a fresh one", event.payload, event.signature.replace(/^t=\d+/, `t=${now + 5}`)],
      ["only the v0 (test-mode) scheme", event.payload, event.signature.replace("v1=", "v0=")],
      ["the signature of another event", event.payload, signedEvent(SECRET, "payment_intent.succeeded", { ...pi, amount: 1 }).signature],
    ];
    for (const [what, payload, signature] of attacks) {
      const before = await dbFingerprint();
      const res = await deliver(payload, signature);
      expect(res, what).toMatchObject({ status: 400, json: { message: "Invalid webhook signature" } });
      expect(res.headers.get("cache-control"), what).toBe("private, no-store");
      expect(await dbFingerprint(), `${what} changed the database`).toEqual(before);
    }
    // Control: the same event, as Stripe sent it, and one signed 290 s ago, are accepted.
    expect((await deliver(event.payload, sign(event.payload, { timestamp: now - 290 }))).status).toBe(200);
    expect((await bookingRow(bookingId)).paymentStatus).toBe("paid");
  });

  it("refuses every delivery while STRIPE_WEBHOOK_SECRET is unset (no secret, no trust)", async () => {
    const { bookingId, event } = await paidAtStripe();
    useStripe(null);
    try {
      const before = await dbFingerprint();
      for (const signature of [event.signature, sign(event.payload, { secret: "" }), undefined]) {
        expect((await deliver(event.payload, signature)).status).toBe(400);
      }
      expect(await dbFingerprint()).toEqual(before);
    } finally {
      useStripe();
    }
    expect((await deliver(event.payload, event.signature)).status).toBe(200);
    expect((await bookingRow(bookingId)).paymentStatus).toBe("paid");
  });

  it("a correctly signed event for an intent that is not the booking's, or for another amount, applies nothing", async () => {
    const victim = await paidAtStripe();
    const other = await paidAtStripe();
    const before = await dbFingerprint(["payment_events"]);
    const foreign = [
      // Stripe's real intent of booking B, claiming to pay booking A.
      { ...other.pi, metadata: { ...(other.pi.metadata as Record<string, string>), bookingId: String(victim.bookingId) } },
      { ...victim.pi, amount: 1 },
      { ...victim.pi, currency: "eur" },
      { ...victim.pi, metadata: { bookingId: "999999" } },
    ];
    for (const object of foreign) {
      const forged = signedEvent(SECRET, "payment_intent.succeeded", object);
      expect((await deliver(forged.payload, forged.signature)).status).toBe(200);
    }
    expect(await dbFingerprint(["payment_events"]), "a mismatched payment changed a booking").toEqual(before);
    expect((await bookingRow(victim.bookingId)).paymentStatus).toBe("processing");
  });
});

describe("Stripe webhook: repeats and races apply a payment once", () => {
  it("the same valid event delivered 10 times at once, racing confirm-payment: one payment, one e-mail, one spot", async () => {
    const { w, bookingId, intentId, event } = await paidAtStripe({ availability: 3 });
    expect(await availability(w.hunt.id)).toBe(2);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(event.payload, event.signature)),
      confirm(w.hunterToken, bookingId, intentId),
      confirm(w.hunterToken, bookingId, intentId),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await recorded(w, bookingId, event.id)).toMatchObject({
      booking: { paymentStatus: "paid", status: "pending", holdsSpot: true, paymentIntentId: intentId },
      events: 1,
      notifications: 1,
      mails: [1, 1, 1],
    });
    expect(await availability(w.hunt.id)).toBe(2);
  });

  it("10 distinct succeeded events for one intent (Stripe resends with new ids) still apply it once", async () => {
    const { w, bookingId, intentId, pi } = await paidAtStripe({ availability: 1 });
    const events = Array.from({ length: 10 }, () => signedEvent(SECRET, "payment_intent.succeeded", pi));
    const results = await Promise.all([confirm(w.hunterToken, bookingId, intentId), ...events.map((e) => deliver(e.payload, e.signature))]);
    expect(results.map((r) => r.status)).toEqual(Array(11).fill(200));
    const after = await recorded(w, bookingId, events[0]!.id);
    expect(after).toMatchObject({ booking: { paymentStatus: "paid", holdsSpot: true }, notifications: 1, mails: [1, 1, 1] });
    expect(await availability(w.hunt.id)).toBe(0);
    // Each event id is remembered, so a later redelivery of any of them is a no-op too.
    for (const e of events.slice(0, 3)) expect((await deliver(e.payload, e.signature)).status).toBe(200);
    expect((await recorded(w, bookingId, events[0]!.id)).mails).toEqual([1, 1, 1]);
  });

  it("a failed-payment event racing the succeeded one never un-pays the booking", async () => {
    const { w, bookingId, pi, event } = await paidAtStripe();
    const failed = signedEvent(SECRET, "payment_intent.payment_failed", { ...pi, status: "requires_payment_method" });
    await Promise.all([deliver(event.payload, event.signature), deliver(failed.payload, failed.signature)]);
    // Whichever came first, the succeeded event leaves the booking paid (failed only moves unpaid/processing).
    expect((await bookingRow(bookingId)).paymentStatus).toBe("paid");
    expect((await deliver(failed.payload, failed.signature)).status).toBe(200);
    expect((await recorded(w, bookingId, event.id)).booking.paymentStatus).toBe("paid");
  });
});
