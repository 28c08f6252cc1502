import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingInstallments, paymentCustomers } from "@/db/schema";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { POST as confirmPOST } from "@/app/api/confirm-payment/route";
import { POST as webhookPOST } from "@/app/api/stripe/webhook/route";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { POST as cardPOST } from "@/app/api/bookings/[id]/card/route";
import { POST as cardConfirmPOST } from "@/app/api/bookings/[id]/card/confirm/route";
import { addDays, todayIso } from "@/lib/departures/dates";
import { chargeInstallment } from "@/lib/money/installments/charge";
import { stripeSavedCards } from "@/lib/money/providers/stripe-saved-cards";
import { call } from "../../support/http";
import { book, bookingWorld } from "../../support/bookings";
import { signedEvent } from "../../support/fake-stripe";
import { WEBHOOK_SECRET, withFakeStripe } from "../../support/stripe-env";

const env = withFakeStripe();
const webhook = (e: { payload: string; signature: string }) =>
  call(webhookPOST, { rawBody: e.payload, headers: { "stripe-signature": e.signature } });
const balanceOf = async (bookingId: number) =>
  (
    await db
      .select()
      .from(bookingInstallments)
      .where(and(eq(bookingInstallments.bookingId, bookingId), eq(bookingInstallments.kind, "balance")))
  )[0]!;

/** Booked on a hunt whose balance Ridgeline collects, the deposit authorized at the fake Stripe with a saved card, accepted. */
async function acceptedWithSavedCard() {
  const start = addDays(todayIso(), 200);
  const w = await bookingWorld({
    priceCents: 450_000,
    depositPercent: 50,
    balanceCollectionDays: 60,
    departures: [{ startDate: start, endDate: addDays(start, 4), spots: 4 }],
  } as never);
  const b = await book(w.hunterToken, w.hunt.id);
  const intent = await call<{ paymentIntentId: string }>(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } });
  expect(intent.status).toBe(200);
  const pi = env.fake.setStatus(intent.json.paymentIntentId, "requires_capture");
  pi.payment_method = `pm_fake_deposit_${b.json.id}`;
  expect((await webhook(signedEvent(WEBHOOK_SECRET, "payment_intent.amount_capturable_updated", pi))).status).toBe(200);
  expect((await call(confirmPOST, { token: w.hunterToken, body: { bookingId: b.json.id, paymentIntentId: pi.id } })).status).toBe(200);
  const accepted = await call(statusPATCH, {
    method: "PATCH",
    token: w.outfitterToken,
    params: { id: String(b.json.id) },
    body: { status: "accepted" },
  });
  expect(accepted.status).toBe(200);
  return { w, bookingId: b.json.id, depositIntentId: pi.id as string };
}

