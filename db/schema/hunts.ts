import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { cancellationPolicy, discountType, huntDifficulty } from "./enums";
import { users } from "./users";

export const hunts = pgTable(
  "hunts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Lower-cased species names; searched with the GIN index (`species @> ARRAY[...]`). */
    species: text("species")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text("location").notNull(),
    /**
     * The IANA time zone whose calendar day the hunt's dates are in ("today" for booking, refunds,
     * season's end), read from the location by the SQL function location_time_zone (drizzle/0032).
     */
    timeZone: text("time_zone")
      .generatedAlwaysAs(sql`location_time_zone(location)`)
      .notNull(),
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
    /** Display text (spec 001 §3): a summary of the departures unless the outfitter wrote their own. */
    dates: text("dates").notNull(),
    /**
     * The free spots of the hunt's departures that have not started yet. Kept by database triggers
     * on hunt_departures (hunts_refresh_calendar) and the daily rollover (lib/departures/rollover.ts); never
     * written by application code.
     */
    availability: integer("availability").notNull(),
    /** The earliest departure that can be booked: not started, a free spot (null: none). Kept by the hunt_departures triggers. */
    nextDepartureOn: date("next_departure_on", { mode: "string" }),
    /** The latest departure's start date (null: no departures, "dates on request"). Trigger-kept. */
    lastDepartureOn: date("last_departure_on", { mode: "string" }),
    /**
     * The outfitter's rating (average of approved outfitter reviews × 100, null without any), for
     * sort=rating. Kept by triggers on hunts and outfitter_reviews (hunts_outfitter_rating_biu, outfitter_reviews_rating_aiud); never written by
     * application code.
     */
    outfitterRating: smallint("outfitter_rating"),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    video: text("video"),
    /** What a hunter who cancels gets back (lib/money/refunds/cancellation-policies.ts); Flexible unless chosen. */
    cancellationPolicy: cancellationPolicy("cancellation_policy").notNull().default("flexible"),
    /** The share of the total a hunter pays by card when booking: 25, 50, 75 or 100; the rest is paid to the outfitter. */
    depositPercent: smallint("deposit_percent").notNull().default(100),
    /** Null: the balance is paid to the outfitter directly; else Ridgeline charges the saved card this many days before the start. */
    balanceCollectionDays: smallint("balance_collection_days"),
    isActive: boolean("is_active").notNull().default(true),
    featured: boolean("featured").notNull().default(false),
    /**
     * Set when the outfitter deletes a hunt that has bookings, claims, reviews or reports: the row
     * stays (inactive) so that history keeps its hunt; it is gone from every list and page.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * Where the hunt sorts in public search: 0 hidden (hunt inactive, or its outfitter not an
     * approved active outfitter); listed, 2 × level + verified (level 1 penalized, 2 listed, 3
     * top-tier), plus 6 when the hunt can be booked (not sold out), so 8–13 bookable, 2–7 sold out. Maintained by database
     * triggers on hunts and users (hunts_search_fields_biu, users_search_rank_au); never written by application code.
     */
    searchRank: smallint("search_rank").notNull().default(0),
    /**
     * Derived search facets, e.g. {season:fall, weapon:rifle, difficulty:moderate}, read from the
     * dates, title, description and difficulty by the hunts_search_fields_biu trigger (hunt_search_tags), so the season, weapon
     * and difficulty filters are one GIN lookup instead of a text scan.
     */
    searchTags: text("search_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The location and title lower-cased, as the location search compares them, for the listing
     * key (hunts_listed_key_idx): lower() is the dearest part of checking an entry, so the key keeps its
     * result. Generated by the database; never written.
     */
    locationLower: text("location_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(location)`),
    titleLower: text("title_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    /**
     * What the search box matches, lower-cased: title, location, species and the outfitter's name
     * (at most 1,000 characters). Each word typed must be in it (lib/hunts/search-words.ts). Kept by
     * the hunts_search_fields_biu trigger (and users_search_rank_au for the name); never written by
     * application code.
     */
    searchText: text("search_text").notNull().default(""),
    /**
     * The card's "from $X all-in" (hunt_pricing.all_in_from_cents; the price when the hunt has no
     * fee structure) and two of its flags, copied here for search (maxAllIn, sort=all_in_asc,
     * "Licence included", "No trophy fees"). Kept by triggers on hunts and hunt_pricing
     * (hunts_all_in_biu, hunt_pricing_all_in_aiu); never written by application code.
     */
    allInFromCents: integer("all_in_from_cents"),
    licenceIncluded: boolean("licence_included").notNull().default(false),
    hasTrophyFees: boolean("has_trophy_fees").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("hunts_deposit_percent_check", sql`${t.depositPercent} in (25, 50, 75, 100)`),
    check("hunts_balance_collection_days_check", sql`${t.balanceCollectionDays} in (30, 60, 90, 120, 180)`),
    index("hunts_outfitter_idx").on(t.outfitterId),
    index("hunts_species_gin").using("gin", t.species),
    index("hunts_active_price_idx").on(t.isActive, t.priceCents, t.id),
    index("hunts_active_id_idx").on(t.isActive, t.id),
    index("hunts_featured_idx").on(t.featured, t.isActive),
    index("hunts_search_rank_id_idx").on(t.searchRank, t.id),
    index("hunts_outfitter_rank_idx").on(t.outfitterId, t.searchRank, t.id),
    index("hunts_search_tags_gin").using("gin", t.searchTags),
    index("hunts_duration_idx").on(t.durationDays),
    index("hunts_next_departure_idx").on(t.nextDepartureOn),
    // sort=all_in_asc and maxAllIn: an ordered walk over listed hunts, like hunts_listed_price_idx.
    index("hunts_listed_all_in_idx")
      .on(t.allInFromCents, t.id)
      .where(sql`${t.searchRank} > 0`),
    // "Licence included" and "No trophy fees" (issue 46): the matching listed hunts from the index alone
    // (is_active in the predicate, so no heap fetch), then the top of the listing order sorted.
    index("hunts_listed_whole_price_idx")
      .on(t.licenceIncluded, t.hasTrophyFees, t.searchRank, t.id)
      .where(sql`${t.isActive} AND ${t.searchRank} > 0`),
    index("hunts_listed_last_departure_idx")
      .on(t.lastDepartureOn)
      .where(sql`${t.searchRank} > 0`),
  ],
);

/**
 * When a hunt happens: each departure is a trip from start to end date (plain calendar dates, no
 * time zone) with a number of spots. A booking takes `party_size` of `spots_left` with one
 * conditional update, so no departure is ever oversold; the hunt's availability is derived.
 */
export const huntDepartures = pgTable(
  "hunt_departures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    spots: integer("spots").notNull(),
    spotsLeft: integer("spots_left").notNull(),
    /**
     * A last-minute deal (issue 50): the discount in basis points (20% = 2000), set by the outfitter
     * on a departure starting within 60 days (lib/departures/deals.ts); it ends when the departure starts.
     */
    dealDiscountBp: integer("deal_discount_bp"),
    /** When the deal was marked (or its discount changed): the saved-search alert run's change time. */
    dealMarkedAt: timestamp("deal_marked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hunt_departures_hunt_start_idx").on(t.huntId, t.startDate),
    // The alert run's changes (deals marked since a search's last look) and the Deals filter read few rows through this.
    index("hunt_departures_deal_idx")
      .on(t.dealMarkedAt)
      .where(sql`deal_discount_bp is not null`),
    // A date-range search that starts from the departures (few in the range) reads this.
    index("hunt_departures_start_idx").on(t.startDate, t.huntId),
    check("hunt_departures_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("hunt_departures_spots_check", sql`${t.spots} >= 1 and ${t.spotsLeft} >= 0 and ${t.spotsLeft} <= ${t.spots}`),
    check(
      "hunt_departures_deal_check",
      sql`(${t.dealDiscountBp} is null and ${t.dealMarkedAt} is null) or (${t.dealDiscountBp} between 1 and 9999 and ${t.dealMarkedAt} is not null)`,
    ),
  ],
);

/**
 * One row per species of each listed hunt, in listing order (search_rank, id): a species search
 * reads its first page straight from this primary key instead of filtering the whole listing.
 * Kept by the hunts_species_ai and hunts_species_au triggers; never written by application code.
 */
export const huntSpecies = pgTable(
  "hunt_species",
  {
    species: text("species").notNull(),
    searchRank: smallint("search_rank").notNull(),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    // Copies of the hunt's index-side filters, carried in the primary key (INCLUDE)
    // so a species search filters them while it walks the key, before touching a hunt row.
    priceCents: integer("price_cents").notNull().default(0),
    durationDays: integer("duration_days").notNull().default(0),
    searchTags: text("search_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // And the columns the location and outfitter filters read, lower-cased as they compare,
    // also in the key's INCLUDE: a species search thinned by them reads a hunt row only for a match. The dates
    // text (up to 500 characters) stays on the hunt row: the key's entries must stay small.
    outfitterId: integer("outfitter_id").notNull().default(0),
    locationLower: text("location_lower").notNull().default(""),
    titleLower: text("title_lower").notNull().default(""),
    // The hunt's search_text, for the search box's words on the key.
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.species, t.searchRank, t.huntId] }), index("hunt_species_hunt_idx").on(t.huntId)],
);
