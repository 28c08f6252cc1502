import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { commissionPayments, outfitterBalances } from "@/db/schema";
import { createHunter, createOutfitter } from "@/seed/factories";
import { IDLE } from "@/lib/actions/state";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { captureCardPaymentAction, startCardPaymentAction } from "@/lib/money/commission/payment-actions";
import { PAYMENT_MESSAGES } from "@/lib/money/commission/payments";
import { resetConfigForTests } from "@/lib/config";
import { addToBalance } from "@/lib/money/commission/ledger";
import { startFakePaypal } from "../../support/fake-paypal";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/**
 * Paying commission by card through the dialog's and the Smart Buttons' server actions
 * (lib/money/commission/payment-actions.ts), twins of POST /api/create-paypal-payment and
 * /api/capture-paypal-payment, against a fake PayPal.
 */
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
beforeAll(async () => {
  paypal = await startFakePaypal();
  Object.assign(process.env, { PAYPAL_CLIENT_ID: "client-id", PAYPAL_CLIENT_SECRET: "client-secret", PAYPAL_API_BASE: paypal.base });
  resetConfigForTests();
});
afterAll(async () => {
  await paypal.close();
  for (const k of ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_API_BASE"]) delete process.env[k];
  resetConfigForTests();
});

async function owing(cents: number) {
  const o = await createOutfitter();
  await addToBalance(db, o.id, cents);
  return { o, token: await issueApiToken(o.id) };
}
const balanceOf = async (id: number) => (await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, id)))[0]!;
const paymentsOf = (id: number) => db.select().from(commissionPayments).where(eq(commissionPayments.outfitterId, id));

describe("commission card payment actions", () => {
  it("starts an order for what is owed plus the card fee, captures it, and a replayed capture records nothing more", async () => {
    const { o, token } = await owing(12346);
    callAs(token);
    const started = await startCardPaymentAction(IDLE, { amount: "123.46", description: "Ridgeline commission payment" });
    expect(started).toMatchObject({ ok: true, data: { amount: "123.46", fee: "3.95", total: "127.41", provider: "paypal" } });
    const orderId = started.data!.orderId;
    expect(started.data!.approvalUrl).toContain(orderId);
    expect(await captureCardPaymentAction(IDLE, { orderId })).toMatchObject({
      ok: true,
      data: { status: "completed", alreadyRecorded: false },
    });
    expect(await captureCardPaymentAction(IDLE, { orderId })).toMatchObject({
      ok: true,
      data: { status: "completed", alreadyRecorded: true },
    });
    expect(await balanceOf(o.id)).toMatchObject({ totalOwedCents: 0, paidToDateCents: 12346 });
  });

  it("refuses more than is owed (the route's 400) and an empty order id (a field error); nothing started", async () => {
    const { o, token } = await owing(20000);
    callAs(token);
    expect(await startCardPaymentAction(IDLE, { amount: "200.01" })).toMatchObject({
      ok: false,
      status: 400,
      message: PAYMENT_MESSAGES.tooMuch,
    });
    expect(await captureCardPaymentAction(IDLE, { orderId: " " })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { orderId: ["orderId is required"] },
    });
    expect(await paymentsOf(o.id)).toHaveLength(0);
  });

  it("another outfitter cannot capture the order (403), a hunter cannot start one (403), nobody signed in 401", async () => {
    const { o, token } = await owing(5000);
    callAs(token);
    const { data } = await startCardPaymentAction(IDLE, { amount: "50.00" });
    callAs((await owing(5000)).token);
    expect(await captureCardPaymentAction(IDLE, { orderId: data!.orderId })).toMatchObject({
      ok: false,
      status: 403,
      message: PAYMENT_MESSAGES.notOwn,
    });
    callAs(await issueApiToken((await createHunter()).id));
    expect(await startCardPaymentAction(IDLE, { amount: "50.00" })).toMatchObject({ ok: false, status: 403 });
    callAs();
    expect(await captureCardPaymentAction(IDLE, { orderId: data!.orderId })).toMatchObject({ ok: false, status: 401 });
    expect(await balanceOf(o.id)).toMatchObject({ totalOwedCents: 5000, paidToDateCents: 0 });
  });
});
