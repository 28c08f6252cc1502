import { describe, expect, it } from "vitest";
import {
  applyRate,
  cardFeeCents,
  commissionCents,
  COMMISSION_RATE_BP,
  discountedPriceCents,
  formatCents,
  formatUsd,
  formatUsdK,
  parseDollarsToCents,
} from "@/lib/format/money";

describe("applyRate", () => {
  it("multiplies by basis points and rounds half up once", () => {
    expect(applyRate(10000, 1000)).toBe(1000);
    expect(applyRate(5, 1000)).toBe(1); // 0.5 cent rounds up
    expect(applyRate(4, 1000)).toBe(0); // 0.4 cent rounds down
    expect(applyRate(15, 1000)).toBe(2); // 1.5 → 2
    expect(applyRate(0, 1000)).toBe(0);
  });

  it("refuses non-integer cents", () => {
    expect(() => applyRate(10.5, 1000)).toThrow(/integer cents/);
    expect(() => applyRate(Number.NaN, 1000)).toThrow();
  });
});

describe("commission and card fee", () => {
  it("takes the 10% commission of the price times people", () => {
    expect(COMMISSION_RATE_BP).toBe(1000);
    expect(commissionCents(450000)).toBe(45000);
    expect(commissionCents(450000, 2)).toBe(90000);
    expect(commissionCents(12345)).toBe(1235); // 1234.5 → 1235
  });

  it("applies the deposit share before the commission", () => {
    expect(commissionCents(100000, 1, 50)).toBe(5000);
    expect(commissionCents(100000, 3, 25)).toBe(7500);
  });

  it("charges a 3.2% card fee", () => {
    expect(cardFeeCents(100000)).toBe(3200);
    expect(cardFeeCents(1)).toBe(0);
    expect(cardFeeCents(16)).toBe(1); // 0.512 → 1
  });
});

describe("discountedPriceCents", () => {
  it("applies a percentage or an amount and never goes below zero", () => {
    expect(discountedPriceCents(500000, null)).toBe(500000);
    expect(discountedPriceCents(500000, undefined)).toBe(500000);
    expect(discountedPriceCents(500000, { type: "percentage", value: 1500 })).toBe(425000);
    expect(discountedPriceCents(999, { type: "percentage", value: 3333 })).toBe(666);
    expect(discountedPriceCents(500000, { type: "amount", value: 25000 })).toBe(475000);
    expect(discountedPriceCents(1000, { type: "amount", value: 5000 })).toBe(0);
    expect(discountedPriceCents(1000, { type: "percentage", value: 20000 })).toBe(0);
  });
});

describe("formatting", () => {
  it("formats cents as a decimal string with exactly two decimals", () => {
    expect(formatCents(125000)).toBe("1250.00");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(-1999)).toBe("-19.99");
    expect(() => formatCents(1.5)).toThrow();
  });

  it("formats US dollars with thousands separators", () => {
    expect(formatUsd(125000)).toBe("$1,250.00");
    expect(formatUsd(123456789)).toBe("$1,234,567.89");
    expect(formatUsd(99)).toBe("$0.99");
    expect(formatUsd(-125000)).toBe("-$1,250.00");
  });

  it("formats thousands for the revenue card", () => {
    expect(formatUsdK(1250000)).toBe("$12.5k");
    expect(formatUsdK(0)).toBe("$0.0k");
  });
});

describe("parseDollarsToCents", () => {
  it("parses numbers and numeric strings without floating-point error", () => {
    expect(parseDollarsToCents(1250)).toBe(125000);
    expect(parseDollarsToCents(1250.25)).toBe(125025);
    expect(parseDollarsToCents(0.1 + 0.2)).toBe(30);
    expect(parseDollarsToCents("1250")).toBe(125000);
    expect(parseDollarsToCents("1250.5")).toBe(125050);
    expect(parseDollarsToCents(" $1,250.05 ")).toBe(125005);
    expect(parseDollarsToCents("19.")).toBe(1900);
    expect(parseDollarsToCents("0")).toBe(0);
  });

  it("answers null for anything that is not a plain non-negative amount", () => {
    for (const bad of ["", "abc", "-5", "1.234", "1e5", "12,34.5x", -1, Number.NaN, Infinity, null, undefined, {}, [], true]) {
      expect(parseDollarsToCents(bad)).toBeNull();
    }
  });
});
