import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { commissionPayments, notifications, outfitterBalances, paypalWebhookEvents } from "@/db/schema";
import { createOutfitter } from "@/seed/factories";
import { POST as capturePOST } from "@/app/api/capture-paypal-payment/route";
import { POST as createPOST } from "@/app/api/create-paypal-payment/route";
import { POST as webhookPOST } from "@/app/api/paypal/webhook/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { resetConfigForTests } from "@/lib/config";
import { addToBalance } from "@/lib/money/commission/ledger";
import { startFakePaypal, webhookSignature } from "../../support/fake-paypal";
import { call } from "../../support/http";

let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
beforeAll(async () => {
  paypal = await startFakePaypal();
});
afterAll(async () => {
  await paypal.close();
  for (const v of ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_API_BASE", "PAYPAL_WEBHOOK_ID"]) delete process.env[v];
  resetConfigForTests();
});
beforeEach(() => {
  process.env.PAYPAL_CLIENT_ID = "client-id";
  process.env.PAYPAL_CLIENT_SECRET = "client-secret";
  process.env.PAYPAL_API_BASE = paypal.base;
  process.env.PAYPAL_WEBHOOK_ID = paypal.state.webhookId;
  resetConfigForTests();
  paypal.state.captureMode = "COMPLETED";
  paypal.state.verification = "GENUINE";
});

let seq = 0;
type Event = { id: string; event_type: string; resource_type: string; resource: Record<string, unknown> };

/** A delivery as PayPal sends it: the event as JSON and its transmission headers, signed for `webhookId`. */
function deliver(
  event: Event,
  opts: { webhookId?: string; tamper?: (raw: string) => string; omit?: string; header?: [string, string] } = {},
) {
  const raw = JSON.stringify(event);
  const transmissionId = `tx-${++seq}`;
  const headers: Record<string, string> = {
    "paypal-auth-algo": "SHA256withRSA",
    "paypal-cert-url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77",
    "paypal-transmission-id": transmissionId,
    "paypal-transmission-sig": webhookSignature(transmissionId, opts.webhookId ?? paypal.state.webhookId, raw),
    "paypal-transmission-time": new Date().toISOString(),
  };
  if (opts.omit) delete headers[opts.omit];
  if (opts.header) headers[opts.header[0]] = opts.header[1];
  return call<Record<string, unknown>>(webhookPOST, { method: "POST", rawBody: opts.tamper ? opts.tamper(raw) : raw, headers });
}

const captureEvent = (type: "COMPLETED" | "DENIED", orderId: string, value: string, customId: string, id = `WH-${++seq}`): Event => ({
  id,
  event_type: `PAYMENT.CAPTURE.${type}`,
  resource_type: "capture",
  resource: {
    id: `CAP-${orderId}`,
    status: type === "COMPLETED" ? "COMPLETED" : "DECLINED",
    amount: { currency_code: "USD", value },
    custom_id: customId,
    supplementary_data: { related_ids: { order_id: orderId } },
    links: [{ href: `https://api.sandbox.paypal.com/v2/checkout/orders/${orderId}`, rel: "up", method: "GET" }],
  },
});

const refundEvent = (orderId: string, refundId: string, value: string, totalRefunded?: string, id = `WH-${++seq}`): Event => ({
  id,
  event_type: "PAYMENT.CAPTURE.REFUNDED",
  resource_type: "refund",
  resource: {
    id: refundId,
    status: "COMPLETED",
    amount: { currency_code: "USD", value },
    ...(totalRefunded ? { seller_payable_breakdown: { total_refunded_amount: { currency_code: "USD", value: totalRefunded } } } : {}),
    links: [
      { href: `https://api.sandbox.paypal.com/v2/payments/refunds/${refundId}`, rel: "self", method: "GET" },
      { href: `https://api.sandbox.paypal.com/v2/payments/captures/CAP-${orderId}`, rel: "up", method: "GET" },
    ],
  },
});

/** An outfitter owing $123.46 whose PayPal capture ($127.41 with the card fee) PayPal reported PENDING. */
async function pendingPayment(owedCents = 12346) {
  const o = await createOutfitter();
  await addToBalance(db, o.id, owedCents);
  const token = await issueApiToken(o.id);
  const created = await call<Record<string, string>>(createPOST, { method: "POST", token, body: {} });
  expect(created.status).toBe(201);
  paypal.state.captureMode = "PENDING";
  const captured = await call(capturePOST, { method: "POST", token, body: { orderId: created.json.orderId } });
  expect(captured.status).toBe(409);
  paypal.state.captureMode = "COMPLETED";
  const [payment] = await db.select().from(commissionPayments).where(eq(commissionPayments.providerOrderId, created.json.orderId!));
  expect(payment).toMatchObject({ status: "created" });
  expect(payment!.capturePendingSince).not.toBeNull();
  return { o, token, orderId: created.json.orderId!, total: created.json.total!, paymentId: String(payment!.id) };
}
const balance = async (id: number) => (await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, id)))[0]!;
const payment = async (orderId: string) =>
  (await db.select().from(commissionPayments).where(eq(commissionPayments.providerOrderId, orderId)))[0]!;

