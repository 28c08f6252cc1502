import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db";
import { commissionPayments, paypalWebhookEvents, users } from "@/db/schema";
import { config } from "@/lib/config";
import { AppError, badRequest, notFound } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { formatCents, formatUsd } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";
import { paypalCaptureOrderId, verifyPaypalWebhook } from "@/lib/money/providers/paypal-orders";
import { paypalCredentials } from "@/lib/money/providers/paypal-provider";
import { lockBalance, recordCapture } from "./capture";
import { applyRefund, lockCapture, refundCaptureId, type PaypalRefund } from "../refunds/commission-refunds";

// COMPLETED records the payment, DENIED fails a pending one (a recorded payment stays), REFUNDED makes the refunded commission owed again.
// Each delivery is verified with PayPal's verify-webhook-signature API before it is read; each event id is applied once.
export const PAYPAL_WEBHOOK_EVENTS = ["PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.DENIED", "PAYMENT.CAPTURE.REFUNDED"] as const;

type Capture = {
  id?: string;
  status?: string;
  custom_id?: string;
  amount?: { currency_code?: string; value?: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
  links?: { rel?: string; href?: string }[];
};
type WebhookEvent = { id?: string; event_type?: string; resource?: Record<string, unknown> };

export type WebhookOutcome = "applied" | "ignored" | "deferred" | "duplicate";

export async function handlePaypalWebhook(rawBody: string, headers: Headers): Promise<{ received: true; outcome: WebhookOutcome }> {
  const creds = paypalCredentials();
  const webhookId = config().PAYPAL_WEBHOOK_ID;
  if (!creds || !webhookId) throw notFound("PayPal webhooks are not configured");
  // Not even JSON: no PayPal event, and nothing to ask PayPal about.
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody) as WebhookEvent;
  } catch {
    throw badRequest("Not a PayPal webhook event");
  }
  if (!event || typeof event !== "object" || Array.isArray(event)) throw badRequest("Not a PayPal webhook event");
  let genuine: boolean;
  try {
    genuine = await verifyPaypalWebhook(creds, webhookId, headers, rawBody);
  } catch (err) {
    // PayPal could not be asked: a non-2xx answer makes PayPal deliver the event again later.
    log.error("paypal.webhook_verify_failed", { err });
    throw new AppError(502, "PayPal could not verify the webhook");
  }
  if (!genuine) throw badRequest("Invalid webhook signature");

  if (!event.id || !event.event_type || !event.resource) throw badRequest("Not a PayPal webhook event");
  const [seen] = await db.select({ id: paypalWebhookEvents.id }).from(paypalWebhookEvents).where(eq(paypalWebhookEvents.id, event.id));
  if (seen) return { received: true, outcome: "duplicate" };

  let outcome: Exclude<WebhookOutcome, "duplicate">;
  switch (event.event_type) {
    case "PAYMENT.CAPTURE.COMPLETED":
      outcome = await captureCompleted(event.id, event.resource as Capture);
      break;
    case "PAYMENT.CAPTURE.DENIED":
      outcome = await captureDenied(event.id, event.resource as Capture);
      break;
    case "PAYMENT.CAPTURE.REFUNDED":
      outcome = await captureRefunded(event.id, event.resource as PaypalRefund);
      break;
    default:
      outcome = await remember(db, event.id, event.event_type, String(event.resource.id ?? event.id), null, "ignored");
  }
  return { received: true, outcome };
}

type DbOrTx = typeof db | Parameters<Parameters<typeof db.transaction>[0]>[0];

/** "ignored" when the same event, or another delivery about the same capture or refund under a new event id, got there first. */
async function remember(
  tx: DbOrTx,
  id: string,
  eventType: string,
  resourceId: string,
  captureId: string | null,
  outcome: "applied" | "ignored" | "deferred",
  resource: Record<string, unknown> | null = null,
) {
  const [row] = await tx
    .insert(paypalWebhookEvents)
    .values({ id, eventType, resourceId, captureId, outcome, resource })
    .onConflictDoNothing()
    .returning({ id: paypalWebhookEvents.id });
  return row ? outcome : "ignored";
}

