import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { commissionPayments, outfitterBalances, users } from "@/db/schema";
import { createHunter, createOutfitter } from "@/seed/factories";
import { POST as capturePOST } from "@/app/api/capture-paypal-payment/route";
import { POST as createPOST } from "@/app/api/create-paypal-payment/route";
import { GET as balanceGET } from "@/app/api/outfitter/balance/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { PAYMENT_MESSAGES } from "@/lib/money/commission/payments";
import { resetConfigForTests } from "@/lib/config";
import { settlePendingCardPayments } from "@/lib/money/commission/pending-settler";
import { addToBalance } from "@/lib/money/commission/ledger";
import { startFakePaypal } from "../../support/fake-paypal";
import { call } from "../../support/http";

let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
beforeAll(async () => {
  paypal = await startFakePaypal();
});
afterAll(async () => {
  await paypal.close();
  delete process.env.PAYPAL_CLIENT_ID;
  delete process.env.PAYPAL_CLIENT_SECRET;
  resetConfigForTests();
});

function usePaypal(base = paypal.base) {
  process.env.PAYPAL_CLIENT_ID = "client-id";
  process.env.PAYPAL_CLIENT_SECRET = "client-secret";
  process.env.PAYPAL_API_BASE = base;
  resetConfigForTests();
}
beforeEach(() => {
  usePaypal();
  paypal.state.captureMode = "COMPLETED";
});

async function owingOutfitter(owedCents = 12346) {
  const o = await createOutfitter();
  if (owedCents) await addToBalance(db, o.id, owedCents);
  return { o, token: await issueApiToken(o.id) };
}
const create = (token: string, body: unknown = { amount: "123.46", description: "Commission" }) =>
  call<Record<string, string>>(createPOST, { method: "POST", token, body });
const capture = (token: string, orderId: string) =>
  call<Record<string, unknown>>(capturePOST, { method: "POST", token, body: { orderId } });
const balance = async (id: number) => (await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, id)))[0]!;

describe("GET /api/outfitter/balance", () => {
  it("answers totalOwed and paidToDate as decimal strings", async () => {
    const { token } = await owingOutfitter(0);
    expect((await call(balanceGET, { token })).json).toMatchObject({ totalOwed: "0.00", paidToDate: "0.00", pendingAtPaypal: "0.00" });
    const owing = await owingOutfitter(12346);
    expect((await call(balanceGET, { token: owing.token })).json).toMatchObject({ totalOwed: "123.46", paidToDate: "0.00" });
    expect((await call(balanceGET, { token: await issueApiToken((await createHunter()).id) })).status).toBe(403);
    expect((await call(balanceGET, {})).status).toBe(401);
  });
});

