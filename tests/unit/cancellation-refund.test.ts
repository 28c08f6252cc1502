import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CANCELLATION_POLICIES } from "@/lib/money/refunds/cancellation-policies";
import { hunterRefund, outfitterRefund } from "@/lib/money/refunds/policy-refund";

const policy = fc.constantFrom(...CANCELLATION_POLICIES);
const cents = fc.integer({ min: 0, max: 2_000_000_000 });
const days = fc.integer({ min: -400, max: 800 });

describe("the refund calculator", () => {
  it("never refunds more than was paid, nor a negative amount, and keeps the rest", () => {
    fc.assert(
      fc.property(policy, cents, cents, days, (p, paid, deposit, d) => {
        const q = hunterRefund({ policy: p, paidCents: paid, depositCents: deposit, daysBefore: d });
        return q.refundCents >= 0 && q.refundCents <= paid && q.refundCents + q.keptCents === paid && Number.isInteger(q.refundCents);
      }),
    );
  });

  it("never refunds less for cancelling earlier (monotonic in days before)", () => {
    fc.assert(
      fc.property(policy, cents, cents, days, fc.integer({ min: 0, max: 400 }), (p, paid, deposit, d, more) => {
        const later = hunterRefund({ policy: p, paidCents: paid, depositCents: deposit, daysBefore: d });
        const earlier = hunterRefund({ policy: p, paidCents: paid, depositCents: deposit, daysBefore: d + more });
        return earlier.refundCents >= later.refundCents;
      }),
    );
  });

  it("Flexible: full refund from 30 days before, none after", () => {
    const q = (d: number) => hunterRefund({ policy: "flexible", paidCents: 450000, depositCents: 0, daysBefore: d }).refundCents;
    expect([q(90), q(30), q(29), q(0), q(-3)]).toEqual([450000, 450000, 0, 0, 0]);
  });

  it("Moderate: full from 60 days, half from 30 (rounded down to the cent), none after", () => {
    const q = (d: number, paid = 450000) =>
      hunterRefund({ policy: "moderate", paidCents: paid, depositCents: 0, daysBefore: d }).refundCents;
    expect([q(60), q(59), q(30), q(29)]).toEqual([450000, 225000, 225000, 0]);
    expect(q(45, 101)).toBe(50);
  });

  it("Strict: the deposit is kept; what was paid above it comes back from 60 days before", () => {
    const q = (d: number, deposit: number, paid = 400000) =>
      hunterRefund({ policy: "strict", paidCents: paid, depositCents: deposit, daysBefore: d }).refundCents;
    expect([q(60, 100000), q(59, 100000), q(120, 400000), q(120, 900000), q(120, 0)]).toEqual([300000, 0, 0, 0, 400000]);
  });

  it("the outfitter cancelling refunds everything", () => {
    fc.assert(fc.property(cents, (paid) => outfitterRefund(paid).refundCents === paid && outfitterRefund(paid).keptCents === 0));
  });
});
