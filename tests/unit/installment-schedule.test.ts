import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays } from "@/lib/departures/dates";
import { BALANCE_COLLECTION_DAYS, planInstallments, scheduleText } from "@/lib/money/installments/schedule";
import { nextRetryAt } from "@/lib/money/installments/charge-timing";

const isoDay = fc.integer({ min: 0, max: 3650 }).map((n) => addDays("2026-01-01", n));

describe("the installment schedule calculator", () => {
  it("deposit + balance = total, to the cent; none negative; the balance due N days before the start, never before booking", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(null, ...BALANCE_COLLECTION_DAYS),
        isoDay,
        fc.integer({ min: 0, max: 600 }),
        (total, percent, days, bookedOn, lead) => {
          const deposit = Math.round((total * percent) / 100);
          const start = addDays(bookedOn, lead);
          const plan = planInstallments({ totalCents: total, depositCents: deposit, collectionDays: days, startDate: start, bookedOn });
          expect(plan.reduce((s, p) => s + p.amountCents, 0)).toBe(plan.length === 2 ? total : Math.min(deposit, total));
          for (const p of plan) expect(p.amountCents).toBeGreaterThanOrEqual(0);
          expect(plan[0]).toMatchObject({ kind: "deposit", dueOn: bookedOn });
          if (days === null || deposit >= total) expect(plan).toHaveLength(1);
          else {
            expect(plan).toHaveLength(2);
            const balance = plan[1]!;
            expect(balance.kind).toBe("balance");
            expect(plan[0]!.amountCents + balance.amountCents).toBe(total);
            expect(balance.dueOn >= bookedOn).toBe(true);
            expect(balance.dueOn <= start).toBe(true);
            expect(balance.dueOn).toBe(lead >= days ? addDays(start, -days) : bookedOn);
          }
        },
      ),
    );
  });

  it("refuses fractional or negative cents and leaves the balance direct without a departure or a valid choice", () => {
    expect(() =>
      planInstallments({ totalCents: 10.5, depositCents: 1, collectionDays: 30, startDate: "2027-08-01", bookedOn: "2026-12-01" }),
    ).toThrow();
    expect(() =>
      planInstallments({ totalCents: 100, depositCents: -1, collectionDays: 30, startDate: "2027-08-01", bookedOn: "2026-12-01" }),
    ).toThrow();
    expect(
      planInstallments({ totalCents: 100, depositCents: 50, collectionDays: 30, startDate: null, bookedOn: "2026-12-01" }),
    ).toHaveLength(1);
    expect(
      planInstallments({ totalCents: 100, depositCents: 50, collectionDays: 45, startDate: "2027-08-01", bookedOn: "2026-12-01" }),
    ).toHaveLength(1);
  });

  it("says the schedule in one line with the money and date formatters", () => {
    const line = {
      deposit: { amountCents: 337_500, state: "paid" as const, on: "2026-12-01" },
      balance: { amountCents: 337_500, dueOn: "2027-08-03", state: "scheduled", paidOn: null },
    };
    expect(scheduleText(line)).toBe("Deposit $3,375.00 paid Dec 1, 2026 · Balance $3,375.00 charged automatically Aug 3, 2027");
    expect(scheduleText({ ...line, balance: { ...line.balance, state: null, dueOn: null } })).toBe(
      "Deposit $3,375.00 paid Dec 1, 2026 · Balance $3,375.00 due to the outfitter",
    );
    expect(scheduleText({ ...line, balance: { ...line.balance, state: "paid", paidOn: "2027-08-03" } })).toBe(
      "Deposit $3,375.00 paid Dec 1, 2026 · Balance $3,375.00 paid Aug 3, 2027",
    );
    expect(scheduleText({ ...line, deposit: { ...line.deposit, state: "held" } })).toMatch(/^Deposit \$3,375\.00 held Dec 1, 2026 · /);
  });

  it("retries 24 h and 72 h after the first failure, then none", () => {
    const first = new Date("2027-08-03T15:00:00Z");
    expect(nextRetryAt(first, first)?.toISOString()).toBe("2027-08-04T15:00:00.000Z");
    expect(nextRetryAt(first, new Date("2027-08-04T15:00:00Z"))?.toISOString()).toBe("2027-08-06T15:00:00.000Z");
    expect(nextRetryAt(first, new Date("2027-08-06T15:00:00Z"))).toBeNull();
  });
});
