import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { splitParty, splitProportionally, splitShares, type PartyShare } from "@/lib/party/split";

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

describe("a party's shares of deposit and balance", () => {
  it("gives the lead the rounding cents of both, and never a negative balance share", () => {
    // A total split on its own would give the lead $0.04 of a $0.05 deposit share here: a balance share of -$0.01.
    expect(splitParty(12, 11, 3)).toEqual([
      { depositCents: 5, balanceCents: 1, totalCents: 6 },
      { depositCents: 3, balanceCents: 0, totalCents: 3 },
      { depositCents: 3, balanceCents: 0, totalCents: 3 },
    ]);
    expect(() => splitParty(100, 101, 2)).toThrow();
    expect(() => splitParty(100, -1, 2)).toThrow();
  });

  it("property: over random parties, amounts and removals, no cent is lost or created", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 2, max: 12 }),
        fc.array(fc.nat(), { maxLength: 11 }),
        (total, percent, count, removals) => {
          const deposit = Math.min(total, Math.ceil((total * percent) / 100));
          const shares = splitParty(total, deposit, count);
          const sum = (k: keyof PartyShare, list = shares) => list.reduce((a, s) => a + s[k], 0);
          expect(sum("depositCents")).toBe(deposit);
          expect(sum("balanceCents")).toBe(total - deposit);
          expect(sum("totalCents")).toBe(total);
          for (const s of shares) {
            expect(Number.isInteger(s.balanceCents) && s.balanceCents >= 0).toBe(true);
            expect(s.totalCents).toBe(s.depositCents + s.balanceCents);
          }
          // The lead's balance share is at most one cent per other hunter above any other's.
          expect(shares[0]!.balanceCents - shares[1]!.balanceCents).toBeLessThan(count);
          // Removals (never the lead) shrink the booking by each removed share, as lib/party/shrink.ts does: what is left of the
          // booking's deposit and balance is exactly what its remaining shares add up to.
          let live = shares.map((s, i) => ({ ...s, i }));
          let booking = { total, deposit };
          for (const r of removals) {
            const others = live.filter((s) => s.i !== 0);
            if (others.length === 0) break;
            const gone = others[r % others.length]!;
            live = live.filter((s) => s.i !== gone.i);
            booking = { total: booking.total - gone.totalCents, deposit: booking.deposit - gone.depositCents };
          }
          expect(sum("depositCents", live)).toBe(booking.deposit);
          expect(sum("balanceCents", live)).toBe(booking.total - booking.deposit);
        },
      ),
    );
  });
});
