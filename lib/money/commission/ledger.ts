import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingPriceSnapshots, bookings, commissions, outfitterBalances } from "@/db/schema";
import { COMMISSION_RATE_BP, applyRate } from "@/lib/format/money";
import { commissionableShareCents } from "@/lib/money/price-lines/commission";

type Source = { bookingId: number } | { claimId: number } | { questionnaireId: number };

/** The commission is counted once per booking, claim or report answer: its unique source key makes a retry or race a no-op (returns 0). */
export async function accrueCommission(
  tx: DbOrTx,
  args: { outfitterId: number; baseAmountCents: number; amountCents?: number; collectedAtBooking?: { at: Date } } & Source,
): Promise<number> {
  const amountCents = args.amountCents ?? applyRate(args.baseAmountCents, COMMISSION_RATE_BP);
  const inserted = await tx
    .insert(commissions)
    .values({
      outfitterId: args.outfitterId,
      baseAmountCents: args.baseAmountCents,
      amountCents,
      bookingId: "bookingId" in args ? args.bookingId : null,
      claimId: "claimId" in args ? args.claimId : null,
      questionnaireId: "questionnaireId" in args ? args.questionnaireId : null,
      // Taken from the card charge as the application fee: paid now, never owed.
      ...(args.collectedAtBooking ? { collectedAtBooking: true, status: "paid" as const, paidAt: args.collectedAtBooking.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: commissions.id });
  if (inserted.length === 0) return 0;
  if (!args.collectedAtBooking) await addToBalance(tx, args.outfitterId, amountCents);
  return amountCents;
}

export async function addToBalance(tx: DbOrTx, outfitterId: number, owedDeltaCents: number, paidDeltaCents = 0) {
  await tx
    .insert(outfitterBalances)
    .values({ outfitterId, totalOwedCents: owedDeltaCents, paidToDateCents: paidDeltaCents })
    .onConflictDoUpdate({
      target: outfitterBalances.outfitterId,
      set: {
        totalOwedCents: sql`${outfitterBalances.totalOwedCents} + ${owedDeltaCents}`,
        paidToDateCents: sql`${outfitterBalances.paidToDateCents} + ${paidDeltaCents}`,
        lastUpdated: sql`now()`,
      },
    });
}

/**
 * A cancelled booking's commission follows the money the outfitter keeps (nothing kept: reversed),
 * counting only the share of it that paid for places and add-ons (its price snapshot); the
 * balance moves by the difference, once.
 */
export async function adjustBookingCommission(tx: DbOrTx, bookingId: number, keptTotalCents: number): Promise<number> {
  const [row] = await tx.select().from(commissions).where(eq(commissions.bookingId, bookingId)).for("update");
  if (!row) return 0;
  const [snap] = await tx
    .select({ base: bookingPriceSnapshots.commissionBaseCents, through: bookingPriceSnapshots.throughRidgelineCents })
    .from(bookingPriceSnapshots)
    .where(eq(bookingPriceSnapshots.bookingId, bookingId));
  const keptCents = snap ? commissionableShareCents(keptTotalCents, snap.base, snap.through) : keptTotalCents;
  if (row.collectedAtBooking) {
    // The fee was taken from the charge; a refund gives it back in proportion (refund_application_fee),
    // so the commission is the fee's share of what is kept, and the owed balance never moves.
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    const charged = b ? (b.depositCents ?? b.totalAmountCents) : 0;
    const fee = b?.applicationFeeCents ?? row.amountCents;
    const amountCents = charged > 0 ? Math.round((fee * Math.min(keptTotalCents, charged)) / charged) : 0;
    await tx.update(commissions).set({ baseAmountCents: keptCents, amountCents }).where(eq(commissions.id, row.id));
    return 0;
  }
  const amountCents = applyRate(keptCents, COMMISSION_RATE_BP);
  const delta = amountCents - row.amountCents;
  if (delta === 0 && row.baseAmountCents === keptCents) return 0;
  await tx.update(commissions).set({ baseAmountCents: keptCents, amountCents }).where(eq(commissions.id, row.id));
  if (delta !== 0) await addToBalance(tx, row.outfitterId, delta);
  return delta;
}
