import { boolean, integer, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An outfitter's reliability in the open (issue 49), stored so pages never compute it per request:
 * the share of booking requests and hunters' first messages answered within 24 hours over 90 days,
 * the median first-response time, and the share of accepted bookings (12 months) the outfitter
 * cancelled. Written in the transaction of the change (an answer, a cancellation, an outfitter's
 * reply) and refreshed hourly by a job as the windows move (lib/reliability/figures.ts).
 */
export const outfitterReliability = pgTable("outfitter_reliability", {
  outfitterId: integer("outfitter_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  responseItems: integer("response_items").notNull(),
  answeredWithin24h: integer("answered_within_24h").notNull(),
  responseRatePct: smallint("response_rate_pct"),
  medianResponseMinutes: integer("median_response_minutes"),
  acceptedBookings: integer("accepted_bookings").notNull(),
  outfitterCancellations: integer("outfitter_cancellations").notNull(),
  /** Basis points (5% = 500); null without accepted bookings. */
  cancellationShareBp: integer("cancellation_share_bp"),
  penalized: boolean("penalized").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
});
