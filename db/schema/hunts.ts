import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { discountType, huntDifficulty } from "./enums";
import { users } from "./users";

export const hunts = pgTable(
  "hunts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    outfitterId: integer("outfitter_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Lower-cased species names; searched with the GIN index (`species @> ARRAY[...]`). */
    species: text("species").array().notNull().default(sql`'{}'::text[]`),
    location: text("location").notNull(),
    /** The price actually charged, after any discount. */
    priceCents: integer("price_cents").notNull(),
    /** The price before discount; null when not discounted. */
    originalPriceCents: integer("original_price_cents"),
    isDiscounted: boolean("is_discounted").notNull().default(false),
    discountType: discountType("discount_type"),
    /** Cents for an amount discount, basis points for a percentage (15% = 1500). */
    discountValue: integer("discount_value"),
    durationDays: integer("duration_days").notNull(),
    groupSize: integer("group_size").notNull(),
    difficulty: huntDifficulty("difficulty"),
    dates: text("dates").notNull(),
    availability: integer("availability").notNull(),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    video: text("video"),
    isActive: boolean("is_active").notNull().default(true),
    featured: boolean("featured").notNull().default(false),
    /**
     * Where the hunt sorts in public search: 0 hidden (hunt inactive, or its outfitter not an
     * approved active outfitter), 1 listed, 2 listed by a top-tier outfitter. Maintained by database
     * triggers on hunts and users (drizzle/0003); never written by application code.
     */
    searchRank: smallint("search_rank").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hunts_outfitter_idx").on(t.outfitterId),
    index("hunts_species_gin").using("gin", t.species),
    index("hunts_active_price_idx").on(t.isActive, t.priceCents, t.id),
    index("hunts_active_id_idx").on(t.isActive, t.id),
    index("hunts_featured_idx").on(t.featured, t.isActive),
    index("hunts_search_rank_id_idx").on(t.searchRank, t.id),
  ],
);