describe("POST /api/paypal/webhook: the signature, through PayPal's verify-webhook-signature", () => {
  it("asks PayPal with the delivery's headers, our webhook id and the event exactly as received", async () => {
    const p = await pendingPayment();
    paypal.requests.length = 0;
    const event = captureEvent("COMPLETED", p.orderId, p.total, p.paymentId);
    const r = await deliver(event);
    expect(r.status).toBe(200);
    const verify = paypal.requests.find((q) => q.path === "/v1/notifications/verify-webhook-signature")!;
    expect(verify.method).toBe("POST");
    expect(verify.headers.authorization).toBe("Bearer fake-access-token");
    const body = JSON.parse(verify.body) as Record<string, unknown>;
    expect(body).toMatchObject({ auth_algo: "SHA256withRSA", webhook_id: "WH1WEBHOOKID", transmission_id: expect.stringMatching(/^tx-/) });
    expect(body.cert_url).toMatch(/^https:\/\/api\.sandbox\.paypal\.com\/v1\/notifications\/certs\//);
    expect(verify.body.endsWith(`"webhook_event":${JSON.stringify(event)}}`)).toBe(true);
  });

  it("refuses a forged, altered or incomplete delivery and changes nothing", async () => {
    const p = await pendingPayment();
    const event = captureEvent("COMPLETED", p.orderId, p.total, p.paymentId);
    // signed for another webhook (another app's, or an attacker's own)
    expect((await deliver(event, { webhookId: "WH2OTHER" })).status).toBe(400);
    // the body changed after signing (a bigger amount, say)
    const altered = await deliver(event, { tamper: (raw) => raw.replace(p.paymentId, "999999") });
    expect(altered).toMatchObject({ status: 400, json: { message: "Invalid webhook signature" } });
    // a header missing: refused without asking PayPal
    paypal.requests.length = 0;
    expect((await deliver(event, { omit: "paypal-transmission-sig" })).status).toBe(400);
    expect(paypal.requests.some((q) => q.path.startsWith("/v1/notifications"))).toBe(false);
    expect(await payment(p.orderId)).toMatchObject({ status: "created" });
    // a body that is not JSON, and headers PayPal refuses outright (it answers 400): refused, 400
    paypal.requests.length = 0;
    expect((await deliver(event, { tamper: () => "not json" })).status).toBe(400);
    expect(paypal.requests.some((q) => q.path.startsWith("/v1/notifications"))).toBe(false);
    expect((await deliver(event, { header: ["paypal-auth-algo", "SHA256 with RSA!"] })).status).toBe(400);
    expect(paypal.requests.some((q) => q.path === "/v1/notifications/verify-webhook-signature")).toBe(true);
    expect(await db.select().from(paypalWebhookEvents).where(eq(paypalWebhookEvents.id, event.id))).toEqual([]);
    // the genuine delivery still applies afterwards
    expect((await deliver(event)).json).toMatchObject({ outcome: "applied" });
  });

  it("answers 502 while PayPal cannot verify (PayPal delivers again later), and 404 without a webhook id", async () => {
    const p = await pendingPayment();
    const event = captureEvent("COMPLETED", p.orderId, p.total, p.paymentId);
    paypal.state.verification = "ERROR";
    expect((await deliver(event)).status).toBe(502);
    expect(await payment(p.orderId)).toMatchObject({ status: "created" });
    paypal.state.verification = "GENUINE";
    delete process.env.PAYPAL_WEBHOOK_ID;
    resetConfigForTests();
    expect((await deliver(event)).status).toBe(404);
    process.env.PAYPAL_WEBHOOK_ID = paypal.state.webhookId;
    resetConfigForTests();
    expect((await deliver(event)).json).toMatchObject({ outcome: "applied" });
  });
});

describe("PAYMENT.CAPTURE.COMPLETED and DENIED", () => {
  it("records a pending capture PayPal completed, once however often it is delivered", async () => {
    const p = await pendingPayment();
    const event = captureEvent("COMPLETED", p.orderId, p.total, p.paymentId);
    expect((await deliver(event)).json).toMatchObject({ received: true, outcome: "applied" });
    expect(await payment(p.orderId)).toMatchObject({
      status: "completed",
      capturePendingSince: null,
      providerCaptureId: `CAP-${p.orderId}`,
    });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 12346 });
    // PayPal's redelivery (same event id), and another event about the same capture
    expect((await deliver(event)).json).toMatchObject({ outcome: "duplicate" });
    expect((await deliver(captureEvent("COMPLETED", p.orderId, p.total, p.paymentId))).json).toMatchObject({ outcome: "ignored" });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 12346 });
    const received = await db.select().from(notifications).where(eq(notifications.userId, p.o.id));
    expect(received.filter((n) => n.title === "Commission Payment Received")).toHaveLength(1);
    // the outfitter's own return afterwards finds it recorded
    const back = await call(capturePOST, { method: "POST", token: p.token, body: { orderId: p.orderId } });
    expect(back.json).toMatchObject({ status: "completed", alreadyRecorded: true });
  });

  it("records nothing for a capture that is not for the order's amount, currency or payment", async () => {
    const p = await pendingPayment();
    for (const event of [
      captureEvent("COMPLETED", p.orderId, "1.00", p.paymentId),
      {
        ...captureEvent("COMPLETED", p.orderId, p.total, p.paymentId),
        resource: {
          ...captureEvent("COMPLETED", p.orderId, p.total, p.paymentId).resource,
          amount: { currency_code: "EUR", value: p.total },
        },
      },
      captureEvent("COMPLETED", p.orderId, p.total, "999999"),
      captureEvent("COMPLETED", "UNKNOWN-ORDER", p.total, p.paymentId),
    ]) {
      expect((await deliver(event)).json).toMatchObject({ outcome: "ignored" });
    }
    expect(await payment(p.orderId)).toMatchObject({ status: "created" });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
  });

  it("ends a pending payment failed when PayPal denies it; the amount stays owed", async () => {
    const p = await pendingPayment();
    expect((await deliver(captureEvent("DENIED", p.orderId, p.total, p.paymentId))).json).toMatchObject({ outcome: "applied" });
    expect(await payment(p.orderId)).toMatchObject({ status: "failed", capturePendingSince: null });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
    const received = await db.select().from(notifications).where(eq(notifications.userId, p.o.id));
    expect(received.map((n) => n.title)).toContain("Commission Payment Declined");
  });

  it("out of order: a denial delivered after the completion does not undo the payment", async () => {
    const p = await pendingPayment();
    await deliver(captureEvent("COMPLETED", p.orderId, p.total, p.paymentId));
    expect((await deliver(captureEvent("DENIED", p.orderId, p.total, p.paymentId))).json).toMatchObject({ outcome: "ignored" });
    expect(await payment(p.orderId)).toMatchObject({ status: "completed" });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 12346 });
  });
});

