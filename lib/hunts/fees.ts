import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { huntPricing, huntTags } from "@/db/schema";
import { todayIn } from "@/lib/departures/dates";
import { applicationFeeOfRow } from "@/lib/tags/application-fee";
import { allInFromCents, licenceIncluded, type PricedHunt } from "@/lib/money/price-lines/calculate";
import { EMPTY_FEES, type HuntFees } from "@/lib/money/price-lines/types";
import type { HuntRow } from "./present";

type PriceColumns = Pick<HuntRow, "id" | "priceCents" | "durationDays" | "depositPercent" | "timeZone">;

export const pricedHunt = (row: Omit<PriceColumns, "id" | "timeZone">, fees: HuntFees): PricedHunt => ({
  priceCents: row.priceCents,
  durationDays: row.durationDays,
  depositPercent: row.depositPercent,
  fees,
});

export async function feesOfHunt(tx: DbOrTx, huntId: number): Promise<HuntFees> {
  const [row] = await tx.select({ fees: huntPricing.fees }).from(huntPricing).where(eq(huntPricing.huntId, huntId));
  return row?.fees ?? EMPTY_FEES;
}

export async function feesOfHunts(tx: DbOrTx, huntIds: number[]): Promise<Map<number, HuntFees>> {
  if (huntIds.length === 0) return new Map();
  const rows = await tx
    .select({ huntId: huntPricing.huntId, fees: huntPricing.fees })
    .from(huntPricing)
    .where(inArray(huntPricing.huntId, huntIds));
  return new Map(rows.map((r) => [r.huntId, r.fees]));
}

/**
 * Writes the fees (null: keep the stored ones) and, on every save, the derived all-in-from and
 * search flags, since a price or duration change moves them too. Runs in the hunt's transaction.
 */
export async function saveHuntFees(tx: DbOrTx, row: PriceColumns, next: HuntFees | null, now = new Date()): Promise<HuntFees> {
  const fees = next ?? (await feesOfHunt(tx, row.id));
  // A draw the outfitter applies for adds its fee to "from $X all-in" until the results are out, in
  // the hunt's calendar (the tag row is written first; lib/tags/draw-fee-expiry.ts drops it then).
  const [tag] = await tx.select().from(huntTags).where(eq(huntTags.huntId, row.id));
  const applicationFeeCents = applicationFeeOfRow(tag, todayIn(row.timeZone, now)) ?? 0;
  const derived = {
    fees,
    allInFromCents: allInFromCents({ ...pricedHunt(row, fees), applicationFeeCents }),
    licenceIncluded: licenceIncluded(fees),
    hasTrophyFees: fees.trophyFees.length > 0,
    applicationFeeCents,
  };
  await tx
    .insert(huntPricing)
    .values({ huntId: row.id, ...derived })
    .onConflictDoUpdate({ target: huntPricing.huntId, set: derived });
  return fees;
}
