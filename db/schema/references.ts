import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt } from "./columns";
import { bookings } from "./bookings";
import { users } from "./users";

/**
 * A past client who agreed to be a reference for an outfitter (issue 49): a hunter with a completed
 * booking opts in, and opts out in one click (opted_out_at). Visitors see only how many there are;
 * a contact is relayed through messaging to the one picked by rotation (the longest since contacted).
 */
export const outfitterReferences = pgTable(
  "outfitter_references",
  {
    id: serial("id").primaryKey(),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The completed booking that made the hunter a past client. */
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    optedInAt: timestamp("opted_in_at", { withTimezone: true }).notNull().defaultNow(),
    optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
    /** The rotation: the next contact goes to the available reference contacted longest ago (never first). */
    lastContactedAt: timestamp("last_contacted_at", { withTimezone: true }),
    contactCount: integer("contact_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("outfitter_references_pair_key").on(t.outfitterId, t.hunterId),
    index("outfitter_references_rotation_idx")
      .on(t.outfitterId, t.lastContactedAt)
      .where(sql`${t.optedOutAt} is null`),
  ],
);

/** One visitor's message relayed to a reference: the daily limit counts these, and the reference stays anonymous until it answers. */
export const referenceContacts = pgTable(
  "reference_contacts",
  {
    id: serial("id").primaryKey(),
    referenceId: integer("reference_id")
      .notNull()
      .references(() => outfitterReferences.id, { onDelete: "cascade" }),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    visitorId: integer("visitor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referenceHunterId: integer("reference_hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reference_contacts_visitor_idx").on(t.visitorId, t.createdAt),
    index("reference_contacts_pair_idx").on(t.referenceHunterId, t.visitorId),
  ],
);
