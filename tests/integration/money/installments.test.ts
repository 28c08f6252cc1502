import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingInstallments, huntDepartures, paymentCustomers, testPayments } from "@/db/schema";
import { createOutfitter, createHunter } from "@/seed/factories";
import { createCollectedBooking } from "@/seed/installment-factories";
import { POST as postHunt } from "@/app/api/hunts/route";
import { PUT as putHunt } from "@/app/api/hunts/[id]/route";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmPOST } from "@/app/api/payments/test/confirm/route";
import { POST as confirmPOST } from "@/app/api/confirm-payment/route";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { GET as myGET } from "@/app/api/bookings/my/route";
import { POST as payNowPOST } from "@/app/api/bookings/[id]/balance/pay/route";
import { POST as cardPOST } from "@/app/api/bookings/[id]/card/route";
import { POST as cardConfirmPOST } from "@/app/api/bookings/[id]/card/confirm/route";
import { POST as testSetupPOST } from "@/app/api/payments/test/setup/confirm/route";
import { POST as decisionPOST } from "@/app/api/bookings/[id]/balance/decision/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { addDays, todayIso } from "@/lib/departures/dates";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { chargeInstallment } from "@/lib/money/installments/charge";
import { BALANCE_COLLECTION_MESSAGE } from "@/lib/money/installments/schedule";
import { TEST_CARDS } from "@/lib/money/providers/test-cards";
import { call } from "../../support/http";
import { book, bookingRow, bookingWorld, emailsTo } from "../../support/bookings";

const HOUR = 3_600_000;

/** A hunt with a 50% deposit whose balance Ridgeline collects 30 days before a start `lead` days away. */
async function collectedWorld(lead: number, days: number | null = 30) {
  const start = addDays(todayIso(), lead);
  return bookingWorld({
    priceCents: 450_000,
    depositPercent: 50,
    balanceCollectionDays: days,
    departures: [{ startDate: start, endDate: addDays(start, 4), spots: 4 }],
  } as never);
}

async function payDeposit(token: string, bookingId: number, card: string = TEST_CARDS.success) {
  const intent = await call<{ clientSecret: string; paymentIntentId: string }>(intentPOST, { token, body: { bookingId } });
  expect(intent.status).toBe(200);
  const paid = await call(testConfirmPOST, {
    token,
    body: { clientSecret: intent.json.clientSecret, cardNumber: card, expiry: "12 / 40", cvc: "123" },
  });
  expect(paid.status).toBe(200);
  expect((await call(confirmPOST, { token, body: { bookingId, paymentIntentId: intent.json.paymentIntentId } })).status).toBe(200);
  return intent.json.paymentIntentId;
}

const accept = (token: string, bookingId: number) =>
  call(statusPATCH, { method: "PATCH", token, params: { id: String(bookingId) }, body: { status: "accepted" } });

const balanceOf = async (bookingId: number) =>
  (
    await db
      .select()
      .from(bookingInstallments)
      .where(and(eq(bookingInstallments.bookingId, bookingId), eq(bookingInstallments.kind, "balance")))
  )[0]!;

const chargesOf = async (bookingId: number) =>
  (await db.select().from(testPayments)).filter((p) => p.metadata.bookingId === String(bookingId) && p.metadata.kind === "balance");

async function bookedAndAccepted(lead: number, card: string = TEST_CARDS.success) {
  const w = await collectedWorld(lead);
  const b = await book(w.hunterToken, w.hunt.id);
  expect(b.status).toBe(201);
  const depositIntent = await payDeposit(w.hunterToken, b.json.id, card);
  expect((await accept(w.outfitterToken, b.json.id)).status).toBe(200);
  return { w, bookingId: b.json.id, depositIntent };
}

