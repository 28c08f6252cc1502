import type { DbOrTx } from "@/db";
import { huntPricing, type hunts } from "@/db/schema";
import { allInFromCents, licenceIncluded } from "@/lib/money/price-lines/calculate";
import { demoFeesOf } from "./data/hunt-fees";

/** Fee structures on the demo hunts (plains game, Western elk, bird hunts, licence-included hunts). */
export async function seedHuntFees(tx: DbOrTx, rows: (typeof hunts.$inferSelect)[]) {
  const values = rows.flatMap((h) => {
    const fees = demoFeesOf(h);
    if (!fees) return [];
    const priced = { priceCents: h.priceCents, durationDays: h.durationDays, depositPercent: h.depositPercent, fees };
    return [
      {
        huntId: h.id,
        fees,
        allInFromCents: allInFromCents(priced),
        licenceIncluded: licenceIncluded(fees),
        hasTrophyFees: fees.trophyFees.length > 0,
      },
    ];
  });
  if (values.length) await tx.insert(huntPricing).values(values);
}
