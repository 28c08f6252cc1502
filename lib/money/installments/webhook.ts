import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/db";
import { bookingInstallments, bookings, paymentEvents } from "@/db/schema";
import { deliverAfterCommit } from "@/lib/email";
import { log } from "@/lib/log";
import type { PaymentIntentInfo } from "@/lib/money/providers/card-provider";
import { balanceEmails } from "./emails";

export const isInstallmentIntent = (pi: { metadata?: Record<string, string> | null }) => Boolean(pi.metadata?.installmentId);

/**
 * The provider's word on a balance charge (the webhook): a success not yet recorded (its answer was lost) is recorded once;
 * a failure is already the charge's own answer, so only the event is kept. A repeat of the event changes nothing.
 */
export async function applyInstallmentIntent(
  intent: PaymentIntentInfo,
  provider: string,
  event: { id: string; type: string },
  now = new Date(),
) {
  const installmentId = Number(intent.metadata.installmentId);
  const ids = await db.transaction(async (tx) => {
    const fresh = await tx.insert(paymentEvents).values({ id: event.id, provider, type: event.type }).onConflictDoNothing().returning();
    if (fresh.length === 0 || !Number.isSafeInteger(installmentId) || intent.status !== "succeeded") return [];
    const [i] = await tx.select().from(bookingInstallments).where(eq(bookingInstallments.id, installmentId)).for("update");
    if (
      !i ||
      i.state === "paid" ||
      i.amountCents !== intent.amountCents ||
      intent.currency !== "usd" ||
      String(i.bookingId) !== intent.metadata.bookingId
    ) {
      if (i && i.state !== "paid") log.error("installments.intent_mismatch", { installmentId, paymentIntentId: intent.id });
      return [];
    }
    const [paid] = await tx
      .update(bookingInstallments)
      .set({
        state: "paid",
        paidAt: now,
        paymentIntentId: intent.id,
        paymentProvider: provider,
        nextAttemptAt: null,
        lastError: null,
        lastErrorCode: null,
      })
      .where(and(eq(bookingInstallments.id, i.id), inArray(bookingInstallments.state, ["scheduled", "processing", "failed"])))
      .returning();
    if (!paid) return [];
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, paid.bookingId));
    return b ? balanceEmails(tx, "paid", b, paid) : [];
  });
  await deliverAfterCommit(ids);
}
