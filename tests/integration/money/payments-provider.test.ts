import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { testRefunds } from "@/db/schema";
import { stripeProvider } from "@/lib/money/providers/stripe";
import { confirmTestIntent, testProvider } from "@/lib/money/providers/test-card-provider";
import { PaymentProviderError, type CreateIntentArgs } from "@/lib/money/providers/card-provider";
import { withFakeStripe } from "../../support/stripe-env";

const card = { number: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" };
let n = 0;
const intentArgs = (over: Partial<CreateIntentArgs> = {}): CreateIntentArgs => ({
  amountCents: 100_000,
  currency: "usd",
  description: "Ridgeline booking",
  metadata: { bookingId: String(++n) },
  idempotencyKey: `provider-test-${n}-${Math.random()}`,
  ...over,
});

describe("offline test provider: authorize, capture, release, refunds in parts", () => {
  it("a manual-capture intent is only authorized by the card, then captured once", async () => {
    const intent = await testProvider.createIntent(
      intentArgs({ captureMethod: "manual", destination: { accountId: "acct_test_x", applicationFeeCents: 10_000 } }),
    );
    expect(intent).toMatchObject({
      status: "requires_payment_method",
      captureMethod: "manual",
      transferDestination: "acct_test_x",
      applicationFeeCents: 10_000,
    });
    const confirmed = await confirmTestIntent(intent.clientSecret!, card);
    expect(confirmed).toMatchObject({ ok: true, newlyConfirmed: true, intent: { status: "requires_capture", amountCapturedCents: 0 } });
    expect(await confirmTestIntent(intent.clientSecret!, card)).toMatchObject({ ok: true, newlyConfirmed: false });
    // Nothing captured yet: nothing to refund.
    await expect(testProvider.refund({ intentId: intent.id, amountCents: 1, idempotencyKey: `r-${intent.id}` })).rejects.toThrow(
      PaymentProviderError,
    );
    const key = { intentId: intent.id, idempotencyKey: `capture-${intent.id}` };
    const captures = await Promise.all([testProvider.capture(key), testProvider.capture(key), testProvider.capture(key)]);
    expect(captures.map((c) => [c.status, c.amountCapturedCents])).toEqual(Array(3).fill(["succeeded", 100_000]));
    await expect(testProvider.cancel({ intentId: intent.id, idempotencyKey: `cancel-${intent.id}` })).rejects.toThrow(
      /status of succeeded/,
    );
  });

  it("releases a hold once; a released intent cannot be captured or confirmed", async () => {
    const intent = await testProvider.createIntent(intentArgs({ captureMethod: "manual" }));
    await confirmTestIntent(intent.clientSecret!, card);
    const key = { intentId: intent.id, idempotencyKey: `cancel-${intent.id}` };
    expect((await testProvider.cancel(key)).status).toBe("canceled");
    expect((await testProvider.cancel(key)).status).toBe("canceled");
    await expect(testProvider.capture({ intentId: intent.id, idempotencyKey: "c" })).rejects.toThrow(/status of canceled/);
    expect(await confirmTestIntent(intent.clientSecret!, card)).toMatchObject({ ok: false, status: 409 });
    expect((await testProvider.retrieveIntent(intent.id))?.amountCapturedCents).toBe(0);
  });

  it("an automatic intent is charged by the card; refunds in parts never exceed the capture, one per key", async () => {
    const intent = await testProvider.createIntent(intentArgs({ amountCents: 50_000 }));
    expect((await confirmTestIntent(intent.clientSecret!, card)).ok).toBe(true);
    const first = { intentId: intent.id, amountCents: 20_000, idempotencyKey: `booking-x-${intent.id}-a`, reverseTransfer: true };
    const [a, again] = await Promise.all([testProvider.refund(first), testProvider.refund(first)]);
    expect(again.id).toBe(a.id);
    await expect(testProvider.refund({ ...first, amountCents: 1 })).rejects.toThrow(/same parameters/);
    await expect(testProvider.refund({ intentId: intent.id, amountCents: 30_001, idempotencyKey: `b-${intent.id}` })).rejects.toThrow(
      /greater than the unrefunded/,
    );
    const b = await testProvider.refund({ intentId: intent.id, amountCents: 30_000, idempotencyKey: `b-${intent.id}` });
    await expect(testProvider.refund({ intentId: intent.id, amountCents: 1, idempotencyKey: `c-${intent.id}` })).rejects.toThrow(
      PaymentProviderError,
    );
    const rows = await db.select().from(testRefunds).where(eq(testRefunds.paymentId, intent.id));
    expect(rows.map((r) => [r.id, r.amountCents, r.reverseTransfer]).sort()).toEqual(
      [
        [a.id, 20_000, true],
        [b.id, 30_000, false],
      ].sort(),
    );
  });

  it("refuses an idempotency key reused with other parameters (amount, capture, destination)", async () => {
    const args = intentArgs({ captureMethod: "manual" });
    const first = await testProvider.createIntent(args);
    expect((await testProvider.createIntent(args)).id).toBe(first.id);
    for (const changed of [
      { amountCents: 1 },
      { captureMethod: "automatic" as const },
      { destination: { accountId: "acct_other", applicationFeeCents: 0 } },
    ]) {
      await expect(testProvider.createIntent({ ...args, ...changed })).rejects.toThrow(/same parameters/);
    }
  });
});

describe("Stripe provider: parameters sent to Stripe (SDK against a local fake Stripe)", () => {
  const env = withFakeStripe();

  it("a destination charge on hold: transfer_data.destination, on_behalf_of, the fee, capture_method manual", async () => {
    const args = intentArgs({
      amountCents: 25_000,
      captureMethod: "manual",
      destination: { accountId: "acct_1Out", applicationFeeCents: 10_000 },
    });
    const intent = await stripeProvider.createIntent(args);
    expect(intent).toMatchObject({
      captureMethod: "manual",
      transferDestination: "acct_1Out",
      applicationFeeCents: 10_000,
      amountCapturedCents: 0,
    });
    const sent = env.fake.requests.find((r) => r.path === "/v1/payment_intents" && r.idempotencyKey === args.idempotencyKey)!;
    expect(sent.body).toMatchObject({
      amount: "25000",
      currency: "usd",
      capture_method: "manual",
      transfer_data: { destination: "acct_1Out" },
      on_behalf_of: "acct_1Out",
      application_fee_amount: "10000",
    });
    // Without a fee the parameter is left out (the outfitter receives everything).
    const noFee = intentArgs({ destination: { accountId: "acct_1Out", applicationFeeCents: 0 } });
    await stripeProvider.createIntent(noFee);
    expect(env.fake.requests.find((r) => r.idempotencyKey === noFee.idempotencyKey)!.body).not.toHaveProperty("application_fee_amount");
  });

  it("captures and releases with idempotency keys; a repeat of a finished capture or release is a success", async () => {
    const held = await stripeProvider.createIntent(intentArgs({ captureMethod: "manual" }));
    env.fake.setStatus(held.id, "requires_capture");
    const captured = await stripeProvider.capture({ intentId: held.id, idempotencyKey: `booking-1-capture-${held.id}` });
    expect(captured).toMatchObject({ status: "succeeded", amountCapturedCents: 100_000 });
    expect(env.fake.requests.filter((r) => r.path === `/v1/payment_intents/${held.id}/capture`)[0]!.idempotencyKey).toBe(
      `booking-1-capture-${held.id}`,
    );
    // Another key (e.g. a second instance after a lost answer): Stripe refuses, the intent is already captured.
    expect((await stripeProvider.capture({ intentId: held.id, idempotencyKey: "other" })).status).toBe("succeeded");
    await expect(stripeProvider.cancel({ intentId: held.id, idempotencyKey: "rel" })).rejects.toThrow(PaymentProviderError);

    const other = await stripeProvider.createIntent(intentArgs({ captureMethod: "manual" }));
    env.fake.setStatus(other.id, "requires_capture");
    expect((await stripeProvider.cancel({ intentId: other.id, idempotencyKey: `rel-${other.id}` })).status).toBe("canceled");
    expect((await stripeProvider.cancel({ intentId: other.id, idempotencyKey: "rel-again" })).status).toBe("canceled");
    await expect(stripeProvider.capture({ intentId: other.id, idempotencyKey: "cap" })).rejects.toThrow(/status of canceled/);
  });

  it("refunds in part with reverse_transfer and refund_application_fee when asked", async () => {
    const pi = await stripeProvider.createIntent(
      intentArgs({ amountCents: 40_000, destination: { accountId: "acct_1Out", applicationFeeCents: 4_000 } }),
    );
    env.fake.setStatus(pi.id, "succeeded");
    const key = `booking-9-refund-cancel-${pi.id}`;
    const refund = await stripeProvider.refund({
      intentId: pi.id,
      amountCents: 10_000,
      idempotencyKey: key,
      reverseTransfer: true,
      refundApplicationFee: true,
    });
    expect(refund).toMatchObject({ amountCents: 10_000, status: "succeeded" });
    expect(env.fake.requests.find((r) => r.path === "/v1/refunds" && r.idempotencyKey === key)!.body).toEqual({
      payment_intent: pi.id,
      amount: "10000",
      reverse_transfer: "true",
      refund_application_fee: "true",
    });
    expect((await stripeProvider.refund({ intentId: pi.id, amountCents: 10_000, idempotencyKey: key })).id).toBe(refund.id);
    await expect(stripeProvider.refund({ intentId: pi.id, amountCents: 30_001, idempotencyKey: `more-${pi.id}` })).rejects.toThrow(
      PaymentProviderError,
    );
  });
});
