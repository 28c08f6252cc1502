import "server-only";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { users } from "@/db/schema";
import type { BookingRow } from "@/lib/bookings/present";
import { config } from "@/lib/config";
import { enqueueEmail } from "@/lib/email";
import { bookingCancelledOutfitter, bookingRefunded } from "@/lib/email/templates";
import type { RefundQuote } from "@/lib/money/refunds/policy-refund";

type Quote = { by: "hunter" | "outfitter"; policyName: string; cents: RefundQuote };

/** Enqueued in the cancellation's transaction: the hunter's refund (whoever cancelled), and the outfitter's notice when the hunter did. */
export async function cancellationEmails(tx: DbOrTx, b: BookingRow, huntTitle: string, quote: Quote): Promise<number[]> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [b.hunterId, b.outfitterId]));
  const hunter = people.find((p) => p.id === b.hunterId);
  const outfitter = people.find((p) => p.id === b.outfitterId);
  const home = config().APP_URL;
  const ids: number[] = [];
  const meta = { bookingId: b.id, event: "cancelled-accepted" };
  if (hunter) {
    const mail = bookingRefunded.build({
      bookingId: b.id,
      huntTitle,
      by: quote.by,
      policyName: quote.policyName,
      paidCents: quote.cents.paidCents,
      refundCents: quote.cents.refundCents,
      bookingsUrl: `${home}/hunter-dashboard`,
    });
    ids.push(await enqueueEmail(tx, hunter.email, mail, meta));
  }
  if (outfitter && quote.by === "hunter") {
    const mail = bookingCancelledOutfitter.build({
      bookingId: b.id,
      hunterName: b.hunterName,
      huntTitle,
      dashboardUrl: `${home}/outfitter-dashboard`,
    });
    ids.push(await enqueueEmail(tx, outfitter.email, mail, meta));
  }
  return ids;
}
