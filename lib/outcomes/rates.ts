import type { SubScoreAverages } from "@/db/schema/review-outcomes";

/** Client-safe: the rate calculator and its wording, shared by the stored figures and the pages. */
export const MIN_VERIFIED_HUNTS = 3;
export const SEASONS_COUNTED = 3;
export const SUB_SCORE_LABELS = {
  hunting: "Hunting and game",
  guides: "Guides",
  camp: "Camp and food",
  accuracy: "Accuracy of the listing",
  value: "Value",
} as const satisfies Record<keyof SubScoreAverages, string>;
export type SubScoreKey = keyof typeof SUB_SCORE_LABELS;
export const SUB_SCORE_KEYS = Object.keys(SUB_SCORE_LABELS) as SubScoreKey[];

export type OutcomeRow = {
  season: number;
  tookAnimal: "yes" | "no" | "prefer_not" | null;
  shotOpportunity: "yes" | "no" | null;
  scores: Partial<Record<SubScoreKey, number | null>>;
};

export type Outcomes = {
  verifiedHunts: number;
  harvestAnswered: number;
  harvested: number;
  shotAnswered: number;
  shots: number;
  /** Whole percent, half up; null below MIN_VERIFIED_HUNTS answers. */
  harvestRatePct: number | null;
  subScores: SubScoreAverages;
  fromSeason: number;
  toSeason: number;
};

/** The last `SEASONS_COUNTED` seasons, the current one included. */
export const seasonWindow = (currentSeason: number) => ({ from: currentSeason - SEASONS_COUNTED + 1, to: currentSeason });

/** n/d as a whole percent, rounded half up, in integers (7 of 9 → 78). */
export const percentHalfUp = (n: number, d: number) => Math.floor((n * 200 + d) / (2 * d));

/** An average to one decimal, half up (4.25 → 4.3), or null without answers. */
export const averageTenths = (sum: number, n: number) => (n > 0 ? Math.floor((sum * 20 + n) / (2 * n)) / 10 : null);

/**
 * The figures from verified reviews in the window: "prefer not to say" counts as a verified hunt
 * but not in the harvest rate's n; a shot answer counts only when given.
 */
export function computeOutcomes(rows: OutcomeRow[], currentSeason: number): Outcomes {
  const { from, to } = seasonWindow(currentSeason);
  const inWindow = rows.filter((r) => r.season >= from && r.season <= to);
  const harvestAnswered = inWindow.filter((r) => r.tookAnimal === "yes" || r.tookAnimal === "no").length;
  const harvested = inWindow.filter((r) => r.tookAnimal === "yes").length;
  const shotAnswered = inWindow.filter((r) => r.shotOpportunity !== null).length;
  const shots = inWindow.filter((r) => r.shotOpportunity === "yes").length;
  const subScores = Object.fromEntries(
    SUB_SCORE_KEYS.map((k) => {
      const given = inWindow.map((r) => r.scores[k]).filter((s): s is number => typeof s === "number");
      return [
        k,
        averageTenths(
          given.reduce((a, b) => a + b, 0),
          given.length,
        ),
      ];
    }),
  ) as SubScoreAverages;
  return {
    verifiedHunts: inWindow.length,
    harvestAnswered,
    harvested,
    shotAnswered,
    shots,
    harvestRatePct: harvestAnswered >= MIN_VERIFIED_HUNTS ? percentHalfUp(harvested, harvestAnswered) : null,
    subScores,
    fromSeason: from,
    toSeason: to,
  };
}

export const NOT_ENOUGH = "Not enough verified hunts yet";

/** "Harvest: 7 of 9 verified hunters (78%) · Shot opportunity: 9 of 9", always with n; below 3, NOT_ENOUGH. */
export function outcomeLine(o: Pick<Outcomes, "harvestAnswered" | "harvested" | "shotAnswered" | "shots" | "harvestRatePct">): string {
  if (o.harvestRatePct === null || o.harvestAnswered < MIN_VERIFIED_HUNTS) return NOT_ENOUGH;
  const harvest = `Harvest: ${o.harvested} of ${o.harvestAnswered} verified hunters (${o.harvestRatePct}%)`;
  return o.shotAnswered > 0 ? `${harvest} · Shot opportunity: ${o.shots} of ${o.shotAnswered}` : harvest;
}
