import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingInstallments, bookingPartyMembers, bookingSharePayments, paymentCustomers } from "@/db/schema";
import { POST as sharePayPOST } from "@/app/api/party/members/[id]/payment/route";
import { POST as shareConfirmPOST } from "@/app/api/party/members/[id]/payment/confirm/route";
import { POST as shareTestPOST } from "@/app/api/party/members/[id]/payment/test/route";
import { POST as webhookPOST } from "@/app/api/stripe/webhook/route";
import { chargeInstallment } from "@/lib/money/installments/charge";
import { shareKey } from "@/lib/party/payments";
import { call } from "../../support/http";
import { bookingRow } from "../../support/bookings";
import { signedEvent } from "../../support/fake-stripe";
import { WEBHOOK_SECRET, withFakeStripe } from "../../support/stripe-env";
import { acceptBooking, collectedParty, newHunter } from "../../support/party";

const env = withFakeStripe();
const webhook = (e: { payload: string; signature: string }) =>
  call(webhookPOST, { rawBody: e.payload, headers: { "stripe-signature": e.signature } });
type ShareIntent = { status: string; paymentIntentId: string; clientSecret: string; amount: string; provider: string; message?: string };
const startShare = (token: string, memberId: number) =>
  call<ShareIntent>(sharePayPOST, { method: "POST", token, params: { id: String(memberId) } });
const confirmShare = (token: string, memberId: number, paymentIntentId: string) =>
  call<ShareIntent>(shareConfirmPOST, { token, params: { id: String(memberId) }, body: { paymentIntentId } });
const memberRow = async (id: number) => (await db.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, id)))[0]!;
/** What Stripe.js does in the browser: the card is confirmed and the intent succeeds with its payment method. */
const cardConfirmed = (intentId: string, pm: string) => {
  const pi = env.fake.setStatus(intentId, "succeeded");
  pi.payment_method = pm;
  return pi;
};