describe("PayPal commission payment", () => {
  it("creates an order for the amount owed plus the 3.2% card fee and records the capture once", async () => {
    const { o, token } = await owingOutfitter(12346);
    const created = await create(token);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ amount: "123.46", fee: "3.95", total: "127.41", provider: "paypal" });
    expect(created.json.approvalUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${created.json.orderId}`);
    expect(paypal.orders.get(created.json.orderId!)!.value).toBe("127.41");
    const createReq = paypal.requests.find((r) => r.path === "/v2/checkout/orders")!;
    expect(JSON.parse(createReq.body).payment_source.paypal.experience_context.return_url).toBe(
      "http://localhost:3000/?payment_success=true",
    );

    const first = await capture(token, created.json.orderId!);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ status: "completed", alreadyRecorded: false, balance: { totalOwed: "0.00", paidToDate: "123.46" } });
    // the return replayed (reload, back button): nothing more is recorded
    const replay = await capture(token, created.json.orderId!);
    expect(replay.json).toMatchObject({ status: "completed", alreadyRecorded: true });
    expect(await balance(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 12346 });
  });

  it("lets a paused outfitter pay what it owes (paying is how a pause is settled)", async () => {
    const { o, token } = await owingOutfitter(5000);
    await db.update(users).set({ isActive: false }).where(eq(users.id, o.id));
    const created = await create(token, { amount: "50.00", description: "Commission" });
    expect(created.status).toBe(201);
    const captured = await capture(token, created.json.orderId!);
    expect(captured.status).toBe(200);
    expect(await balance(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 5000 });
  });

  it("records one payment when two returns capture at once (PayPal refuses the second capture)", async () => {
    const { o, token } = await owingOutfitter(50000);
    const { json } = await create(token, {});
    const results = await Promise.all([capture(token, json.orderId!), capture(token, json.orderId!)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.filter((r) => r.json.alreadyRecorded === false)).toHaveLength(1);
    expect(await balance(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 50000 });
  });

  it.each([
    ["PENDING", PAYMENT_MESSAGES.pending, "created"],
    ["DECLINED", PAYMENT_MESSAGES.failed, "failed"],
    ["WRONG_AMOUNT", PAYMENT_MESSAGES.failed, "failed"],
    ["INSTRUMENT_DECLINED", PAYMENT_MESSAGES.failed, "failed"],
  ] as const)("a %s capture records nothing", async (mode, message, status) => {
    const { o, token } = await owingOutfitter(12346);
    const { json } = await create(token);
    paypal.state.captureMode = mode;
    const r = await capture(token, json.orderId!);
    expect(r.status).toBe(409);
    expect(r.json.message).toBe(message);
    expect(await balance(o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
    const [p] = await db.select().from(commissionPayments).where(eq(commissionPayments.providerOrderId, json.orderId!));
    expect(p!.status).toBe(status);
  });

  it("pays part of the balance when asked, never more than owed", async () => {
    const { o, token } = await owingOutfitter(20000);
    expect((await create(token, { amount: "200.01" })).json.message).toBe(PAYMENT_MESSAGES.tooMuch);
    expect((await create(token, { amount: "0" })).json.message).toBe(PAYMENT_MESSAGES.invalidAmount);
    const { json } = await create(token, { amount: 50 });
    expect(json).toMatchObject({ amount: "50.00", fee: "1.60", total: "51.60" });
    await capture(token, json.orderId!);
    expect(await balance(o.id)).toMatchObject({ totalOwedCents: 15000, paidToDateCents: 5000 });
  });

  describe("two open orders for the same balance (two tabs, both approved)", () => {
    const captures = (orderId: string) => paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`).length;
    const statuses = async (id: number) =>
      (await db.select().from(commissionPayments).where(eq(commissionPayments.outfitterId, id)).orderBy(commissionPayments.id)).map(
        (p) => p.status,
      );

    it("charges the first and refuses the second before asking PayPal to capture it", async () => {
      const { o, token } = await owingOutfitter(30000);
      const first = (await create(token, {})).json;
      const second = (await create(token, {})).json;
      expect((await capture(token, first.orderId!)).json).toMatchObject({ status: "completed", alreadyRecorded: false });
      const r = await capture(token, second.orderId!);
      expect(r.status).toBe(409);
      expect(r.json.message).toBe(PAYMENT_MESSAGES.balanceChanged);
      expect(captures(second.orderId!)).toBe(0);
      expect(await balance(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 30000 });
      expect(await statuses(o.id)).toEqual(["completed", "failed"]);
      // the refused order's return replayed: still refused, still not captured
      expect((await capture(token, second.orderId!)).status).toBe(409);
      expect(captures(second.orderId!)).toBe(0);
    });

    it("charges once when both return at the same moment", async () => {
      const { o, token } = await owingOutfitter(30000);
      const a = (await create(token, {})).json;
      const b = (await create(token, {})).json;
      paypal.state.captureDelayMs = 150;
      try {
        const results = await Promise.all([capture(token, a.orderId!), capture(token, b.orderId!)]);
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        const refused = results.find((r) => r.status === 409)!;
        expect([PAYMENT_MESSAGES.anotherInProgress, PAYMENT_MESSAGES.balanceChanged]).toContain(refused.json.message);
      } finally {
        paypal.state.captureDelayMs = 0;
      }
      expect(captures(a.orderId!) + captures(b.orderId!)).toBe(1);
      expect(await balance(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 30000 });
    });

    it("captures both when together they do not exceed the balance", async () => {
      const { o, token } = await owingOutfitter(10000);
      const a = (await create(token, { amount: "40" })).json;
      const b = (await create(token, { amount: "60" })).json;
      const c = (await create(token, { amount: "0.01" })).json;
      const results = await Promise.all([capture(token, a.orderId!), capture(token, b.orderId!)]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(await balance(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 10000 });
      expect((await capture(token, c.orderId!)).json.message).toBe(PAYMENT_MESSAGES.balanceChanged);
    });

    it("frees the amount when PayPal could not be reached during a capture", async () => {
      const { o, token } = await owingOutfitter(20000);
      const a = (await create(token, {})).json;
      const b = (await create(token, {})).json;
      usePaypal("http://127.0.0.1:9");
      const down = await capture(token, a.orderId!);
      expect(down.status).toBe(502);
      usePaypal();
      expect((await capture(token, b.orderId!)).json).toMatchObject({ status: "completed", alreadyRecorded: false });
      expect(await balance(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 20000 });
      expect((await capture(token, a.orderId!)).json.message).toBe(PAYMENT_MESSAGES.balanceChanged);
    });
  });

  describe("a capture PayPal reports PENDING", () => {
    const payment = async (orderId: string) =>
      (await db.select().from(commissionPayments).where(eq(commissionPayments.providerOrderId, orderId)))[0]!;

    it("is recorded by the background settler once PayPal completes it, once, and holds its amount until then", async () => {
      const { o, token } = await owingOutfitter(20000);
      const { json } = await create(token, {});
      const openedBefore = (await create(token, {})).json;
      paypal.state.captureMode = "PENDING";
      const r = await capture(token, json.orderId!);
      expect(r.status).toBe(409);
      expect(r.json.message).toBe(PAYMENT_MESSAGES.pending);
      expect((await payment(json.orderId!)).capturePendingSince).toBeInstanceOf(Date);
      expect((await call(balanceGET, { token })).json).toMatchObject({ totalOwed: "200.00", pendingAtPaypal: "200.00" });

      // a new payment covers only what the pending one does not, and cannot ask for more
      expect((await create(token, {})).json.message).toBe(PAYMENT_MESSAGES.noneOwed);
      expect((await create(token, { amount: "1" })).json.message).toBe(PAYMENT_MESSAGES.noneOwed);
      await addToBalance(db, o.id, 5000);
      expect((await create(token, { amount: "50.01" })).json.message).toBe(PAYMENT_MESSAGES.tooMuch);
      expect((await create(token, {})).json).toMatchObject({ amount: "50.00" });
      await addToBalance(db, o.id, -5000);
      // an order opened before the capture went pending waits while it may still complete
      paypal.state.captureMode = "COMPLETED";
      const other = { orderId: openedBefore.orderId };
      const refused = await capture(token, other.orderId!);
      expect(refused.json.message).toBe(PAYMENT_MESSAGES.anotherInProgress);
      expect(paypal.requests.filter((q) => q.path === `/v2/checkout/orders/${other.orderId}/capture`)).toHaveLength(0);

      await settlePendingCardPayments();
      expect(await payment(json.orderId!)).toMatchObject({ status: "created" });
      expect(await balance(o.id)).toMatchObject({ totalOwedCents: 20000, paidToDateCents: 0 });

      paypal.settle(json.orderId!);
      expect((await settlePendingCardPayments()).recorded).toBeGreaterThanOrEqual(1);
      expect(await payment(json.orderId!)).toMatchObject({ status: "completed", capturePendingSince: null });
      expect((await call(balanceGET, { token })).json).toMatchObject({ totalOwed: "0.00", paidToDate: "200.00", pendingAtPaypal: "0.00" });
      expect(await balance(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 20000 });
      await settlePendingCardPayments();
      expect(await balance(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 20000 });
      // the outfitter's return replayed afterwards: already recorded
      expect((await capture(token, json.orderId!)).json).toMatchObject({ status: "completed", alreadyRecorded: true });
      // and the other order is now refused for good, never captured
      expect((await capture(token, other.orderId!)).json.message).toBe(PAYMENT_MESSAGES.balanceChanged);
    });

    it("ends failed, recording nothing, when PayPal declines it later", async () => {
      const { o, token } = await owingOutfitter(15000);
      const { json } = await create(token, {});
      paypal.state.captureMode = "PENDING";
      expect((await capture(token, json.orderId!)).status).toBe(409);
      paypal.orders.get(json.orderId!)!.captureStatus = "DECLINED";
      await settlePendingCardPayments();
      expect(await payment(json.orderId!)).toMatchObject({ status: "failed", capturePendingSince: null });
      expect(await balance(o.id)).toMatchObject({ totalOwedCents: 15000, paidToDateCents: 0 });
      // the balance is free again for a new payment
      paypal.state.captureMode = "COMPLETED";
      const again = (await create(token, {})).json;
      expect((await capture(token, again.orderId!)).json).toMatchObject({ status: "completed" });
    });
  });

  it("says 'No Commission Owed' when nothing is owed", async () => {
    const { token } = await owingOutfitter(0);
    const r = await create(token, {});
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(PAYMENT_MESSAGES.noneOwed);
  });

  it("refuses paying for another outfitter, capturing another's order, unknown orders, hunters and signed-out callers", async () => {
    const { o, token } = await owingOutfitter();
    const other = await owingOutfitter();
    expect((await create(token, { outfitterId: other.o.id })).status).toBe(403);
    const { json } = await create(token);
    expect((await capture(other.token, json.orderId!)).status).toBe(403);
    expect((await capture(token, "NOPE")).status).toBe(404);
    const hunterToken = await issueApiToken((await createHunter()).id);
    expect((await create(hunterToken)).status).toBe(403);
    expect((await capture(hunterToken, json.orderId!)).status).toBe(403);
    expect((await call(createPOST, { method: "POST", body: {} })).status).toBe(401);
    expect((await capture(token, "")).status).toBe(400);
    expect(await balance(o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
  });

  it("answers 'Failed to create PayPal payment' when PayPal cannot be reached", async () => {
    usePaypal("http://127.0.0.1:9");
    const { o, token } = await owingOutfitter();
    const r = await create(token);
    expect(r.status).toBe(502);
    expect(r.json.message).toBe(PAYMENT_MESSAGES.createFailed);
    const rows = await db.select().from(commissionPayments).where(eq(commissionPayments.outfitterId, o.id));
    expect(rows.map((p) => p.status)).toEqual(["failed"]);
  });
});

describe("offline test provider (no PayPal keys)", () => {
  it("approves on our own test page and records the payment", async () => {
    delete process.env.PAYPAL_CLIENT_ID;
    delete process.env.PAYPAL_CLIENT_SECRET;
    resetConfigForTests();
    const { o, token } = await owingOutfitter(10000);
    const { json } = await create(token, {});
    expect(json.provider).toBe("test");
    expect(json.approvalUrl).toMatch(/^http:\/\/localhost:3000\/paypal-test-checkout\?token=TEST-[0-9A-F]+&amount=103\.20$/);
    const r = await capture(token, json.orderId!);
    expect(r.json).toMatchObject({ status: "completed", total: "103.20" });
    expect(await balance(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 10000 });
  });
});