describe("balance collection with Stripe (SDK against the local fake Stripe)", () => {
  it("a Customer per hunter (one, by idempotency key) and setup_future_usage=off_session on the deposit PaymentIntent", async () => {
    const { w, bookingId } = await acceptedWithSavedCard();
    const customers = env.fake.requests.filter(
      (r) => r.path === "/v1/customers" && r.idempotencyKey === `customer-user-${w.hunter.id}-stripe`,
    );
    expect(customers).toHaveLength(1);
    expect(customers[0]!.body).toMatchObject({ email: w.hunter.email, metadata: { userId: String(w.hunter.id) } });
    const [saved] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, w.hunter.id));
    const create = env.fake.requests.find((r) => r.path === "/v1/payment_intents" && r.idempotencyKey === `booking-${bookingId}-payment`);
    expect(create!.body).toMatchObject({ customer: saved!.customerId, setup_future_usage: "off_session", capture_method: "manual" });
    expect(saved!.paymentMethodId).toBe(`pm_fake_deposit_${bookingId}`);
  });

  it("the due-date charge is an off-session destination PaymentIntent with one key per attempt: racing runs charge once", async () => {
    const { bookingId } = await acceptedWithSavedCard();
    const balance = await balanceOf(bookingId);
    const due = new Date(balance.nextAttemptAt!.getTime() + 1000);
    const outcomes = await Promise.all([chargeInstallment(balance.id, due), chargeInstallment(balance.id, due)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["paid", "skipped"]);
    const charges = env.fake.requests.filter(
      (r) =>
        r.path === "/v1/payment_intents" &&
        r.body.off_session === "true" &&
        (r.body.metadata as Record<string, string>).bookingId === String(bookingId),
    );
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      idempotencyKey: `booking-${bookingId}-balance-attempt-1`,
      body: {
        amount: "225000",
        off_session: "true",
        confirm: "true",
        payment_method: `pm_fake_deposit_${bookingId}`,
        transfer_data: { destination: expect.stringMatching(/^acct_stripe_/) },
      },
    });
    // Stripe's payment_intent.succeeded for it, twice: nothing more.
    const pi = env.fake.intents.get((await balanceOf(bookingId)).paymentIntentId!)!;
    const event = signedEvent(WEBHOOK_SECRET, "payment_intent.succeeded", pi);
    expect((await webhook(event)).status).toBe(200);
    expect((await webhook(event)).status).toBe(200);
    expect(await balanceOf(bookingId)).toMatchObject({ state: "paid", attempts: 1 });
  });

  it("authentication_required: the installment fails; Update card's SetupIntent (signed webhook, idempotent) saves a new card and the retry succeeds", async () => {
    const { w, bookingId } = await acceptedWithSavedCard();
    env.fake.savedCards.behaviour.set(`pm_fake_deposit_${bookingId}`, "authentication_required");
    const balance = await balanceOf(bookingId);
    const r = await chargeInstallment(balance.id, new Date(balance.nextAttemptAt!.getTime() + 1000));
    expect(r).toMatchObject({ outcome: "failed" });
    expect(await balanceOf(bookingId)).toMatchObject({ state: "failed", lastErrorCode: "authentication_required" });
    // The same attempt again (a lost answer): Stripe answers the same 402 for the same key, no new charge.
    const failed = await balanceOf(bookingId);
    const intentsBefore = env.fake.intents.size;
    const again = await stripeSavedCards.chargeOffSession({
      amountCents: failed.amountCents,
      currency: "usd",
      description: "again",
      metadata: { bookingId: String(bookingId), installmentId: String(failed.id), kind: "balance" },
      idempotencyKey: `booking-${bookingId}-balance-attempt-1`,
      customerId: "cus_any",
      paymentMethodId: `pm_fake_deposit_${bookingId}`,
      destination: { accountId: "acct_any", applicationFeeCents: 0 },
    });
    expect(again).toMatchObject({ ok: false, code: "authentication_required", intentId: failed.paymentIntentId });
    expect(env.fake.intents.size).toBe(intentsBefore);
    const start = await call<{ setupIntentId: string; clientSecret: string; provider: string }>(cardPOST, {
      token: w.hunterToken,
      params: { id: String(bookingId) },
    });
    expect(start).toMatchObject({ status: 200, json: { provider: "stripe" } });
    const setup = env.fake.requests.find((q) => q.path === "/v1/setup_intents");
    expect(setup!.body).toMatchObject({ usage: "off_session" });
    // The browser's Stripe Elements: the bank asks for 3-D Secure first (confirm answers 409), then it succeeds.
    env.fake.savedCards.confirmSetup(start.json.setupIntentId, "requires_action");
    expect(
      (
        await call(cardConfirmPOST, {
          token: w.hunterToken,
          params: { id: String(bookingId) },
          body: { setupIntentId: start.json.setupIntentId },
        })
      ).status,
    ).toBe(409);
    const si = env.fake.savedCards.confirmSetup(start.json.setupIntentId, "succeeded", `pm_fake_new_${bookingId}`);
    const event = signedEvent(WEBHOOK_SECRET, "setup_intent.succeeded", si);
    expect((await webhook(event)).status).toBe(200);
    expect((await webhook(event)).status).toBe(200);
    const [saved] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, w.hunter.id));
    expect(saved!.paymentMethodId).toBe(`pm_fake_new_${bookingId}`);
    const done = await call<{ balance: { state: string } }>(cardConfirmPOST, {
      token: w.hunterToken,
      params: { id: String(bookingId) },
      body: { setupIntentId: start.json.setupIntentId },
    });
    expect(done.json.balance.state).toBe("paid");
    const attempts = env.fake.requests.filter(
      (q) =>
        q.path === "/v1/payment_intents" &&
        q.body.off_session === "true" &&
        (q.body.metadata as Record<string, string>).bookingId === String(bookingId),
    );
    expect(attempts.map((a) => [a.idempotencyKey, a.body.payment_method])).toEqual([
      [`booking-${bookingId}-balance-attempt-1`, `pm_fake_deposit_${bookingId}`],
      [`booking-${bookingId}-balance-attempt-1`, `pm_fake_deposit_${bookingId}`],
      [`booking-${bookingId}-balance-attempt-2`, `pm_fake_new_${bookingId}`],
    ]);
    // A forged (unsigned) setup_intent.succeeded is refused.
    expect((await call(webhookPOST, { rawBody: event.payload, headers: { "stripe-signature": "t=1,v1=forged" } })).status).toBe(400);
  });
});
