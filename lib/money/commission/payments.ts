import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { commissionPayments, outfitterBalances } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { AppError, badRequest, forbidden, notFound } from "@/lib/http/errors";
import { cardFeeCents, formatCents, formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { commissionPaymentProvider } from "@/lib/money/providers/paypal-provider";
import { completeCardPayment, pendingAtPaypal } from "./capture";
import { PAYMENT_MESSAGES } from "./payment-messages";
import { log } from "@/lib/log";

/** Commission is paid by card through PayPal (card fee on top) or by mailed check; a card payment is recorded once its capture is verified. */
export { PAYMENT_MESSAGES };

export type Balance = { totalOwed: string; paidToDate: string; lastUpdated: string | null; pendingAtPaypal: string };

export async function getBalance(outfitterId: number): Promise<Balance> {
  const b = await balanceCents(outfitterId);
  return {
    totalOwed: formatCents(b.owed),
    paidToDate: formatCents(b.paid),
    lastUpdated: b.lastUpdated?.toISOString() ?? null,
    pendingAtPaypal: formatCents(b.pendingAtPaypal),
  };
}

async function balanceCents(outfitterId: number) {
  const [[row], [pending]] = await Promise.all([
    db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, outfitterId)),
    db
      .select({ cents: sql<number>`coalesce(sum(${commissionPayments.amountCents}), 0)::int` })
      .from(commissionPayments)
      .where(and(eq(commissionPayments.outfitterId, outfitterId), pendingAtPaypal)),
  ]);
  return {
    owed: row?.totalOwedCents ?? 0,
    paid: row?.paidToDateCents ?? 0,
    lastUpdated: row?.lastUpdated ?? null,
    pendingAtPaypal: Number(pending?.cents ?? 0),
  };
}

export type CreatedPayment = {
  paymentId: number;
  orderId: string;
  approvalUrl: string;
  amount: string;
  fee: string;
  total: string;
  provider: string;
};

export async function createCardPayment(
  user: CurrentUser,
  input: { amount?: unknown; description?: string | null; outfitterId?: number | null },
): Promise<CreatedPayment> {
  if (input.outfitterId != null && input.outfitterId !== user.id) throw forbidden(PAYMENT_MESSAGES.notOwn);
  // What a new payment may cover: the balance less the payments PayPal is still completing.
  const balance = await balanceCents(user.id);
  const owed = balance.owed - balance.pendingAtPaypal;
  if (owed <= 0) throw badRequest(PAYMENT_MESSAGES.noneOwed);
  let amountCents = owed;
  if (input.amount != null && input.amount !== "") {
    const asked = parseDollarsToCents(input.amount);
    if (asked == null || asked <= 0) throw badRequest(PAYMENT_MESSAGES.invalidAmount);
    if (asked > owed) throw badRequest(PAYMENT_MESSAGES.tooMuch);
    amountCents = asked;
  }
  const feeCents = cardFeeCents(amountCents);
  const totalCents = amountCents + feeCents;
  const provider = commissionPaymentProvider();
  const [payment] = await db
    .insert(commissionPayments)
    .values({ outfitterId: user.id, amountCents, feeCents, method: "card", provider: provider.name })
    .returning({ id: commissionPayments.id });
  const appUrl = config().APP_URL.replace(/\/$/, "");
  try {
    const order = await provider.createOrder({
      paymentId: payment!.id,
      totalCents,
      description: input.description?.trim() || `Ridgeline commission payment (${formatUsd(amountCents)} + card fee)`,
      returnUrl: `${appUrl}/?payment_success=true`,
      cancelUrl: `${appUrl}/?payment_cancelled=true`,
    });
    await db.update(commissionPayments).set({ providerOrderId: order.orderId }).where(eq(commissionPayments.id, payment!.id));
    return {
      paymentId: payment!.id,
      orderId: order.orderId,
      approvalUrl: order.approvalUrl,
      amount: formatCents(amountCents),
      fee: formatCents(feeCents),
      total: formatCents(totalCents),
      provider: provider.name,
    };
  } catch (err) {
    log.error("commission.order.create_failed", { userId: user.id, paymentId: payment?.id, err });
    await db.update(commissionPayments).set({ status: "failed" }).where(eq(commissionPayments.id, payment!.id));
    throw new AppError(502, PAYMENT_MESSAGES.createFailed);
  }
}

export type CapturedPayment = {
  status: "completed";
  alreadyRecorded: boolean;
  amount: string;
  fee: string;
  total: string;
  balance: Balance;
};

export async function captureCardPayment(user: CurrentUser, orderId: string): Promise<CapturedPayment> {
  const [payment] = await db.select().from(commissionPayments).where(eq(commissionPayments.providerOrderId, orderId));
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  if (payment.outfitterId !== user.id) throw forbidden(PAYMENT_MESSAGES.notOwn);
  const { recorded } = await completeCardPayment(payment, user);
  return {
    status: "completed",
    alreadyRecorded: !recorded,
    amount: formatCents(payment.amountCents),
    fee: formatCents(payment.feeCents),
    total: formatCents(payment.amountCents + payment.feeCents),
    balance: await getBalance(user.id),
  };
}
