import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/index";
import { EMPTY_FEES, type HuntFees } from "../../lib/money/price-lines/types";

/**
 * Fee structures for the bench's generated hunts (issue 46), so the all-in order and filters
 * read values unlike the price: one hunt in three has a required $350 add-on per person and a
 * $959 non-resident licence the hunter buys (all-in = price + 1,309.00), one in five has its
 * licence included, one in four lists trophy fees. Only hunts without a row yet; the
 * hunt_pricing trigger copies the figures onto hunts, as a hunt save does.
 */
export async function addBenchFees(db: DbOrTx) {
  const licensed: HuntFees = {
    ...EMPTY_FEES,
    addOns: [{ name: "Meat processing", priceCents: 35000, unit: "per_person", required: true }],
    licences: [{ name: "Licence", obtainedBy: "hunter", residentCents: 6000, nonResidentCents: 95900, agencyUrl: null }],
  };
  const included: HuntFees = {
    ...EMPTY_FEES,
    licences: [{ name: "Licence", obtainedBy: "included", residentCents: 0, nonResidentCents: 0, agencyUrl: null }],
  };
  const trophy = { species: "Trophy", woundedLostCounts: true, fixedCents: 150000, tiers: [], scoreUnit: null };
  await db.execute(sql`
    INSERT INTO hunt_pricing (hunt_id, fees, all_in_from_cents, licence_included, has_trophy_fees)
    SELECT h.id,
           (CASE WHEN h.id % 3 = 0 THEN ${JSON.stringify(licensed)}::jsonb WHEN h.id % 5 = 0 THEN ${JSON.stringify(included)}::jsonb
                 ELSE ${JSON.stringify(EMPTY_FEES)}::jsonb END)
             || (CASE WHEN h.id % 4 = 0 THEN jsonb_build_object('trophyFees', jsonb_build_array(${JSON.stringify(trophy)}::jsonb)) ELSE '{}'::jsonb END),
           h.price_cents + CASE WHEN h.id % 3 = 0 THEN 35000 + 95900 ELSE 0 END,
           h.id % 3 <> 0 AND h.id % 5 = 0,
           h.id % 4 = 0
      FROM hunts h
     WHERE NOT EXISTS (SELECT 1 FROM hunt_pricing p WHERE p.hunt_id = h.id)`);
}
