import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bookingMoney } from "@/lib/bookings/booking-money";
import { parseDollarsToCents } from "@/lib/format/money";

const PAYMENT = ["unpaid", "processing", "paid", "failed", "refunded", "authorized", "released", "partially_refunded"] as const;
const STATUS = ["pending", "accepted", "denied", "cancelled", "completed"] as const;
const cents = (s: string) => parseDollarsToCents(s)!;

describe("a booking's money on its page", () => {
  it("never shows more paid and refunded than the card was asked for; a hold is only a hold; the balance is the rest of the total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.constantFrom(...PAYMENT),
        fc.constantFrom(...STATUS),
        (total, deposit, refunded, paymentStatus, status) => {
          const m = bookingMoney({
            totalAmountCents: total,
            depositCents: deposit,
            refundedCents: refunded,
            paymentStatus,
            status,
            source: "direct",
          });
          const dep = cents(m.deposit);
          expect(dep).toBe(Math.min(deposit ?? total, total));
          expect(cents(m.paid) + cents(m.refunded)).toBeLessThanOrEqual(dep);
          expect(cents(m.held)).toBe(paymentStatus === "authorized" ? dep : 0);
          if (paymentStatus === "authorized") expect(cents(m.paid)).toBe(0);
          expect(cents(m.balanceDue)).toBe(status === "denied" || status === "cancelled" ? 0 : total - dep);
        },
      ),
    );
  });

  it("a claimed booking was paid outside Ridgeline: nothing held, paid or due here", () => {
    expect(
      bookingMoney({
        totalAmountCents: 300000,
        depositCents: null,
        refundedCents: 0,
        paymentStatus: "unpaid",
        status: "accepted",
        source: "claim",
      }),
    ).toMatchObject({ held: "0.00", paid: "0.00", balanceDue: "0.00" });
  });
});
