import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { creditCoverCents, MIN_CARD_CHARGE_CENTS, planCreditSpend } from "@/lib/tags/credit-spend";

const credits = fc.array(fc.record({ id: fc.integer({ min: 1, max: 1_000_000 }), leftCents: fc.integer({ min: 0, max: 2_000_000 }) }), {
  maxLength: 6,
});

describe("spending failed-draw credits at checkout (properties)", () => {
  it("never spends more than a credit has left nor more than the charge less the card's minimum; spends what it can", () => {
    fc.assert(
      fc.property(credits, fc.integer({ min: 0, max: 5_000_000 }), (list, charge) => {
        const unique = list.map((c, i) => ({ ...c, id: i + 1 }));
        const plan = planCreditSpend(unique, charge);
        const available = unique.reduce((s, c) => s + c.leftCents, 0);
        expect(plan.totalCents).toBe(plan.spends.reduce((s, x) => s + x.cents, 0));
        expect(plan.totalCents).toBe(creditCoverCents(available, charge));
        expect(plan.totalCents).toBe(Math.max(0, Math.min(available, charge - MIN_CARD_CHARGE_CENTS)));
        // The card still pays its minimum whenever there is a charge at all.
        if (plan.totalCents > 0) expect(charge - plan.totalCents).toBeGreaterThanOrEqual(MIN_CARD_CHARGE_CENTS);
        for (const s of plan.spends) {
          expect(s.cents).toBeGreaterThan(0);
          expect(s.cents).toBeLessThanOrEqual(unique.find((c) => c.id === s.creditId)!.leftCents);
        }
        // Each credit at most once, in the order given (soonest to expire first): only the last may be partial.
        expect(new Set(plan.spends.map((s) => s.creditId)).size).toBe(plan.spends.length);
        plan.spends.slice(0, -1).forEach((s) => expect(s.cents).toBe(unique.find((c) => c.id === s.creditId)!.leftCents));
      }),
      { numRuns: 500 },
    );
  });

  it("spending what is left after a first checkout never reaches past the credit (two checkouts in a row)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 800_000 }),
        fc.integer({ min: 0, max: 800_000 }),
        (credit, a, b) => {
          const first = planCreditSpend([{ id: 1, leftCents: credit }], a);
          const second = planCreditSpend([{ id: 1, leftCents: credit - first.totalCents }], b);
          expect(first.totalCents + second.totalCents).toBeLessThanOrEqual(credit);
        },
      ),
    );
  });

  it("examples", () => {
    expect(planCreditSpend([{ id: 7, leftCents: 300_000 }], 200_000)).toEqual({
      spends: [{ creditId: 7, cents: 199_900 }],
      totalCents: 199_900,
    });
    expect(
      planCreditSpend(
        [
          { id: 1, leftCents: 50 },
          { id: 2, leftCents: 1_000 },
        ],
        600,
      ),
    ).toEqual({
      spends: [
        { creditId: 1, cents: 50 },
        { creditId: 2, cents: 450 },
      ],
      totalCents: 500,
    });
    expect(planCreditSpend([{ id: 1, leftCents: 5_000 }], 80)).toEqual({ spends: [], totalCents: 0 });
  });
});
