import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { commissionPayments, users } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { commissionPaymentProvider } from "@/lib/money/providers/paypal-provider";
import { completeCardPayment, pendingAtPaypal } from "./capture";

export type SettleResult = { recorded: number; stillPending: number; failed: number };

/**
 * A capture PayPal reported PENDING (an eCheck clearing, a payment under review) is completed by
 * PayPal later, often days later. The outfitter was told it will be recorded automatically, so
 * this asks PayPal again for every such payment and records the ones it completed (declined ones
 * end failed), exactly as the outfitter's own return would: one verified path, recorded once.
 */
export async function settlePendingCardPayments(): Promise<SettleResult> {
  const provider = commissionPaymentProvider();
  const rows = await db
    .select({ payment: commissionPayments, payer: { id: users.id, email: users.email, firstName: users.firstName } })
    .from(commissionPayments)
    .innerJoin(users, eq(users.id, commissionPayments.outfitterId))
    .where(and(pendingAtPaypal, eq(commissionPayments.provider, provider.name)))
    .orderBy(commissionPayments.capturePendingSince)
    .limit(100);
  const result: SettleResult = { recorded: 0, stillPending: 0, failed: 0 };
  for (const { payment, payer } of rows) {
    try {
      if ((await completeCardPayment(payment, payer)).recorded) result.recorded++;
    } catch (err) {
      const [now] = await db
        .select({ status: commissionPayments.status })
        .from(commissionPayments)
        .where(eq(commissionPayments.id, payment.id));
      if (now?.status === "failed") result.failed++;
      else result.stillPending++;
      if (!(err instanceof AppError)) log.error("commission.pending_settle_failed", { paymentId: payment.id, err });
    }
  }
  return result;
}
