import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { huntReviews } from "./social";
import { users } from "./users";

export const HARVEST_ANSWERS = ["yes", "no", "prefer_not"] as const;
export const SHOT_ANSWERS = ["yes", "no"] as const;
export const SUB_SCORES = ["hunting", "guides", "camp", "accuracy", "value"] as const;

const score = (name: string) => smallint(name);

/**
 * What a hunt review says beyond its stars (issue 49): sub-scores 1–5, whether the hunter took an
 * animal and had a shot, the species taken. `verified` is fixed when the review is written: tied to
 * a booking whose departure had ended (or was completed) or to an accepted booking claim. Reviews
 * from before this table have no row and keep working as they were.
 */
export const huntReviewOutcomes = pgTable(
  "hunt_review_outcomes",
  {
    reviewId: integer("review_id")
      .primaryKey()
      .references(() => huntReviews.id, { onDelete: "cascade" }),
    huntingScore: score("hunting_score"),
    guidesScore: score("guides_score"),
    campScore: score("camp_score"),
    accuracyScore: score("accuracy_score"),
    valueScore: score("value_score"),
    tookAnimal: text("took_animal", { enum: HARVEST_ANSWERS }),
    shotOpportunity: text("shot_opportunity", { enum: SHOT_ANSWERS }),
    speciesTaken: text("species_taken")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    verified: boolean("verified").notNull().default(false),
    /** The hunting season (calendar year of the trip's start) the figures' 3-season window counts. */
    season: integer("season").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hunt_review_outcomes_season_idx").on(t.verified, t.season),
    check(
      "hunt_review_outcomes_scores",
      sql`coalesce(${t.huntingScore}, 1) between 1 and 5 and coalesce(${t.guidesScore}, 1) between 1 and 5 and coalesce(${t.campScore}, 1) between 1 and 5 and coalesce(${t.accuracyScore}, 1) between 1 and 5 and coalesce(${t.valueScore}, 1) between 1 and 5`,
    ),
  ],
);

export type SubScoreAverages = Record<(typeof SUB_SCORES)[number], number | null>;

/**
 * Outcome figures per hunt and per outfitter over the last 3 seasons, from approved verified
 * reviews only; written in the moderation's transaction and refreshed daily by a job (the window
 * moves), never computed per request. `harvestRatePct` is null below 3 answers.
 */
export const outcomeFigures = pgTable(
  "outcome_figures",
  {
    subject: text("subject", { enum: ["hunt", "outfitter"] }).notNull(),
    subjectId: integer("subject_id").notNull(),
    verifiedHunts: integer("verified_hunts").notNull(),
    harvestAnswered: integer("harvest_answered").notNull(),
    harvested: integer("harvested").notNull(),
    shotAnswered: integer("shot_answered").notNull(),
    shots: integer("shots").notNull(),
    harvestRatePct: smallint("harvest_rate_pct"),
    subScores: jsonb("sub_scores").$type<SubScoreAverages>().notNull(),
    fromSeason: integer("from_season").notNull(),
    toSeason: integer("to_season").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.subjectId] }), index("outcome_figures_rate_idx").on(t.subject, t.harvestRatePct)],
);

/** The outfitter's own stated success rate, shown apart as "Outfitter's figure", never mixed with verified ones. */
export const outfitterStatedFigures = pgTable("outfitter_stated_figures", {
  outfitterId: integer("outfitter_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  harvestRatePct: smallint("harvest_rate_pct").notNull(),
  updatedAt: updatedAt(),
});