describe("PAYMENT.CAPTURE.REFUNDED", () => {
  it("makes the refunded commission owed again, once per event and per refund", async () => {
    const p = await pendingPayment();
    await deliver(captureEvent("COMPLETED", p.orderId, p.total, p.paymentId));
    const refund = refundEvent(p.orderId, "REF-1", p.total, p.total);
    expect((await deliver(refund)).json).toMatchObject({ outcome: "applied" });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
    expect(await payment(p.orderId)).toMatchObject({ refundedCents: 12741 });
    expect((await deliver(refund)).json).toMatchObject({ outcome: "duplicate" });
    // the same refund under another event id
    expect((await deliver(refundEvent(p.orderId, "REF-1", p.total, p.total))).json).toMatchObject({ outcome: "ignored" });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
  });

  it("out of order: a refund delivered before its capture's completion is kept and applied when the capture is recorded", async () => {
    const p = await pendingPayment();
    expect((await deliver(refundEvent(p.orderId, "REF-EARLY", p.total, p.total))).json).toMatchObject({ outcome: "deferred" });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
    expect((await deliver(captureEvent("COMPLETED", p.orderId, p.total, p.paymentId))).json).toMatchObject({ outcome: "applied" });
    // paid, then refunded in full: owed again, nothing paid
    expect(await payment(p.orderId)).toMatchObject({ status: "completed", refundedCents: 12741 });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
    const [early] = await db.select().from(paypalWebhookEvents).where(eq(paypalWebhookEvents.resourceId, "REF-EARLY"));
    expect(early).toMatchObject({ outcome: "applied", resource: null });
  });

  it("out of order: the refund waits for a capture recorded by the outfitter's own return too", async () => {
    const o = await createOutfitter();
    await addToBalance(db, o.id, 10000);
    const token = await issueApiToken(o.id);
    const { json } = await call<Record<string, string>>(createPOST, { method: "POST", token, body: {} });
    await deliver(refundEvent(json.orderId!, "REF-RETURN", "50.00", "50.00"));
    const back = await call(capturePOST, { method: "POST", token, body: { orderId: json.orderId } });
    expect(back.status).toBe(200);
    // $103.20 charged ($100 + $3.20 fee), $50 refunded: 50 × 100/103.2 = $48.45 of commission owed again
    expect(await balance(o.id)).toMatchObject({ totalOwedCents: 4845, paidToDateCents: 10000 - 4845 });
  });

  it("refunds a payment recorded before capture ids were kept, asking PayPal which order the capture is", async () => {
    const p = await pendingPayment();
    await deliver(captureEvent("COMPLETED", p.orderId, p.total, p.paymentId));
    // as a payment completed before this release stands: no capture id
    await db.update(commissionPayments).set({ providerCaptureId: null }).where(eq(commissionPayments.providerOrderId, p.orderId));
    paypal.requests.length = 0;
    expect((await deliver(refundEvent(p.orderId, "REF-OLD", p.total))).json).toMatchObject({ outcome: "applied" });
    expect(paypal.requests.some((q) => q.method === "GET" && q.path === `/v2/payments/captures/CAP-${p.orderId}`)).toBe(true);
    expect(await payment(p.orderId)).toMatchObject({ providerCaptureId: `CAP-${p.orderId}`, refundedCents: 12741 });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
  });

  it("out of order: partial refunds arriving in any order end at PayPal's total", async () => {
    const p = await pendingPayment();
    await deliver(captureEvent("COMPLETED", p.orderId, p.total, p.paymentId));
    // $127.41 refunded as $27.41 then $100.00; PayPal's running total says so. Delivered reversed.
    const second = refundEvent(p.orderId, "REF-B", "100.00", "127.41");
    const first = refundEvent(p.orderId, "REF-A", "27.41", "27.41");
    await deliver(second);
    expect(await payment(p.orderId)).toMatchObject({ refundedCents: 12741 });
    expect((await deliver(first)).json).toMatchObject({ outcome: "applied" });
    expect(await payment(p.orderId)).toMatchObject({ refundedCents: 12741 });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
  });

  it("without PayPal's running total, partial refunds add up, never past the charge", async () => {
    const p = await pendingPayment();
    await deliver(captureEvent("COMPLETED", p.orderId, p.total, p.paymentId));
    await deliver(refundEvent(p.orderId, "REF-X", "63.70"));
    expect(await payment(p.orderId)).toMatchObject({ refundedCents: 6370 });
    // 63.70 × 12346/12741 = 61.725…: $61.73 owed again
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 6173, paidToDateCents: 12346 - 6173 });
    await deliver(refundEvent(p.orderId, "REF-Y", "100.00"));
    expect(await payment(p.orderId)).toMatchObject({ refundedCents: 12741 });
    expect(await balance(p.o.id)).toMatchObject({ totalOwedCents: 12346, paidToDateCents: 0 });
  });
});
