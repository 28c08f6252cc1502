import "server-only";
import { and, eq, gt, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { db } from "@/db";
import { commissionPayments, outfitterBalances, paymentEvents } from "@/db/schema";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { commissionPayment } from "@/lib/email/templates";
import { addToBalance } from "@/lib/money/commission/ledger";
import { AppError, conflict } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { formatCents, formatUsd } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";
import { commissionPaymentProvider } from "@/lib/money/providers/paypal-provider";
import { PaymentProviderError } from "@/lib/money/providers/paypal-types";
import { PAYMENT_MESSAGES } from "./payment-messages";
import { applyDeferredRefunds, lockCapture } from "../refunds/commission-refunds";

// A commission card payment is captured at PayPal, verified (same provider, COMPLETED, our order, our amount) and recorded once:
// on the outfitter's return and, for captures PayPal reported PENDING, from the pending settler until PayPal decides.

/** Seconds a started capture keeps its amount aside; PayPal answers in seconds, so this only frees a request that died mid-capture. */
export const CAPTURE_HOLD_SECONDS = 120;

type Payment = typeof commissionPayments.$inferSelect;

export const pendingAtPaypal = and(eq(commissionPayments.status, "created"), isNotNull(commissionPayments.capturePendingSince));
export type Payer = { id: number; email: string; firstName: string };

/** Throws the refusal as an AppError (409 or 502); answers whether this call recorded the payment. */
export async function completeCardPayment(payment: Payment, payer: Payer): Promise<{ recorded: boolean }> {
  if (payment.status === "completed") return { recorded: false };
  if (payment.status === "failed") throw conflict(PAYMENT_MESSAGES.failed);
  const orderId = payment.providerOrderId!;
  const totalCents = payment.amountCents + payment.feeCents;

  // Only the provider that created the order may capture it: after a config change the offline provider would "complete" a real order.
  const provider = commissionPaymentProvider();
  if (provider.name !== payment.provider) {
    log.error("commission.capture.provider_changed", {
      userId: payment.outfitterId,
      orderId,
      created: payment.provider,
      now: provider.name,
    });
    throw conflict(PAYMENT_MESSAGES.providerChanged);
  }
  const start = await startCapture(payment);
  if (start === "completed") return { recorded: false };
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
    log.error("commission.capture.failed", { userId: payment.outfitterId, orderId, err });
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
  if (capture.captureStatus === "PENDING" && matches) {
    await db
      .update(commissionPayments)
      .set({ capturePendingSince: sql`coalesce(${commissionPayments.capturePendingSince}, now())` })
      .where(eq(commissionPayments.id, payment.id));
    throw conflict(PAYMENT_MESSAGES.pending);
  }
  // No capture on the order yet (another request is still capturing it): not a failure.
  if (capture.captureStatus === null) throw conflict(PAYMENT_MESSAGES.pending);
  if (!completed || !matches || !capture.captureId) {
    log.error("commission.capture.not_accepted", { userId: payment.outfitterId, orderId, capture });
    await markFailed(payment.id);
    throw conflict(PAYMENT_MESSAGES.failed);
  }

  return recordCapture(payment, payer, capture.captureId);
}

// Recorded once, by the return, the pending settler or the COMPLETED webhook, even if a simultaneous request marked the payment failed:
// that was only our reading of a refusal, this is PayPal's word that it was paid.
export async function recordCapture(payment: Payment, payer: Payer, captureId: string): Promise<{ recorded: boolean }> {
  const orderId = payment.providerOrderId!;
  const emailId = await db.transaction(async (tx) => {
    // The capture before the balance, in the order the refund webhook takes them.
    await lockCapture(tx, captureId);
    await lockBalance(tx, payer.id);
    const [row] = await tx
      .update(commissionPayments)
      .set({ status: "completed", completedAt: new Date(), capturePendingSince: null, providerCaptureId: captureId })
      .where(and(eq(commissionPayments.id, payment.id), inArray(commissionPayments.status, ["created", "failed"])))
      .returning();
    if (!row) return null;
    await tx
      .insert(paymentEvents)
      .values({ id: `paypal:${captureId}`, provider: "paypal", type: "commission.capture" })
      .onConflictDoNothing();
    await addToBalance(tx, payer.id, -payment.amountCents, payment.amountCents);
    await createNotifications(tx, [
      {
        userId: payer.id,
        title: "Commission Payment Received",
        message: `Thank you: your payment of ${formatUsd(payment.amountCents)} (plus a ${formatUsd(payment.feeCents)} card fee) was received.`,
      },
    ]);
    await applyDeferredRefunds(tx, row, captureId);
    // The receipt with the payment it confirms: recorded once, e-mailed once.
    const receipt = commissionPayment.build({
      firstName: payer.firstName,
      amountCents: payment.amountCents,
      feeCents: payment.feeCents,
      orderId,
      dashboardUrl: `${config().APP_URL}/outfitter-dashboard`,
    });
    return enqueueEmail(tx, payer.email, receipt);
  });
  await deliverAfterCommit(emailId === null ? [] : [emailId]);
  return { recorded: emailId !== null };
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** Locked before any payment row in every capture transaction, so two captures of one outfitter never lock in opposite order. */
export async function lockBalance(tx: Tx, outfitterId: number) {
  const [row] = await tx
    .select({ owed: outfitterBalances.totalOwedCents })
    .from(outfitterBalances)
    .where(eq(outfitterBalances.outfitterId, outfitterId))
    .for("update");
  return row;
}

// One request per outfitter at a time (the balance row is the lock): an order is captured only while the balance still owes it after the
// other captures on their way, so two approved tabs charge once. The same order twice is let through: PayPal captures an order once.
async function startCapture(payment: Payment) {
  return db.transaction(async (tx): Promise<"go" | "completed" | "failed" | "busy" | "not-owed"> => {
    const balance = await lockBalance(tx, payment.outfitterId);
    const [current] = await tx
      .select({ status: commissionPayments.status })
      .from(commissionPayments)
      .where(eq(commissionPayments.id, payment.id));
    if (current?.status === "completed") return "completed";
    if (current?.status !== "created") return "failed";
    const owed = balance?.owed ?? 0;
    if (owed < payment.amountCents) return "not-owed";
    const [onTheirWay] = await tx
      .select({ cents: sql<number>`coalesce(sum(${commissionPayments.amountCents}), 0)::int` })
      .from(commissionPayments)
      .where(
        and(
          eq(commissionPayments.outfitterId, payment.outfitterId),
          ne(commissionPayments.id, payment.id),
          or(
            and(
              eq(commissionPayments.status, "created"),
              gt(commissionPayments.captureStartedAt, sql`now() - make_interval(secs => ${CAPTURE_HOLD_SECONDS})`),
            ),
            pendingAtPaypal,
          ),
        ),
      );
    if (owed - Number(onTheirWay?.cents ?? 0) < payment.amountCents) return "busy";
    await tx
      .update(commissionPayments)
      .set({ captureStartedAt: sql`now()` })
      .where(eq(commissionPayments.id, payment.id));
    return "go";
  });
}

/** PayPal could not be asked (network, outage): the amount is no longer on its way. */
async function releaseCapture(id: number) {
  await db.update(commissionPayments).set({ captureStartedAt: null }).where(eq(commissionPayments.id, id));
}

export async function markFailed(id: number) {
  await db
    .update(commissionPayments)
    .set({ status: "failed", capturePendingSince: null })
    .where(and(eq(commissionPayments.id, id), eq(commissionPayments.status, "created")));
}
