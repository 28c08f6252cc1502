import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { db } from "@/db";
import { commissionPayments, paypalWebhookEvents } from "@/db/schema";
import { addToBalance } from "@/lib/money/commission/ledger";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";

// A commission payment refunded at PayPal makes its commission owed again, in proportion to the part refunded (the card fee goes
// back with it): a full refund restores the whole amount, two half refunds restore it in two halves.
type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Payment = typeof commissionPayments.$inferSelect;

export type PaypalRefund = {
  id?: string;
  status?: string;
  amount?: { currency_code?: string; value?: string };
  seller_payable_breakdown?: { total_refunded_amount?: { currency_code?: string; value?: string } };
  links?: { rel?: string; href?: string }[];
};

/** A refund's `up` link, …/v2/payments/captures/{id}. */
export function refundCaptureId(refund: PaypalRefund): string | null {
  const up = refund.links?.find((l) => l.rel === "up")?.href ?? "";
  const m = /\/v2\/payments\/captures\/([^/?#]+)$/.exec(up);
  return m ? decodeURIComponent(m[1]!) : null;
}

const usd = (money?: { currency_code?: string; value?: string }) =>
  money?.currency_code === "USD" ? parseDollarsToCents(money.value) : null;

/** The refunded total only grows (the larger of ours plus this and PayPal's total, capped at the charge): any arrival order ends the same. */
export async function applyRefund(tx: Tx, payment: Payment, refund: PaypalRefund): Promise<number> {
  const total = payment.amountCents + payment.feeCents;
  const cents = usd(refund.amount);
  if (cents == null || cents <= 0) return 0;
  const runningTotal = usd(refund.seller_payable_breakdown?.total_refunded_amount) ?? 0;
  const [current] = await tx
    .select({ refunded: commissionPayments.refundedCents })
    .from(commissionPayments)
    .where(eq(commissionPayments.id, payment.id))
    .for("update");
  const before = current?.refunded ?? 0;
  const after = Math.min(total, Math.max(before + cents, runningTotal));
  if (after <= before) return 0;
  const restored = commissionShare(payment, after) - commissionShare(payment, before);
  await tx.update(commissionPayments).set({ refundedCents: after }).where(eq(commissionPayments.id, payment.id));
  if (restored > 0) {
    await addToBalance(tx, payment.outfitterId, restored, -restored);
    await createNotifications(tx, [
      {
        userId: payment.outfitterId,
        title: "Commission Payment Refunded",
        message: `PayPal refunded ${formatUsd(after - before)} of your commission payment; ${formatUsd(restored)} of commission is owed again.`,
      },
    ]);
  }
  return restored;
}

/** The commission settled by `refunded` cents of a charge of amount + fee, rounded to the cent. */
export function commissionShare(payment: Pick<Payment, "amountCents" | "feeCents">, refunded: number): number {
  const total = payment.amountCents + payment.feeCents;
  return total ? Math.round((refunded * payment.amountCents) / total) : 0;
}

/** Recording a capture and deferring its refund are serialized, so a refund never slips in between. */
export async function lockCapture(tx: Tx, captureId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`paypal-capture:${captureId}`}))`);
}

/** Refunds PayPal reported before their capture was recorded here (webhooks arrive in any order): applied when it is. */
export async function applyDeferredRefunds(tx: Tx, payment: Payment, captureId: string) {
  await lockCapture(tx, captureId);
  const deferred = await tx
    .select()
    .from(paypalWebhookEvents)
    .where(and(eq(paypalWebhookEvents.captureId, captureId), eq(paypalWebhookEvents.outcome, "deferred")))
    .for("update");
  for (const event of deferred) {
    await applyRefund(tx, payment, (event.resource ?? {}) as PaypalRefund);
    await tx
      .update(paypalWebhookEvents)
      .set({ outcome: "applied", resource: sql`null` })
      .where(eq(paypalWebhookEvents.id, event.id));
  }
}
