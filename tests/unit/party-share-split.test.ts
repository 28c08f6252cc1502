import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { splitProportionally, splitShares } from "@/lib/party/split";

describe("the party share splitter", () => {
  it("gives equal cents and the rounding cents to the lead", () => {
    expect(splitShares(100_00, 3)).toEqual([33_34, 33_33, 33_33]);
    expect(splitShares(5, 3)).toEqual([3, 1, 1]);
    expect(splitShares(0, 2)).toEqual([0, 0]);
    expect(splitShares(999, 1)).toEqual([999]);
  });

  it("refuses a negative or fractional total and an empty party", () => {
    expect(() => splitShares(-1, 2)).toThrow();
    expect(() => splitShares(1.5, 2)).toThrow();
    expect(() => splitShares(100, 0)).toThrow();
  });

  it("property: the shares sum to the total, none is negative, the lead's extra is under one cent per member", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), fc.integer({ min: 1, max: 1000 }), (total, count) => {
        const shares = splitShares(total, count);
        expect(shares).toHaveLength(count);
        expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
        expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
        const others = shares.slice(1);
        expect(others.every((s) => s === others[0])).toBe(true);
        if (count > 1) {
          expect(shares[0]! - others[0]!).toBeGreaterThanOrEqual(0);
          expect(shares[0]! - others[0]!).toBeLessThan(count);
        }
      }),
    );
  });

  it("property: a refund split across paid shares sums to the refund and never exceeds a share", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, f) => {
          const sum = weights.reduce((a, w) => a + w, 0);
          const refund = Math.floor(sum * f);
          const parts = splitProportionally(refund, weights);
          expect(parts.reduce((a, p) => a + p, 0)).toBe(sum === 0 ? 0 : refund);
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });
});