describe("balance collection: the hunt's choice", () => {
  it("POST/PUT /api/hunts take balanceCollectionDays (direct by default, kept on an edit when absent) and refuse other values with 400", async () => {
    const outfitter = await createOutfitter();
    const token = await issueApiToken(outfitter.id);
    const body = (extra: Record<string, unknown> = {}) => ({
      title: "Balance Elk Hunt",
      description: "Five days in the high country.",
      species: ["elk/wapiti"],
      location: "Montana, USA",
      price: 1000,
      duration: 5,
      groupSize: 4,
      dates: "Sept 10-15, 2027",
      availability: 4,
      depositPercent: 50,
      ...extra,
    });
    const plain = await call<{ id: number; balanceCollectionDays: number | null }>(postHunt, { token, body: body() });
    expect(plain).toMatchObject({ status: 201, json: { balanceCollectionDays: null } });
    const put = (b: Record<string, unknown>) =>
      call<{ balanceCollectionDays: number | null; errors?: Record<string, string[]> }>(putHunt, {
        method: "PUT",
        token,
        params: { id: String(plain.json.id) },
        body: b,
      });
    expect((await put(body({ balanceCollectionDays: "90" }))).json.balanceCollectionDays).toBe(90);
    expect((await put(body())).json.balanceCollectionDays).toBe(90);
    for (const bad of [0, 7, 45, 365, -30, 30.5, "abc", true, [30]]) {
      const r = await put(body({ balanceCollectionDays: bad }));
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.json.errors?.balanceCollectionDays).toEqual([BALANCE_COLLECTION_MESSAGE]);
    }
    expect((await put(body({ balanceCollectionDays: "direct" }))).json.balanceCollectionDays).toBeNull();
  });

  it("a booking with the spec's payload on a direct hunt works as today: no schedule rows, no customer, nothing saved", async () => {
    const w = await collectedWorld(120, null);
    const b = await book(w.hunterToken, w.hunt.id);
    expect(b.status).toBe(201);
    const intentId = await payDeposit(w.hunterToken, b.json.id);
    expect(await db.select().from(bookingInstallments).where(eq(bookingInstallments.bookingId, b.json.id))).toHaveLength(0);
    const [pi] = await db.select().from(testPayments).where(eq(testPayments.id, intentId));
    expect(pi).toMatchObject({ customerId: null, setupFutureUsage: null, paymentMethodId: null, amountCents: 225_000 });
    expect(await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, w.hunter.id))).toHaveLength(0);
    const my = await call<{ id: number; schedule: { text: string; collectedByRidgeline: boolean } }[]>(myGET, { token: w.hunterToken });
    expect(my.json.find((x) => x.id === b.json.id)?.schedule).toMatchObject({
      collectedByRidgeline: false,
      text: expect.stringMatching(/^Deposit \$2,250\.00 held .* · Balance \$2,250\.00 due to the outfitter$/),
    });
  });
});

describe("balance collection: saved card, the charge, never twice", () => {
  it("saves the card at the deposit, shows the schedule, charges the balance on its due date once as a destination charge", async () => {
    const { w, bookingId, depositIntent } = await bookedAndAccepted(200);
    const [pi] = await db.select().from(testPayments).where(eq(testPayments.id, depositIntent));
    expect(pi).toMatchObject({ setupFutureUsage: "off_session", captureMethod: "manual" });
    expect(pi!.customerId).toMatch(/^cus_test_/);
    const [customer] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, w.hunter.id));
    expect(customer).toMatchObject({ customerId: pi!.customerId, paymentMethodId: pi!.paymentMethodId });
    const balance = await balanceOf(bookingId);
    expect(balance).toMatchObject({
      amountCents: 225_000,
      dueOn: addDays(todayIso(), 170),
      state: "scheduled",
      idempotencyKey: `booking-${bookingId}-balance`,
    });
    const my = await call<{ id: number; schedule: { text: string } }[]>(myGET, { token: w.hunterToken });
    expect(my.json.find((x) => x.id === bookingId)?.schedule.text).toMatch(
      /^Deposit \$2,250\.00 paid .* · Balance \$2,250\.00 charged automatically /,
    );
    // Not due yet: the sweep charges nothing.
    expect(await runJobNow(QUEUES.installmentSweep.name)).toMatchObject({ paid: 0 });
    expect(await chargesOf(bookingId)).toHaveLength(0);
    // On the due date, the job run twice and the keyed job at once: one charge.
    const due = new Date(balance.nextAttemptAt!.getTime() + 1000);
    const results = await Promise.all([
      chargeInstallment(balance.id, due),
      chargeInstallment(balance.id, due),
      chargeInstallment(balance.id, due),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["paid", "skipped", "skipped"]);
    const charges = await chargesOf(bookingId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      status: "succeeded",
      amountCents: 225_000,
      idempotencyKey: `booking-${bookingId}-balance-attempt-1`,
      transferDestination: expect.stringMatching(/^acct_test_/),
      customerId: customer!.customerId,
      paymentMethodId: customer!.paymentMethodId,
    });
    expect(await balanceOf(bookingId)).toMatchObject({ state: "paid", attempts: 1, paymentIntentId: charges[0]!.id });
    expect(await chargeInstallment(balance.id, due)).toMatchObject({ outcome: "skipped" });
    expect(await emailsTo(w.hunter.email, "balance-notice")).toHaveLength(1);
    expect((await bookingRow(bookingId)).paymentStatus).toBe("paid");
  });

  it("a start nearer than N days: the balance is due on booking and charged by the sweep once the deposit is captured", async () => {
    const w = await collectedWorld(10);
    const b = await book(w.hunterToken, w.hunt.id);
    await payDeposit(w.hunterToken, b.json.id);
    expect(await balanceOf(b.json.id)).toMatchObject({ dueOn: todayIso(), state: "scheduled" });
    const later = new Date(Date.now() + 24 * HOUR);
    // Pending (the deposit only held): nothing charged.
    expect((await runJobNow(QUEUES.installmentSweep.name).then(() => balanceOf(b.json.id))).state).toBe("scheduled");
    await accept(w.outfitterToken, b.json.id);
    const { sweepInstallments } = await import("@/lib/money/installments/charge");
    expect((await sweepInstallments(later)).paid).toBeGreaterThanOrEqual(1);
    expect((await balanceOf(b.json.id)).state).toBe("paid");
  });

  it("Pay now: the hunter pays early once (a second press answers the same schedule); another hunter gets 403; a direct booking 409", async () => {
    const outfitter = await createOutfitter();
    const hunter = await createHunter();
    const other = await createHunter();
    const { booking } = await createCollectedBooking({ outfitterId: outfitter.id, hunterId: hunter.id });
    const token = await issueApiToken(hunter.id);
    const forbidden = await call(payNowPOST, { token: await issueApiToken(other.id), params: { id: String(booking.id) } });
    expect(forbidden.status).toBe(403);
    const r = await call<{ balance: { state: string }; text: string }>(payNowPOST, { token, params: { id: String(booking.id) } });
    expect(r.status).toBe(200);
    expect(r.json.balance.state).toBe("paid");
    expect(r.json.text).toMatch(/Balance \$2,250\.00 paid /);
    const again = await call<{ balance: { state: string } }>(payNowPOST, { token, params: { id: String(booking.id) } });
    expect(again.json.balance.state).toBe("paid");
    expect(await chargesOf(booking.id)).toHaveLength(1);
    const w = await collectedWorld(120, null);
    const direct = await book(w.hunterToken, w.hunt.id);
    expect(
      (await call<{ message: string }>(payNowPOST, { token: w.hunterToken, params: { id: String(direct.json.id) } })).json.message,
    ).toBe("This booking's balance is paid to the outfitter directly");
  });
});

