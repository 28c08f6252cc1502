import "server-only";
import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { db } from "@/db";
import { commissionPayments, outfitterBalances, paymentEvents } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { sendEmail } from "@/lib/email";
import { noticeEmail } from "@/lib/email/templates";
import { addToBalance } from "@/lib/finance/commission";
import { AppError, badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { cardFeeCents, formatCents, formatUsd, parseDollarsToCents } from "@/lib/money";
import { createNotifications } from "@/lib/notifications/create";
import { commissionPaymentProvider } from "@/lib/payments/paypal-provider";
import { PaymentProviderError } from "@/lib/payments/paypal-types";
import { log } from "@/lib/log";

/**
 * Paying the platform's commission (spec 001 §2 "Commission payment dialog", §4): by card through
 * PayPal (3.2% convenience fee on top) or by mailed check. A PayPal payment is recorded once, when
 * the capture on return is verified: same provider as the order, status COMPLETED, our order, our
 * amount.
 */
export const PAYMENT_MESSAGES = {
  noneOwed: "No Commission Owed - You currently have no outstanding commission balance.",
  tooMuch: "The amount cannot be more than the commission owed",
  invalidAmount: "Enter an amount greater than $0.00",
  notOwn: "You can only pay your own commission",
  createFailed: "Failed to create PayPal payment",
  notFound: "Payment not found",
  pending: "PayPal has not completed this payment yet. Please check again in a few minutes.",
  failed: "PayPal payment failed. Please try again.",
  providerChanged: "This payment was started in another payment mode and cannot be completed. Please start a new payment.",
  balanceChanged: "Your commission balance changed after this payment was started, so it was not charged. Please start a new payment.",
  anotherInProgress: "Another commission payment is being completed. Please try again in a few minutes.",
} as const;

/**
 * How long a started capture keeps its amount aside for other orders of the same outfitter.
 * PayPal answers in seconds; the limit only frees the amount if a request died mid-capture.
 */
export const CAPTURE_HOLD_SECONDS = 120;

export type Balance = { totalOwed: string; paidToDate: string; lastUpdated: string | null };

export async function getBalance(outfitterId: number): Promise<Balance> {
  const [row] = await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, outfitterId));
  return {
    totalOwed: formatCents(row?.totalOwedCents ?? 0),
    paidToDate: formatCents(row?.paidToDateCents ?? 0),
    lastUpdated: row?.lastUpdated.toISOString() ?? null,
  };
}

async function owedCents(outfitterId: number) {
  const [row] = await db
    .select({ owed: outfitterBalances.totalOwedCents })
    .from(outfitterBalances)
    .where(eq(outfitterBalances.outfitterId, outfitterId));
  return row?.owed ?? 0;
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
  const owed = await owedCents(user.id);
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
    console.error("PayPal order creation failed", err);
    await db.update(commissionPayments).set({ status: "failed" }).where(eq(commissionPayments.id, payment!.id));
    throw new AppError(502, PAYMENT_MESSAGES.createFailed);
  }
}

export type CapturedPayment = { status: "completed"; alreadyRecorded: boolean; amount: string; fee: string; total: string; balance: Balance };

