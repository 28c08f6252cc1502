import { describe, expect, it } from "vitest";
import { decideFailedDraw, shareOf } from "@/lib/tags/outcome-engine";
import { DRAW_OUTCOMES, type DrawOutcome } from "@/lib/tags/schema";
import { createRng } from "@/seed/prng";

describe("the failed-draw outcome engine", () => {
  it("splits the charge into shares that add up exactly", () => {
    expect([1, 2, 3].map((i) => shareOf(10_000, [1, 2, 3], i))).toEqual([3333, 3333, 3334]);
    expect(shareOf(10_000, [1, 2], 5)).toBe(0);
  });

  it("property: over random parties, payments and report orders, each share is resolved exactly once and money out ≤ money in", () => {
    const rng = createRng(47);
    for (let run = 0; run < 2000; run++) {
      const party = rng.int(1, 6);
      const indexes = Array.from({ length: party }, (_, i) => i + 1);
      const charged = rng.int(0, 5_000_000);
      // Some money may already have gone back (a partial refund before the draw).
      let refunded = rng.int(0, 3) === 0 ? rng.int(0, charged) : 0;
      const moneyIn = charged;
      const outcome: DrawOutcome = DRAW_OUTCOMES[rng.int(0, DRAW_OUTCOMES.length - 1)]!;
      const resolved: number[] = [];
      let credited = 0;
      const resolvedCount = new Map<number, number>();
      // Reports arrive in any order, with duplicates (a double click, a job and a person at once).
      const reports = Array.from({ length: party * 2 }, () => indexes[rng.int(0, party - 1)]!);
      for (const idx of reports) {
        const d = decideFailedDraw(
          { chargedCents: charged, refundedCents: refunded, creditedCents: credited, hunterIndexes: indexes, resolvedIndexes: resolved },
          outcome,
          idx,
        );
        if (d.kind === "already-resolved") continue;
        resolved.push(idx);
        resolvedCount.set(idx, (resolvedCount.get(idx) ?? 0) + 1);
        if (d.kind === "refund") {
          expect(d.refundCents).toBeGreaterThanOrEqual(0);
          expect(d.refundCents).toBeLessThanOrEqual(d.shareCents);
          refunded += d.refundCents;
        }
        if (d.kind === "credit") credited += d.creditCents;
        expect(refunded + credited).toBeLessThanOrEqual(moneyIn);
      }
      for (const [, n] of resolvedCount) expect(n).toBe(1);
      expect(new Set(resolved).size).toBe(new Set(reports).size);
    }
  });

  it("a share already resolved gives nothing more", () => {
    const money = { chargedCents: 9000, refundedCents: 0, creditedCents: 0, hunterIndexes: [1, 2], resolvedIndexes: [2] };
    expect(decideFailedDraw(money, "refund", 2)).toEqual({ kind: "already-resolved", hunterIndex: 2 });
    expect(decideFailedDraw(money, "refund", 1)).toMatchObject({ kind: "refund", refundCents: 4500 });
    expect(decideFailedDraw({ ...money, refundedCents: 8000 }, "credit", 1)).toMatchObject({ kind: "credit", creditCents: 1000 });
  });
});
