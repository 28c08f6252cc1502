import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { bookings } from "./bookings";
import { hunts } from "./hunts";
import { failedDrawOutcome, huntTagType } from "./tag-enums";

/**
 * What tag or licence a hunt needs (1:1 with hunts; no row: the outfitter has not said). The draw
 * columns are set only for `draw`; CHECKs keep a draw complete and its dates in order.
 */
export const huntTags = pgTable(
  "hunt_tags",
  {
    huntId: integer("hunt_id")
      .primaryKey()
      .references(() => hunts.id, { onDelete: "cascade" }),
    tagType: huntTagType("tag_type").notNull(),
    /** State or province that runs the draw ("Colorado", "Alberta"). */
    region: text("region"),
    unitCode: text("unit_code"),
    applicationOpensOn: date("application_opens_on", { mode: "string" }),
    applicationClosesOn: date("application_closes_on", { mode: "string" }),
    resultsOn: date("results_on", { mode: "string" }),
    whoMayApply: text("who_may_apply"),
    pointsNote: text("points_note"),
    /** The outfitter's own figure, shown as such with its source. */
    oddsText: text("odds_text"),
    oddsSourceUrl: text("odds_source_url"),
    outfitterApplies: boolean("outfitter_applies").notNull().default(false),
    applicationFeeCents: integer("application_fee_cents"),
    failedDrawOutcome: failedDrawOutcome("failed_draw_outcome"),
    /** For `switch`: an over-the-counter hunt of the same outfitter. */
    alternativeHuntId: integer("alternative_hunt_id").references(() => hunts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hunt_tags_type_idx").on(t.tagType, t.huntId),
    check(
      "hunt_tags_draw_complete",
      sql`${t.tagType} <> 'draw' or (${t.region} is not null and ${t.applicationOpensOn} is not null and ${t.applicationClosesOn} is not null and ${t.resultsOn} is not null and ${t.failedDrawOutcome} is not null)`,
    ),
    check(
      "hunt_tags_dates_order",
      sql`(${t.applicationOpensOn} is null or ${t.applicationClosesOn} is null or ${t.applicationOpensOn} <= ${t.applicationClosesOn}) and (${t.resultsOn} is null or ${t.applicationClosesOn} is null or ${t.resultsOn} >= ${t.applicationClosesOn})`,
    ),
    check("hunt_tags_fee_check", sql`${t.applicationFeeCents} is null or ${t.applicationFeeCents} >= 0`),
  ],
);

/** The failed-draw outcome the hunter accepted at booking: a snapshot later hunt edits never change. */
export const bookingDrawTerms = pgTable("booking_draw_terms", {
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  outcome: failedDrawOutcome("outcome").notNull(),
  alternativeHuntId: integer("alternative_hunt_id").references(() => hunts.id, { onDelete: "set null" }),
  resultsOn: date("results_on", { mode: "string" }).notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }).defaultNow().notNull(),
  /** The hunter's one-click stop of this booking's deadline reminders. */
  remindersStoppedAt: timestamp("reminders_stopped_at", { withTimezone: true }),
});
