import { describe, expect, it } from "vitest";
import {
  averageTenths,
  computeOutcomes,
  NOT_ENOUGH,
  outcomeLine,
  percentHalfUp,
  seasonWindow,
  type OutcomeRow,
} from "@/lib/outcomes/rates";

const row = (over: Partial<OutcomeRow> = {}): OutcomeRow => ({
  season: 2026,
  tookAnimal: "yes",
  shotOpportunity: "yes",
  scores: {},
  ...over,
});

describe("the outcome rate calculator", () => {
  it("counts the last 3 seasons, the current one included", () => {
    expect(seasonWindow(2026)).toEqual({ from: 2024, to: 2026 });
    const rows = [row({ season: 2023 }), row({ season: 2024 }), row({ season: 2025 }), row({ season: 2026 }), row({ season: 2027 })];
    const o = computeOutcomes(rows, 2026);
    expect(o.verifiedHunts).toBe(3);
    expect([o.fromSeason, o.toSeason]).toEqual([2024, 2026]);
  });

  it("gives no rate below 3 answers, and one from exactly 3", () => {
    const two = computeOutcomes([row(), row({ tookAnimal: "no" })], 2026);
    expect(two.harvestRatePct).toBeNull();
    expect(outcomeLine(two)).toBe(NOT_ENOUGH);
    const three = computeOutcomes([row(), row({ tookAnimal: "no" }), row({ tookAnimal: "no" })], 2026);
    expect(three.harvestRatePct).toBe(33);
  });

  it("leaves 'prefer not to say' out of the harvest n but counts it as a verified hunt", () => {
    const o = computeOutcomes([row(), row(), row({ tookAnimal: "prefer_not" }), row({ tookAnimal: "no", shotOpportunity: null })], 2026);
    expect(o).toMatchObject({ verifiedHunts: 4, harvestAnswered: 3, harvested: 2, shotAnswered: 3, shots: 3, harvestRatePct: 67 });
    // A prefer-not-to-say answer does not lift a hunt over the threshold.
    expect(computeOutcomes([row(), row(), row({ tookAnimal: "prefer_not" })], 2026).harvestRatePct).toBeNull();
  });

  it("rounds half up in whole integers", () => {
    expect(percentHalfUp(7, 9)).toBe(78);
    expect(percentHalfUp(1, 8)).toBe(13); // 12.5
    expect(percentHalfUp(1, 3)).toBe(33);
    expect(percentHalfUp(2, 3)).toBe(67);
    expect(percentHalfUp(0, 5)).toBe(0);
    expect(percentHalfUp(5, 5)).toBe(100);
    expect(averageTenths(17, 4)).toBe(4.3); // 4.25
    expect(averageTenths(0, 0)).toBeNull();
  });

  it("says the issue's line, with n", () => {
    const rows = [...Array(7)].map(() => row()).concat([row({ tookAnimal: "no" }), row({ tookAnimal: "no" })]);
    expect(outcomeLine(computeOutcomes(rows, 2026))).toBe("Harvest: 7 of 9 verified hunters (78%) · Shot opportunity: 9 of 9");
  });

  it("averages each sub-score over the reviews that gave it", () => {
    const o = computeOutcomes([row({ scores: { guides: 5, camp: 3 } }), row({ scores: { guides: 4 } }), row()], 2026);
    expect(o.subScores).toEqual({ hunting: null, guides: 4.5, camp: 3, accuracy: null, value: null });
  });
});