export async function captureCardPayment(user: CurrentUser, orderId: string): Promise<CapturedPayment> {
  const [payment] = await db.select().from(commissionPayments).where(eq(commissionPayments.providerOrderId, orderId));
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  if (payment.outfitterId !== user.id) throw forbidden(PAYMENT_MESSAGES.notOwn);
  const totalCents = payment.amountCents + payment.feeCents;
  const done = async (alreadyRecorded: boolean): Promise<CapturedPayment> => ({
    status: "completed",
    alreadyRecorded,
    amount: formatCents(payment.amountCents),
    fee: formatCents(payment.feeCents),
    total: formatCents(totalCents),
    balance: await getBalance(user.id),
  });
  if (payment.status === "completed") return done(true);
  if (payment.status === "failed") throw conflict(PAYMENT_MESSAGES.failed);

  // Only the provider that created the order may capture it: after a configuration change the
  // offline provider would "complete" a real PayPal order (and PayPal never knew a test order).
  const provider = commissionPaymentProvider();
  if (provider.name !== payment.provider) {
    console.error("Commission payment provider changed since the order was created", { orderId, created: payment.provider, now: provider.name });
    throw conflict(PAYMENT_MESSAGES.providerChanged);
  }
  const start = await startCapture(payment);
  if (start === "completed") return done(true);
  if (start === "failed") throw conflict(PAYMENT_MESSAGES.failed);
  if (start === "busy") throw conflict(PAYMENT_MESSAGES.anotherInProgress);
  if (start === "not-owed") {
    // Approved but never captured: PayPal lets the order lapse and the outfitter is not charged.
    await markFailed(payment.id);
    throw conflict(PAYMENT_MESSAGES.balanceChanged);
  }
  let capture;
  try {
    capture = await provider.captureOrder(orderId, { paymentId: payment.id, totalCents });
  } catch (err) {
    console.error("PayPal capture failed", err);
    const declined = err instanceof PaymentProviderError && err.status === 422;
    if (declined) await markFailed(payment.id);
    else await releaseCapture(payment.id);
    throw new AppError(declined ? 409 : 502, PAYMENT_MESSAGES.failed);
  }
  const completed = capture.orderStatus === "COMPLETED" && capture.captureStatus === "COMPLETED";
  const matches =
    capture.orderId === orderId &&
    capture.currency === "USD" &&
    capture.value === formatCents(totalCents) &&
    (capture.customId === null || capture.customId === String(payment.id));
  // No capture on the order yet (another request is still capturing it): not a failure.
  if (capture.captureStatus === null || (capture.captureStatus === "PENDING" && matches)) throw conflict(PAYMENT_MESSAGES.pending);
  if (!completed || !matches || !capture.captureId) {
    console.error("PayPal capture not accepted", { orderId, capture });
    await markFailed(payment.id);
    throw conflict(PAYMENT_MESSAGES.failed);
  }

  // A verified capture is recorded once, even if a simultaneous request marked the payment failed
  // in the meantime (that was only our reading of a refusal; this is PayPal's word that it was paid).
  const recorded = await db.transaction(async (tx) => {
    await lockBalance(tx, user.id);
    const [row] = await tx
      .update(commissionPayments)
      .set({ status: "completed", completedAt: new Date() })
      .where(and(eq(commissionPayments.id, payment.id), inArray(commissionPayments.status, ["created", "failed"])))
      .returning({ id: commissionPayments.id });
    if (!row) return false;
    await tx
      .insert(paymentEvents)
      .values({ id: `paypal:${capture.captureId}`, provider: "paypal", type: "commission.capture" })
      .onConflictDoNothing();
    await addToBalance(tx, user.id, -payment.amountCents, payment.amountCents);
    await createNotifications(tx, [
      {
        userId: user.id,
        title: "Commission Payment Received",
        message: `Thank you: your payment of ${formatUsd(payment.amountCents)} (plus a ${formatUsd(payment.feeCents)} card fee) was received.`,
      },
    ]);
    return true;
  });
  if (recorded) {
    await sendEmail(
      user.email,
      noticeEmail("commission-payment", "Commission payment received", `Thank you, ${user.firstName}`, [
        `We received your commission payment of ${formatUsd(payment.amountCents)}, plus a ${formatUsd(payment.feeCents)} card convenience fee (total ${formatUsd(totalCents)}).`,
        `PayPal order ${orderId}.`,
      ]),
    ).catch((err) => log.error("email.send_error", { context: "commission-payment", err }));
  }
  return done(!recorded);
}

/**
 * Decides, one request per outfitter at a time (the balance row is the lock), whether this order
 * may be captured now: only while the balance still owes its amount after the amounts of the
 * outfitter's other captures in flight. Two open orders for the same balance (two tabs, both
 * approved at PayPal) therefore charge once; the second is refused before any money moves. The
 * same order returning twice at once is not held back: PayPal captures an order only once.
 */
async function startCapture(payment: { id: number; outfitterId: number; amountCents: number }) {
  return db.transaction(async (tx): Promise<"go" | "completed" | "failed" | "busy" | "not-owed"> => {
    const balance = await lockBalance(tx, payment.outfitterId);
    const [current] = await tx.select({ status: commissionPayments.status }).from(commissionPayments).where(eq(commissionPayments.id, payment.id));
    if (current?.status === "completed") return "completed";
    if (current?.status !== "created") return "failed";
    const owed = balance?.owed ?? 0;
    if (owed < payment.amountCents) return "not-owed";
    const [inFlight] = await tx
      .select({ cents: sql<number>`coalesce(sum(${commissionPayments.amountCents}), 0)::int` })
      .from(commissionPayments)
      .where(
        and(
          eq(commissionPayments.outfitterId, payment.outfitterId),
          eq(commissionPayments.status, "created"),
          ne(commissionPayments.id, payment.id),
          gt(commissionPayments.captureStartedAt, sql`now() - make_interval(secs => ${CAPTURE_HOLD_SECONDS})`),
        ),
      );
    if (owed - Number(inFlight?.cents ?? 0) < payment.amountCents) return "busy";
    await tx.update(commissionPayments).set({ captureStartedAt: sql`now()` }).where(eq(commissionPayments.id, payment.id));
    return "go";
  });
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * The outfitter's balance row, locked until the transaction ends. Every capture transaction takes
 * it before touching a payment row, so two captures of one outfitter never lock in opposite order.
 */
async function lockBalance(tx: Tx, outfitterId: number) {
  const [row] = await tx
    .select({ owed: outfitterBalances.totalOwedCents })
    .from(outfitterBalances)
    .where(eq(outfitterBalances.outfitterId, outfitterId))
    .for("update");
  return row;
}

/** PayPal could not be asked (network, outage): the amount is no longer on its way. */
async function releaseCapture(id: number) {
  await db.update(commissionPayments).set({ captureStartedAt: null }).where(eq(commissionPayments.id, id));
}

async function markFailed(id: number) {
  await db
    .update(commissionPayments)
    .set({ status: "failed" })
    .where(and(eq(commissionPayments.id, id), eq(commissionPayments.status, "created")));
}