describe("party shares with Stripe (SDK against the local fake Stripe)", () => {
  it("a member pays their share by card: an intent for the share, the signed webhook marks it paid once, the card is saved", async () => {
    const p = await collectedParty(3);
    const [a, b] = p.members;
    // The test provider's one-step card form is off with Stripe.
    expect(
      (
        await call(shareTestPOST, {
          token: a!.token,
          params: { id: String(a!.memberId) },
          body: { cardNumber: "4242", expiry: "12 / 40", cvc: "123" },
        })
      ).status,
    ).toBe(404);
    const started = await startShare(a!.token, a!.memberId);
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: "requires_payment", provider: "stripe", amount: "500.00" });
    const key = shareKey(p.bookingId, a!.memberId, a!.user.id);
    const create = env.fake.requests.filter((r) => r.path === "/v1/payment_intents" && r.idempotencyKey === key);
    expect(create).toHaveLength(1);
    const [customer] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, a!.user.id));
    expect(create[0]!.body).toMatchObject({
      amount: "50000",
      currency: "usd",
      capture_method: "automatic",
      metadata: { partyBookingId: String(p.bookingId), shareMemberId: String(a!.memberId), payerId: String(a!.user.id) },
      transfer_data: { destination: expect.stringMatching(/^acct_stripe_/) },
      // Ridgeline collects this hunt's balance: the member's own Customer, the card saved for their balance share.
      customer: customer!.customerId,
      setup_future_usage: "off_session",
    });
    // Asking again answers the same intent: one per share and payer.
    expect((await startShare(a!.token, a!.memberId)).json.paymentIntentId).toBe(started.json.paymentIntentId);
    // Someone else may not pay it, nor confirm it.
    expect((await startShare(b!.token, a!.memberId)).status).toBe(403);
    expect((await confirmShare(b!.token, a!.memberId, started.json.paymentIntentId)).status).toBe(403);
    // Not confirmed yet: the share stays unpaid.
    const early = await confirmShare(a!.token, a!.memberId, started.json.paymentIntentId);
    expect(early.status).toBe(409);
    expect((await memberRow(a!.memberId)).status).toBe("joined");

    const pi = cardConfirmed(started.json.paymentIntentId, `pm_fake_share_${a!.memberId}`);
    const event = signedEvent(WEBHOOK_SECRET, "payment_intent.succeeded", pi);
    expect((await webhook(event)).status).toBe(200);
    expect((await webhook(event)).status).toBe(200);
    expect(await memberRow(a!.memberId)).toMatchObject({ status: "paid", paidBy: a!.user.id });
    const payments = await db.select().from(bookingSharePayments).where(eq(bookingSharePayments.memberId, a!.memberId));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: "paid", provider: "stripe", amountCents: 50_000, idempotencyKey: key });
    const [saved] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, a!.user.id));
    expect(saved!.paymentMethodId).toBe(`pm_fake_share_${a!.memberId}`);
    // The browser's confirm after the webhook answers paid, with no second payment.
    expect((await confirmShare(a!.token, a!.memberId, started.json.paymentIntentId)).json.status).toBe("paid");
    // A forged delivery is refused.
    expect((await call(webhookPOST, { rawBody: event.payload, headers: { "stripe-signature": "t=1,v1=forged" } })).status).toBe(400);
    // The booking is paid only once every share is.
    expect((await bookingRow(p.bookingId)).paymentStatus).toBe("unpaid");
  });

  it("the confirm path marks a share paid without the webhook; then each balance share is charged off-session to its payer's card", async () => {
    const p = await collectedParty(2);
    const m = p.members[0]!;
    const pay = async (token: string, memberId: number, pm: string) => {
      const s = await startShare(token, memberId);
      expect(s.status).toBe(200);
      cardConfirmed(s.json.paymentIntentId, pm);
      const done = await confirmShare(token, memberId, s.json.paymentIntentId);
      expect(done.json.status).toBe("paid");
      return s.json.paymentIntentId;
    };
    await pay(m.token, m.memberId, `pm_fake_member_${m.memberId}`);
    await pay(p.hunterToken, p.leadMemberId, `pm_fake_lead_${p.leadMemberId}`);
    expect((await bookingRow(p.bookingId)).paymentStatus).toBe("paid");
    expect((await acceptBooking(p.outfitterToken, p.bookingId)).status).toBe(200);
    const rows = await db
      .select()
      .from(bookingInstallments)
      .where(and(eq(bookingInstallments.bookingId, p.bookingId), eq(bookingInstallments.kind, "balance")))
      .orderBy(bookingInstallments.id);
    expect(rows.map((r) => r.memberId)).toEqual([p.leadMemberId, m.memberId]);
    const due = new Date(rows[0]!.nextAttemptAt!.getTime() + 1000);
    for (const r of rows) expect((await chargeInstallment(r.id, due)).outcome).toBe("paid");
    const charges = env.fake.requests.filter(
      (r) =>
        r.path === "/v1/payment_intents" &&
        r.body.off_session === "true" &&
        (r.body.metadata as Record<string, string>).bookingId === String(p.bookingId),
    );
    const customerOf = async (userId: number) =>
      (await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId)))[0]!.customerId;
    expect(charges.map((c) => [c.idempotencyKey, c.body.payment_method, c.body.customer, c.body.amount])).toEqual([
      [
        `booking-${p.bookingId}-balance-member-${p.leadMemberId}-attempt-1`,
        `pm_fake_lead_${p.leadMemberId}`,
        await customerOf(p.hunter.id),
        String(rows[0]!.amountCents),
      ],
      [
        `booking-${p.bookingId}-balance-member-${m.memberId}-attempt-1`,
        `pm_fake_member_${m.memberId}`,
        await customerOf(m.user.id),
        String(rows[1]!.amountCents),
      ],
    ]);
    expect(charges.every((c) => (c.body.transfer_data as { destination: string }).destination.startsWith("acct_stripe_"))).toBe(true);
    // Stripe's own word on the member's balance charge, delivered twice: already recorded, nothing changes.
    const [, memberBalance] = await db
      .select()
      .from(bookingInstallments)
      .where(and(eq(bookingInstallments.bookingId, p.bookingId), eq(bookingInstallments.kind, "balance")))
      .orderBy(bookingInstallments.id);
    const event = signedEvent(WEBHOOK_SECRET, "payment_intent.succeeded", env.fake.intents.get(memberBalance!.paymentIntentId!)!);
    expect((await webhook(event)).status).toBe(200);
    expect((await webhook(event)).status).toBe(200);
    expect(memberBalance).toMatchObject({ state: "paid", attempts: 1 });
    // Someone outside the party confirming a share's intent is refused.
    const stranger = await newHunter();
    const [payment] = await db.select().from(bookingSharePayments).where(eq(bookingSharePayments.memberId, m.memberId));
    expect((await confirmShare(stranger.token, m.memberId, payment!.paymentIntentId)).status).toBe(403);
  });
});