async function paymentForCapture(capture: Capture) {
  const up = capture.links?.find((l) => l.rel === "up")?.href ?? "";
  const orderId = capture.supplementary_data?.related_ids?.order_id ?? /\/v2\/checkout\/orders\/([^/?#]+)$/.exec(up)?.[1];
  if (!orderId) return null;
  const [row] = await db
    .select({ payment: commissionPayments, payer: { id: users.id, email: users.email, firstName: users.firstName } })
    .from(commissionPayments)
    .innerJoin(users, eq(users.id, commissionPayments.outfitterId))
    .where(and(eq(commissionPayments.providerOrderId, orderId), eq(commissionPayments.provider, "paypal")));
  return row ?? null;
}

async function captureCompleted(eventId: string, capture: Capture) {
  const found = await paymentForCapture(capture);
  const captureId = capture.id ?? "";
  if (!found || !captureId) return remember(db, eventId, "PAYMENT.CAPTURE.COMPLETED", captureId || eventId, captureId || null, "ignored");
  const { payment, payer } = found;
  const matches =
    capture.status === "COMPLETED" &&
    capture.amount?.currency_code === "USD" &&
    capture.amount.value === formatCents(payment.amountCents + payment.feeCents) &&
    (capture.custom_id == null || capture.custom_id === String(payment.id));
  if (!matches) {
    log.error("paypal.webhook_capture_mismatch", { paymentId: payment.id, capture });
    return remember(db, eventId, "PAYMENT.CAPTURE.COMPLETED", captureId, captureId, "ignored");
  }
  // The row first: a simultaneous redelivery stops here instead of racing the recording.
  if ((await remember(db, eventId, "PAYMENT.CAPTURE.COMPLETED", captureId, captureId, "applied")) === "ignored") return "ignored";
  try {
    const { recorded } = await recordCapture(payment, payer, captureId);
    if (!recorded) log.info("paypal.webhook_capture_already_recorded", { paymentId: payment.id });
  } catch (err) {
    // Not applied after all: forget the event, so PayPal's redelivery (the error answer asks for one) applies it.
    await db.delete(paypalWebhookEvents).where(eq(paypalWebhookEvents.id, eventId));
    throw err;
  }
  return "applied";
}

async function captureDenied(eventId: string, capture: Capture) {
  const found = await paymentForCapture(capture);
  const captureId = capture.id || eventId;
  if (!found) return remember(db, eventId, "PAYMENT.CAPTURE.DENIED", captureId, capture.id ?? null, "ignored");
  const { payment } = found;
  return db.transaction(async (tx) => {
    await lockBalance(tx, payment.outfitterId);
    // A recorded capture was PayPal's word that it was paid: a denial arriving after it (out of order) does not undo it.
    const [failed] = await tx
      .update(commissionPayments)
      .set({ status: "failed", capturePendingSince: null })
      .where(and(eq(commissionPayments.id, payment.id), eq(commissionPayments.status, "created")))
      .returning({ id: commissionPayments.id });
    const outcome = await remember(tx, eventId, "PAYMENT.CAPTURE.DENIED", captureId, capture.id ?? null, failed ? "applied" : "ignored");
    if (failed && outcome === "applied") {
      await createNotifications(tx, [
        {
          userId: payment.outfitterId,
          title: "Commission Payment Declined",
          message: `PayPal declined your commission payment of ${formatUsd(payment.amountCents)}. Nothing was charged; the amount is still owed.`,
        },
      ]);
    }
    return outcome;
  });
}

async function captureRefunded(eventId: string, refund: PaypalRefund) {
  const captureId = refundCaptureId(refund);
  const refundId = refund.id || eventId;
  if (!captureId) return remember(db, eventId, "PAYMENT.CAPTURE.REFUNDED", refundId, null, "ignored");
  // A capture recorded before capture ids were kept (or not recorded yet): PayPal says which order it is.
  const [known] = await db
    .select({ id: commissionPayments.id })
    .from(commissionPayments)
    .where(eq(commissionPayments.providerCaptureId, captureId));
  const orderId = known ? null : await captureOrderId(captureId);
  return db.transaction(async (tx) => {
    await lockCapture(tx, captureId);
    let [payment] = await tx.select().from(commissionPayments).where(eq(commissionPayments.providerCaptureId, captureId));
    if (!payment && orderId) {
      // A payment completed before its capture id was kept: it learns it now.
      [payment] = await tx
        .update(commissionPayments)
        .set({ providerCaptureId: captureId })
        .where(
          and(
            eq(commissionPayments.providerOrderId, orderId),
            eq(commissionPayments.provider, "paypal"),
            eq(commissionPayments.status, "completed"),
            isNull(commissionPayments.providerCaptureId),
          ),
        )
        .returning();
    }
    if (!payment) {
      // The capture is not recorded (yet): keep the refund for when it is (recordCapture).
      return remember(tx, eventId, "PAYMENT.CAPTURE.REFUNDED", refundId, captureId, "deferred", refund as Record<string, unknown>);
    }
    await lockBalance(tx, payment.outfitterId);
    const outcome = await remember(tx, eventId, "PAYMENT.CAPTURE.REFUNDED", refundId, captureId, "applied");
    if (outcome === "applied") await applyRefund(tx, payment, refund);
    return outcome;
  });
}

/** PayPal's answer to which order a capture belongs to; PayPal unreachable is a 502, so PayPal delivers the event again. */
async function captureOrderId(captureId: string): Promise<string | null> {
  try {
    return await paypalCaptureOrderId(paypalCredentials()!, captureId);
  } catch (err) {
    log.error("paypal.capture_lookup_failed", { captureId, err });
    throw new AppError(502, "PayPal could not be asked about the refunded capture");
  }
}
