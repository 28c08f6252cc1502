import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { huntDepartures, hunts } from "./hunts";
import { users } from "./users";

/**
 * A hunter's saved search (issue 50). `query` is the search's URL query as saved (shown and linked
 * back); the columns after it are the same filters in the shape the alert run matches on, so one
 * statement joins each change to the searches it can satisfy (lib/saved-searches/match.ts).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** "/browse-hunts" or "/advanced-search": where the search is opened again. */
    path: text("path").notNull(),
    query: text("query").notNull(),
    frequency: text("frequency", { enum: ["instant", "daily", "weekly"] }).notNull(),
    alertsOn: boolean("alerts_on").notNull().default(true),
    /** Changes up to this time have been looked at for this search. */
    checkedThrough: timestamp("checked_through", { withTimezone: true }).notNull().defaultNow(),
    lastAlertedAt: timestamp("last_alerted_at", { withTimezone: true }),
    speciesTerms: text("species_terms").array(),
    locationPattern: text("location_pattern"),
    datesPattern: text("dates_pattern"),
    outfitterId: integer("outfitter_id"),
    priceMin: integer("price_min"),
    priceMax: integer("price_max"),
    durationMin: integer("duration_min"),
    durationMax: integer("duration_max"),
    requiredTags: text("required_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weaponTags: text("weapon_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hasTrip: boolean("has_trip").notNull().default(false),
    tripFrom: date("trip_from", { mode: "string" }),
    tripTo: date("trip_to", { mode: "string" }),
    partySize: integer("party_size"),
    /** maxAllIn, "Licence included", "No trophy fees" (issue 46), on hunts' all-in columns. */
    allInMax: integer("all_in_max"),
    licenceIncluded: boolean("licence_included").notNull().default(false),
    noTrophyFees: boolean("no_trophy_fees").notNull().default(false),
    /** The "Deals" filter: only hunts with a live last-minute deal (lib/departures/deals.ts). */
    dealsOnly: boolean("deals_only").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_searches_hunter_idx").on(t.hunterId, t.createdAt),
    // The run's keys: a change finds the searches of its species, or of its outfitter, through these.
    index("saved_searches_species_gin")
      .using("gin", t.speciesTerms)
      .where(sql`alerts_on`),
    index("saved_searches_outfitter_idx")
      .on(t.outfitterId)
      .where(sql`alerts_on and species_terms is null`),
    index("saved_searches_unkeyed_idx")
      .on(t.frequency)
      .where(sql`alerts_on and species_terms is null and outfitter_id is null`),
    check("saved_searches_name_check", sql`length(${t.name}) between 1 and 80`),
  ],
);

/** One alert e-mail per saved search per period: the unique key is the digest cap. */
export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    huntIds: integer("hunt_ids").array().notNull(),
    departureIds: integer("departure_ids").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("saved_search_alerts_period_key").on(t.savedSearchId, t.period)],
);

/** Addresses a provider reported as bounced: no alert goes to them. */
export const emailBounces = pgTable("email_bounces", {
  email: text("email").primaryKey(),
  reason: text("reason"),
  bouncedAt: timestamp("bounced_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A hunter waiting for spots on a full departure (issue 50), first come first served. An offer
 * holds its party's spots (taken out of the departure's spots_left) until offer_expires_at; the
 * booking flow consumes it, the expiry job passes it to the next in line.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    departureId: integer("departure_id")
      .notNull()
      .references(() => huntDepartures.id, { onDelete: "cascade" }),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partySize: integer("party_size").notNull(),
    status: text("status", { enum: ["waiting", "offered", "booked", "expired", "left"] })
      .notNull()
      .default("waiting"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live entry per hunter and departure: joining twice finds the first.
    uniqueIndex("waitlist_entries_live_key")
      .on(t.departureId, t.hunterId)
      .where(sql`status in ('waiting', 'offered')`),
    index("waitlist_entries_queue_idx")
      .on(t.departureId, t.createdAt, t.id)
      .where(sql`status = 'waiting'`),
    index("waitlist_entries_hunter_idx").on(t.hunterId, t.createdAt),
    check("waitlist_entries_party_check", sql`${t.partySize} between 1 and 1000`),
  ],
);

/**
 * A hunt's price going down or a discount starting (issue 50), written by the hunts_price_drop_au
 * trigger whatever path changed the price; the price-drop alert reads the ones since its last look.
 */
export const huntPriceDrops = pgTable(
  "hunt_price_drops",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    oldPriceCents: integer("old_price_cents").notNull(),
    newPriceCents: integer("new_price_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("hunt_price_drops_created_idx").on(t.createdAt), index("hunt_price_drops_hunt_idx").on(t.huntId)],
);

/** One price-drop e-mail per hunter per day: the unique key is the cap. */
export const priceDropAlerts = pgTable(
  "price_drop_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    huntIds: integer("hunt_ids").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("price_drop_alerts_period_key").on(t.hunterId, t.period)],
);
