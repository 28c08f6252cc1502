import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingSharePayments } from "@/db/schema";
import { providerNamed } from "@/lib/money/providers/card-provider";
import { splitProportionally } from "./split";

/**
 * A refund of a booking paid in shares (cancellation, denial, a failed draw): the amount the policy gives back is split across the
 * shares paid, in proportion to what is left of each, and each is refunded through the provider that took it with its own key. Null
 * when the booking has no paid shares (it is not paid in shares). Runs in the caller's transaction, the booking row locked.
 */
export async function refundSharePayments(
  tx: DbOrTx,
  bookingId: number,
  amountCents: number,
  action: string,
): Promise<{ refundId: string | null } | null> {
  const paid = await tx
    .select()
    .from(bookingSharePayments)
    .where(and(eq(bookingSharePayments.bookingId, bookingId), inArray(bookingSharePayments.status, ["paid", "partially_refunded"])))
    .orderBy(asc(bookingSharePayments.id))
    .for("update");
  if (paid.length === 0) return null;
  const parts = splitProportionally(
    amountCents,
    paid.map((p) => p.amountCents - p.refundedCents),
  );
  let refundId: string | null = null;
  for (const [i, p] of paid.entries()) {
    const part = parts[i]!;
    if (part <= 0) continue;
    const refund = await providerNamed(p.provider).refund(
      {
        intentId: p.paymentIntentId,
        amountCents: part,
        idempotencyKey: `share-payment-${p.id}-${action}`,
        reverseTransfer: p.transferDestination !== null,
      },
      tx,
    );
    refundId = refund.id;
    const refundedCents = p.refundedCents + part;
    await tx
      .update(bookingSharePayments)
      .set({ refundedCents, status: refundedCents >= p.amountCents ? "refunded" : "partially_refunded" })
      .where(eq(bookingSharePayments.id, p.id));
  }
  return { refundId };
}

/** A party booking that ends before every share was paid: each share paid so far is refunded in full. */
export async function refundAllSharePayments(tx: DbOrTx, bookingId: number, action: string): Promise<void> {
  const paid = await tx
    .select({ left: bookingSharePayments.amountCents, refunded: bookingSharePayments.refundedCents })
    .from(bookingSharePayments)
    .where(and(eq(bookingSharePayments.bookingId, bookingId), inArray(bookingSharePayments.status, ["paid", "partially_refunded"])));
  const total = paid.reduce((a, p) => a + p.left - p.refunded, 0);
  if (total > 0) await refundSharePayments(tx, bookingId, total, action);
}
