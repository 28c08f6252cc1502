import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable } from "drizzle-orm/pg-core";
import type { HuntFees } from "../../lib/money/price-lines/types";
import { updatedAt } from "./columns";
import { hunts } from "./hunts";

/**
 * A hunt's fee structure beyond its price per hunter (observers, what's included, trophy fees,
 * licences, add-ons, tax, gratuity), validated by lib/hunts/fees-schema.ts. No row: no extra fees.
 * The derived columns are written with it on every hunt save, for cards and search.
 */
export const huntPricing = pgTable(
  "hunt_pricing",
  {
    huntId: integer("hunt_id")
      .primaryKey()
      .references(() => hunts.id, { onDelete: "cascade" }),
    fees: jsonb("fees").$type<HuntFees>().notNull(),
    /** One non-resident hunter, required add-ons, tax and licences not included; no trophy (lib/money/price-lines). */
    allInFromCents: integer("all_in_from_cents").notNull(),
    licenceIncluded: boolean("licence_included").notNull().default(false),
    hasTrophyFees: boolean("has_trophy_fees").notNull().default(false),
    /**
     * The draw application fee counted in all_in_from_cents (lib/tags/application-fee.ts): 0 once the
     * draw's results are out, when the hourly tags.draw-fee-expiry job takes it out (and on any save).
     */
    applicationFeeCents: integer("application_fee_cents").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("hunt_pricing_all_in_check", sql`${t.allInFromCents} >= 0`),
    index("hunt_pricing_all_in_idx").on(t.allInFromCents, t.huntId),
    // The expiry job's candidates: only rows still carrying a fee.
    index("hunt_pricing_application_fee_idx")
      .on(t.huntId)
      .where(sql`${t.applicationFeeCents} > 0`),
  ],
);
