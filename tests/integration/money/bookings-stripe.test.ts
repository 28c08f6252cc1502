import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { paymentEvents } from "@/db/schema";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { POST as confirmPOST } from "@/app/api/confirm-payment/route";
import { POST as webhookPOST } from "@/app/api/stripe/webhook/route";
import { POST as testConfirmPOST } from "@/app/api/payments/test/confirm/route";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { createActivePayoutAccount } from "@/seed/factories";
import { call } from "../../support/http";
import { availability, book, bookingRow, bookingWorld, emailsTo } from "../../support/bookings";
import { signedEvent } from "../../support/fake-stripe";
import { WEBHOOK_SECRET, withFakeStripe } from "../../support/stripe-env";

const SECRET = WEBHOOK_SECRET;
const env = withFakeStripe();

afterEach(() => {
  vi.useRealTimers();
  env.fake.failRefunds(null);
  env.fake.fail("capture", null);
  env.fake.fail("cancel", null);
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
    const creates = env.fake.requests.filter(
      (r) =>
        r.path === "/v1/payment_intents" && r.body.metadata && (r.body.metadata as Record<string, string>).bookingId === String(bookingId),
    );
    expect(creates).toHaveLength(1);
    // A destination charge: the whole amount to the outfitter's payout account, no platform fee.
    const accountId = await createActivePayoutAccount(w.outfitter.id, { provider: "stripe" });
    expect(creates[0]).toMatchObject({
      idempotencyKey: `booking-${bookingId}-payment`,
      // Request to book: the card is only authorized (captured when the outfitter accepts).
      body: {
        amount: "399999",
        currency: "usd",
        capture_method: "manual",
        transfer_data: { destination: accountId },
        on_behalf_of: accountId,
      },
    });
    expect(creates[0]!.body).not.toHaveProperty("application_fee_amount");
    const again = await call<Intent>(intentPOST, { token: w.hunterToken, body: { bookingId } });
    expect(again.json.paymentIntentId).toBe(intentId);
    expect(env.fake.requests.filter((r) => r.idempotencyKey === `booking-${bookingId}-payment`)).toHaveLength(1);
    // The offline card endpoint is off while Stripe is configured.
    expect(
      (
        await call(testConfirmPOST, {
          token: w.hunterToken,
          body: { clientSecret: intent.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
        })
      ).status,
    ).toBe(404);
  });

  it("applies an authorization once across the signed webhook, its redelivery and confirm-payment (one e-mail); accepting captures once", async () => {
    const w = await bookingWorld();
    const { bookingId, intentId } = await bookWithIntent(w);
    const pending = await call(confirmPOST, { token: w.hunterToken, body: { bookingId, paymentIntentId: intentId } });
    expect(pending.status).toBe(409);
    const pi = env.fake.setStatus(intentId, "requires_capture");
    const event = signedEvent(SECRET, "payment_intent.amount_capturable_updated", pi);
    const results = await Promise.all([
      webhook(event),
      webhook(event),
      call(confirmPOST, { token: w.hunterToken, body: { bookingId, paymentIntentId: intentId } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await webhook(signedEvent(SECRET, "payment_intent.amount_capturable_updated", pi))).toMatchObject({ status: 200 });
    expect((await call(confirmPOST, { token: w.hunterToken, body: { bookingId, paymentIntentId: intentId } })).status).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({
      paymentStatus: "authorized",
      paymentProvider: "stripe",
      status: "pending",
      holdsSpot: true,
    });
    expect(await emailsTo(w.hunter.email, "payment-confirmation")).toHaveLength(1);
    expect(await emailsTo(w.outfitter.email, "booking-new")).toHaveLength(1);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
    // 10 simultaneous accepts: one capture at Stripe, one 200.
    const accept = () =>
      call(statusPATCH, { method: "PATCH", token: w.outfitterToken, params: { id: String(bookingId) }, body: { status: "accepted" } });
    const accepts = await Promise.all(Array.from({ length: 10 }, accept));
    expect(accepts.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const captures = env.fake.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/capture`);
    expect(captures).toHaveLength(1);
    expect(captures[0]!.idempotencyKey).toBe(`booking-${bookingId}-capture`);
    expect(env.fake.intents.get(intentId)).toMatchObject({ status: "succeeded", amount_received: 450000 });
    expect(await bookingRow(bookingId)).toMatchObject({ status: "accepted", paymentStatus: "paid" });
    // Stripe's payment_intent.succeeded for that capture changes nothing.
    expect((await webhook(signedEvent(SECRET, "payment_intent.succeeded", env.fake.intents.get(intentId)!))).status).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ status: "accepted", paymentStatus: "paid" });
  });

  it("a hunt with a 50% deposit: the PaymentIntent authorizes and captures only the deposit", async () => {
    const w = await bookingWorld({ priceCents: 300_001, depositPercent: 50 });
    const { bookingId, intentId, intent } = await bookWithIntent(w);
    expect(intent.amount).toBe("1500.01");
    const create = env.fake.requests.find(
      (r) => r.path === "/v1/payment_intents" && (r.body.metadata as Record<string, string> | undefined)?.bookingId === String(bookingId),
    );
    expect(create!.body).toMatchObject({ amount: "150001", capture_method: "manual" });
    await webhook(signedEvent(SECRET, "payment_intent.amount_capturable_updated", env.fake.setStatus(intentId, "requires_capture")));
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: "authorized", depositCents: 150_001, totalAmountCents: 300_001 });
    expect(
      (
        await call(statusPATCH, {
          method: "PATCH",
          token: w.outfitterToken,
          params: { id: String(bookingId) },
          body: { status: "accepted" },
        })
      ).status,
    ).toBe(200);
    expect(env.fake.intents.get(intentId)).toMatchObject({ status: "succeeded", amount_received: 150_001 });
  });

  it('with "Collect commission at booking" on, the intent carries application_fee_amount = 10% of price × hunters', async () => {
    const { platformSettings } = await import("@/db/schema");
    await db
      .insert(platformSettings)
      .values({ id: 1, collectCommissionAtBooking: true })
      .onConflictDoUpdate({ target: platformSettings.id, set: { collectCommissionAtBooking: true } });
    try {
      const w = await bookingWorld({ priceCents: 500_000, depositPercent: 50 });
      const { bookingId, intentId } = await bookWithIntent(w);
      const create = env.fake.requests.find(
        (r) => r.path === "/v1/payment_intents" && (r.body.metadata as Record<string, string> | undefined)?.bookingId === String(bookingId),
      );
      const accountId = await createActivePayoutAccount(w.outfitter.id, { provider: "stripe" });
      expect(create!.body).toMatchObject({
        amount: "250000",
        application_fee_amount: "50000",
        capture_method: "manual",
        transfer_data: { destination: accountId },
        on_behalf_of: accountId,
      });
      await webhook(signedEvent(SECRET, "payment_intent.amount_capturable_updated", env.fake.setStatus(intentId, "requires_capture")));
      expect(
        (
          await call(statusPATCH, {
            method: "PATCH",
            token: w.outfitterToken,
            params: { id: String(bookingId) },
            body: { status: "accepted" },
          })
        ).status,
      ).toBe(200);
      const { commissions } = await import("@/db/schema");
      expect((await db.select().from(commissions).where(eq(commissions.bookingId, bookingId)))[0]).toMatchObject({
        amountCents: 50_000,
        status: "paid",
        collectedAtBooking: true,
      });
    } finally {
      await db.update(platformSettings).set({ collectCommissionAtBooking: false }).where(eq(platformSettings.id, 1));
    }
  });

  it("a capture failure on accept changes nothing (502)", async () => {
    const w = await bookingWorld();
    const { bookingId, intentId } = await bookWithIntent(w);
    await webhook(signedEvent(SECRET, "payment_intent.amount_capturable_updated", env.fake.setStatus(intentId, "requires_capture")));
    env.fake.fail("capture", "Stripe is down");
    const accept = () =>
      call(statusPATCH, { method: "PATCH", token: w.outfitterToken, params: { id: String(bookingId) }, body: { status: "accepted" } });
    const failed = await accept();
    expect(failed).toMatchObject({ status: 502 });
    expect(await bookingRow(bookingId)).toMatchObject({ status: "pending", paymentStatus: "authorized" });
    env.fake.fail("capture", null);
    expect((await accept()).json).toMatchObject({ status: "accepted", paymentStatus: "paid" });
  });

  it("answers 400 to a bad or missing signature and changes nothing", async () => {
    const w = await bookingWorld();
    const { bookingId, intentId } = await bookWithIntent(w);
    const pi = env.fake.setStatus(intentId, "succeeded");
    const good = signedEvent(SECRET, "payment_intent.succeeded", pi);
    const wrongSecret = signedEvent("whsec_someone_else", "payment_intent.succeeded", pi, good.id);
    const tampered = { payload: good.payload.replace(`"amount":${pi.amount}`, `"amount":1`), signature: good.signature };
    for (const bad of [
      wrongSecret,
      tampered,
      { payload: good.payload, signature: "" },
      { payload: good.payload, signature: "t=1,v1=abc" },
    ]) {
      const r = await webhook(bad);
      expect(r).toMatchObject({ status: 400, json: { message: "Invalid webhook signature" } });
    }
    expect((await bookingRow(bookingId)).paymentStatus).toBe("processing");
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, good.id))).toHaveLength(0);
    expect(await emailsTo(w.hunter.email, "payment-confirmation")).toHaveLength(0);
    expect((await webhook(good)).status).toBe(200);
    expect((await bookingRow(bookingId)).paymentStatus).toBe("paid"); // an automatic capture (charged at once) is still understood
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

  it("deny releases the card hold at Stripe once and frees the spot; a release failure changes nothing (502)", async () => {
    const w = await bookingWorld({ availability: 1 });
    const { bookingId, intentId } = await bookWithIntent(w);
    await webhook(signedEvent(SECRET, "payment_intent.amount_capturable_updated", env.fake.setStatus(intentId, "requires_capture")));
    const deny = () =>
      call(statusPATCH, { method: "PATCH", token: w.outfitterToken, params: { id: String(bookingId) }, body: { status: "denied" } });
    env.fake.fail("cancel", "Stripe is down");
    const failed = await deny();
    expect(failed.status).toBe(502);
    expect(await bookingRow(bookingId)).toMatchObject({ status: "pending", paymentStatus: "authorized", holdsSpot: true });
    expect(await availability(w.hunt.id)).toBe(0);
    env.fake.fail("cancel", null);
    expect((await deny()).json).toMatchObject({ status: "denied", paymentStatus: "released" });
    expect(env.fake.intents.get(intentId)).toMatchObject({ status: "canceled", amount_received: 0 });
    expect(await availability(w.hunt.id)).toBe(1);
    const releases = env.fake.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`);
    expect(releases.every((r) => r.idempotencyKey === `booking-${bookingId}-release`)).toBe(true);
    expect(env.fake.requests.filter((r) => r.path === "/v1/refunds" && r.body.payment_intent === intentId)).toHaveLength(0);
    expect((await deny()).status).toBe(409);
  });

  it("a captured (accepted) booking refunded through Stripe reverses the transfer once", async () => {
    const w = await bookingWorld();
    const { bookingId, intentId } = await bookWithIntent(w);
    await webhook(signedEvent(SECRET, "payment_intent.amount_capturable_updated", env.fake.setStatus(intentId, "requires_capture")));
    expect(
      (
        await call(statusPATCH, {
          method: "PATCH",
          token: w.outfitterToken,
          params: { id: String(bookingId) },
          body: { status: "accepted" },
        })
      ).status,
    ).toBe(200);
    const { refundBookingPayment } = await import("@/lib/money/charges/payment-operations");
    const { bookings } = await import("@/db/schema");
    env.fake.failRefunds("Stripe is down");
    const failed = await db
      .transaction(async (tx) =>
        refundBookingPayment(tx, (await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update"))[0]!),
      )
      .catch((e: { status: number }) => e);
    expect(failed).toMatchObject({ status: 502 });
    env.fake.failRefunds(null);
    await db.transaction(async (tx) =>
      refundBookingPayment(tx, (await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update"))[0]!),
    );
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ paymentStatus: "refunded", refundedCents: 450000 });
    expect(row.refundId).toMatch(/^re_fake_/);
    const refunds = env.fake.requests.filter((r) => r.path === "/v1/refunds" && r.body.payment_intent === intentId);
    expect(
      refunds.every(
        (r) => r.idempotencyKey === `booking-${bookingId}-refund` && r.body.amount === "450000" && r.body.reverse_transfer === "true",
      ),
    ).toBe(true);
    // Stripe's own charge.refunded event afterwards changes nothing more.
    expect(
      (
        await webhook(
          signedEvent(SECRET, "charge.refunded", {
            id: "ch_1",
            object: "charge",
            payment_intent: intentId,
            refunds: { data: [{ id: "re_other" }] },
          }),
        )
      ).status,
    ).toBe(200);
    expect((await bookingRow(bookingId)).refundId).toBe(row.refundId);
  });

  it("releases a card hold that arrives after the 30-minute reservation was released", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-06-01T09:00:00Z"));
    const w = await bookingWorld({ availability: 1 });
    const { bookingId, intentId } = await bookWithIntent(w);
    vi.setSystemTime(new Date("2030-06-01T09:45:00Z"));
    const taker = await book(w.hunterToken, w.hunt.id); // releases the first reservation and takes the spot
    expect(taker.status).toBe(201);
    expect(
      (await webhook(signedEvent(SECRET, "payment_intent.amount_capturable_updated", env.fake.setStatus(intentId, "requires_capture"))))
        .status,
    ).toBe(200);
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "released", holdsSpot: false });
    expect(env.fake.intents.get(intentId)).toMatchObject({ status: "canceled" });
    expect(await availability(w.hunt.id)).toBe(0);
    expect(await emailsTo(w.hunter.email, "booking-payment-refunded")).toHaveLength(1);
    const confirm = await call(confirmPOST, { token: w.hunterToken, body: { bookingId, paymentIntentId: intentId } });
    expect(confirm.status).toBe(200);
    expect(confirm.json).toMatchObject({ paymentStatus: "released", status: "cancelled" });
  });

  it("records a partial refund made in Stripe's dashboard from charge.refunded, once", async () => {
    const w = await bookingWorld({ priceCents: 300_000 });
    const { bookingId, intentId } = await bookWithIntent(w);
    await webhook(signedEvent(SECRET, "payment_intent.succeeded", env.fake.setStatus(intentId, "succeeded")));
    const charge = (refunded: number, id?: string) =>
      signedEvent(
        SECRET,
        "charge.refunded",
        {
          id: "ch_2",
          object: "charge",
          amount: 300_000,
          amount_refunded: refunded,
          payment_intent: intentId,
          refunds: { data: [{ id: "re_dash" }] },
        },
        id,
      );
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