describe("balance collection: a failed charge", () => {
  it("a decline changes only the installment; e-mail; retries at 24 h and 72 h; then the outfitter is asked and extends 7 days", async () => {
    const { w, bookingId } = await bookedAndAccepted(200, TEST_CARDS.declinesLater);
    const balance = await balanceOf(bookingId);
    const before = await bookingRow(bookingId);
    const [dep] = await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, w.hunt.id));
    const t0 = new Date(balance.nextAttemptAt!.getTime() + 1000);
    expect(await chargeInstallment(balance.id, t0)).toMatchObject({ outcome: "failed", message: "Your card was declined." });
    const { updatedAt: _a, ...was } = before;
    const { updatedAt: _b, ...now } = await bookingRow(bookingId);
    void _a;
    void _b;
    expect(now).toEqual(was);
    expect((await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, w.hunt.id)))[0]!.spotsLeft).toBe(dep!.spotsLeft);
    const failed = await balanceOf(bookingId);
    expect(failed).toMatchObject({ state: "failed", attempts: 1, lastErrorCode: "card_declined", outfitterAskedAt: null });
    expect(failed.nextAttemptAt!.getTime()).toBe(t0.getTime() + 24 * HOUR);
    expect((await emailsTo(w.hunter.email, "balance-notice")).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your balance payment failed/),
    ]);
    // Too early for the retry: nothing.
    expect(await chargeInstallment(balance.id, new Date(t0.getTime() + 23 * HOUR))).toMatchObject({ outcome: "skipped" });
    expect(await chargeInstallment(balance.id, new Date(t0.getTime() + 24 * HOUR))).toMatchObject({ outcome: "failed" });
    expect((await balanceOf(bookingId)).nextAttemptAt!.getTime()).toBe(t0.getTime() + 72 * HOUR);
    expect(await chargeInstallment(balance.id, new Date(t0.getTime() + 72 * HOUR))).toMatchObject({ outcome: "failed" });
    const spent = await balanceOf(bookingId);
    expect(spent).toMatchObject({ state: "failed", attempts: 3, nextAttemptAt: null });
    expect(spent.outfitterAskedAt).not.toBeNull();
    expect(await chargesOf(bookingId)).toHaveLength(3);
    expect(await emailsTo(w.outfitter.email, "balance-notice")).toHaveLength(1);
    expect(await bookingRow(bookingId)).toMatchObject({ status: "accepted", paymentStatus: "paid" });
    // Only the hunt's outfitter, once.
    const decide = (token: string, decision: string) =>
      call<{ message?: string; balance?: { dueOn: string } }>(decisionPOST, {
        token,
        params: { id: String(bookingId) },
        body: { decision },
      });
    expect((await decide(w.hunterToken, "extend")).status).toBe(403);
    expect((await decide(w.outfitterToken, "later")).status).toBe(400);
    const extended = await decide(w.outfitterToken, "extend");
    expect(extended.status).toBe(200);
    expect(extended.json.balance?.dueOn).toBe(addDays(todayIso(), 7));
    expect((await decide(w.outfitterToken, "cancel")).status).toBe(409);
  });

  it("Update card: a SetupIntent with the test 3-D Secure step; the saved card changes and the retry succeeds at once", async () => {
    const { w, bookingId } = await bookedAndAccepted(200, TEST_CARDS.declinesLater);
    const balance = await balanceOf(bookingId);
    await chargeInstallment(balance.id, new Date(balance.nextAttemptAt!.getTime() + 1000));
    const start = await call<{ clientSecret: string; setupIntentId: string; provider: string }>(cardPOST, {
      token: w.hunterToken,
      params: { id: String(bookingId) },
    });
    expect(start).toMatchObject({ status: 200, json: { provider: "test" } });
    const card = { clientSecret: start.json.clientSecret, cardNumber: TEST_CARDS.authenticateOnSetup, expiry: "12 / 40", cvc: "123" };
    expect((await call<{ status: string }>(testSetupPOST, { token: w.hunterToken, body: card })).json.status).toBe("requires_action");
    // Confirming before the bank's check is a 409; a failed check a 402.
    expect(
      (
        await call(cardConfirmPOST, {
          token: w.hunterToken,
          params: { id: String(bookingId) },
          body: { setupIntentId: start.json.setupIntentId },
        })
      ).status,
    ).toBe(409);
    expect((await call(testSetupPOST, { token: w.hunterToken, body: { ...card, authentication: "fail" } })).status).toBe(402);
    expect(
      (await call<{ status: string }>(testSetupPOST, { token: w.hunterToken, body: { ...card, authentication: "complete" } })).json.status,
    ).toBe("succeeded");
    const done = await call<{ balance: { state: string } }>(cardConfirmPOST, {
      token: w.hunterToken,
      params: { id: String(bookingId) },
      body: { setupIntentId: start.json.setupIntentId },
    });
    expect(done.status).toBe(200);
    expect(done.json.balance.state).toBe("paid");
    const charges = await chargesOf(bookingId);
    expect(charges.map((c) => c.status).sort()).toEqual(["requires_payment_method", "succeeded"]);
    expect(charges.find((c) => c.status === "succeeded")!.idempotencyKey).toBe(`booking-${bookingId}-balance-attempt-2`);
    // Someone else's setup is 403.
    const stranger = await issueApiToken((await createHunter()).id);
    expect((await call(testSetupPOST, { token: stranger, body: card })).status).toBe(403);
  });

  it("a card asking for authentication off-session fails with authentication_required and the banner says so", async () => {
    const { w, bookingId } = await bookedAndAccepted(200, TEST_CARDS.alwaysAuthenticate);
    const balance = await balanceOf(bookingId);
    await chargeInstallment(balance.id, new Date(balance.nextAttemptAt!.getTime() + 1000));
    expect(await balanceOf(bookingId)).toMatchObject({ state: "failed", lastErrorCode: "authentication_required" });
    const my = await call<{ id: number; schedule: { balance: { needsAuthentication: boolean; state: string } } }[]>(myGET, {
      token: w.hunterToken,
    });
    expect(my.json.find((x) => x.id === bookingId)?.schedule.balance).toMatchObject({ state: "failed", needsAuthentication: true });
  });

  it("the outfitter cancels under the policy: the booking ends, the deposit is refunded as the policy says, spots return", async () => {
    const outfitter = await createOutfitter();
    const hunter = await createHunter();
    const { booking } = await createCollectedBooking({ outfitterId: outfitter.id, hunterId: hunter.id, state: "failed", asked: true });
    const token = await issueApiToken(outfitter.id);
    // Flexible and no departure (the trip date unknown): treated as a late cancel, nothing refunded.
    const r = await call<{ balance: { state: string } }>(decisionPOST, {
      token,
      params: { id: String(booking.id) },
      body: { decision: "cancel" },
    });
    expect(r.status).toBe(200);
    expect(r.json.balance.state).toBe("canceled");
    expect(await bookingRow(booking.id)).toMatchObject({ status: "cancelled", holdsSpot: false, refundedCents: 0 });
    expect((await call(decisionPOST, { token, params: { id: String(booking.id) }, body: { decision: "extend" } })).status).toBe(409);
  });
});
