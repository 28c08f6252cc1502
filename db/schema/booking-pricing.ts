import { check, integer, jsonb, pgTable } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { PriceLine } from "../../lib/money/price-lines/types";
import { createdAt } from "./columns";
import { bookings } from "./bookings";

/**
 * The priced lines of a booking as computed when it was made (lib/money/price-lines): a later
 * edit of the hunt never changes them. Never updated. No row: a booking from before price lines
 * (price × party).
 */
export const bookingPriceSnapshots = pgTable(
  "booking_price_snapshots",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    hunters: integer("hunters").notNull(),
    observers: integer("observers").notNull().default(0),
    lines: jsonb("lines").$type<PriceLine[]>().notNull(),
    throughRidgelineCents: integer("through_ridgeline_cents").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    agencyCents: integer("agency_cents").notNull(),
    onHarvestCents: integer("on_harvest_cents").notNull(),
    allInCents: integer("all_in_cents").notNull(),
    /** Places and add-ons: the base of the 10% commission. */
    commissionBaseCents: integer("commission_base_cents").notNull(),
    commissionCents: integer("commission_cents").notNull(),
    /** Failed-draw credit with this outfitter spent on the deposit (the card is charged that much less; not commissioned again). */
    tagCreditCents: integer("tag_credit_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check("booking_price_snapshots_party_check", sql`${t.hunters} >= 1 and ${t.observers} >= 0`)],
);
