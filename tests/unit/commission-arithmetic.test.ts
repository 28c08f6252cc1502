import { describe, expect, it } from "vitest";
import { cardFeeCents, commissionCents, depositShareCents } from "@/lib/format/money";
import { isComplete, isOverdueDay, paymentDueAt, reportPeriod } from "@/lib/reports/period";

describe("commission = 10% × price × people × deposit share, in cents, rounded half up", () => {
  it.each([
    // price cents, people, deposit %, commission cents
    [450000, 1, 100, 45000],
    [450000, 2, 100, 90000],
    [123455, 1, 100, 12346], // 12345.5 → 12346
    [123445, 1, 100, 12345], // 12344.5 → 12345
    [100001, 1, 25, 2500], // share 25000.25 → 25000 → 2500
    [99999, 3, 75, 22500], // share 224997.75 → 224998 → 22499.8 → 22500
    [33333, 1, 50, 1667], // share 16666.5 → 16667 → 1666.7 → 1667
    [5, 1, 100, 1], // 0.5 → 1
    [4, 1, 100, 0],
    [0, 4, 100, 0],
  ])("%i × %i people × %i%% → %i", (price, people, deposit, expected) => {
    expect(commissionCents(price, people, deposit)).toBe(expected);
  });

  it.each([
    // price cents, people, deposit %, deposit share cents (the base the monthly report records)
    [450000, 2, 100, 900000],
    [100001, 1, 25, 25000], // 25000.25 → 25000
    [99999, 3, 75, 224998], // 224997.75 → 224998
    [33333, 1, 50, 16667], // 16666.5 → 16667 (half up)
    [1, 1, 25, 0], // 0.25 → 0
    [2, 1, 25, 1], // 0.5 → 1
  ])("deposit share of %i × %i people at %i%% is %i cents", (price, people, deposit, expected) => {
    expect(depositShareCents(price, people, deposit)).toBe(expected);
  });

  it("adds the 3.2% card fee on top", () => {
    expect(cardFeeCents(10000)).toBe(320);
    expect(cardFeeCents(12346)).toBe(395); // 395.072
    expect(cardFeeCents(15625)).toBe(500); // 500.0
    expect(cardFeeCents(1)).toBe(0);
    expect(cardFeeCents(16)).toBe(1); // 0.512 → 1
  });
});

describe("report calendar", () => {
  it("is overdue from day 15 of the month (UTC)", () => {
    expect(isOverdueDay(new Date("2031-03-14T23:59:59Z"))).toBe(false);
    expect(isOverdueDay(new Date("2031-03-15T00:00:00Z"))).toBe(true);
    // The report asked for is the month that ended (issue 53 item 15): on 1 December, November's; in January, last December's.
    expect(reportPeriod(new Date("2031-12-31T12:00:00Z"))).toEqual({ month: 11, year: 2031, day: 31 });
    expect(reportPeriod(new Date("2026-12-01T00:00:00Z"))).toEqual({ month: 11, year: 2026, day: 1 });
    expect(reportPeriod(new Date("2032-01-01T00:00:00Z"))).toEqual({ month: 12, year: 2031, day: 1 });
    expect(reportPeriod(new Date("2032-03-31T23:59:59Z"))).toEqual({ month: 2, year: 2032, day: 31 });
  });

  it("counts a pending answer as complete for 14 days", () => {
    const submittedAt = new Date("2031-03-02T10:00:00Z");
    expect(isComplete({ hasClientBooking: "pending", submittedAt }, new Date("2031-03-16T09:59:59Z"))).toBe(true);
    expect(isComplete({ hasClientBooking: "pending", submittedAt }, new Date("2031-03-16T10:00:00Z"))).toBe(false);
    expect(isComplete({ hasClientBooking: "no", submittedAt }, new Date("2031-03-30T00:00:00Z"))).toBe(true);
  });

  it("makes payment due 30 days after submission", () => {
    expect(paymentDueAt(new Date("2031-03-02T10:00:00Z")).toISOString()).toBe("2031-04-01T10:00:00.000Z");
  });
});
