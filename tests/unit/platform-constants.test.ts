import { describe, expect, it } from "vitest";
import { CARD_FEE_RATE_BP, COMMISSION_RATE_BP } from "@/lib/format/money";
import {
  CARD_FEE,
  COMMISSION_RATE,
  OUTFITTER_SHARE,
  PAYMENT_DUE_DAYS,
  PENDING_REPORT_REOPEN_DAYS,
  REPORT_OVERDUE_DAY,
  formatRatePercent,
  ordinal,
} from "@/lib/platform-constants";
import { PLATFORM_SETTINGS } from "@/lib/platform/settings";
import { contactSchema } from "@/lib/contact/schema";
import { isComplete, isOverdueDay, paymentDueAt } from "@/lib/reports/period";

describe("platform constants", () => {
  it("derive the stated rates from lib/format/money", () => {
    expect(COMMISSION_RATE).toBe(formatRatePercent(COMMISSION_RATE_BP));
    expect(COMMISSION_RATE).toBe("10%");
    expect(CARD_FEE).toBe(formatRatePercent(CARD_FEE_RATE_BP));
    expect(CARD_FEE).toBe("3.2%");
    expect(OUTFITTER_SHARE).toBe("90%");
    expect(formatRatePercent(1250)).toBe("12.5%");
    expect(formatRatePercent(5)).toBe("0.05%");
  });

  it("put the monthly report's overdue day on the 15th", () => {
    expect(REPORT_OVERDUE_DAY).toBe(15);
    expect([1, 2, 3, 4, 11, 12, 13, 14, 15, 21, 22, 23].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "14th",
      "15th",
      "21st",
      "22nd",
      "23rd",
    ]);
  });
});

describe("the report calendar the server applies is the one Settings states (one place)", () => {
  const DAY = 86_400_000;
  const at = (day: number) => new Date(Date.UTC(2031, 2, day, 0, 0, 0));

  it("is overdue from REPORT_OVERDUE_DAY, reopens a pending answer after PENDING_REPORT_REOPEN_DAYS, payment due after PAYMENT_DUE_DAYS", () => {
    expect([REPORT_OVERDUE_DAY, PENDING_REPORT_REOPEN_DAYS, PAYMENT_DUE_DAYS]).toEqual([15, 14, 30]);
    expect(isOverdueDay(at(REPORT_OVERDUE_DAY - 1))).toBe(false);
    expect(isOverdueDay(at(REPORT_OVERDUE_DAY))).toBe(true);
    const submittedAt = at(2);
    const reopen = new Date(submittedAt.getTime() + PENDING_REPORT_REOPEN_DAYS * DAY);
    expect(isComplete({ hasClientBooking: "pending", submittedAt }, new Date(reopen.getTime() - 1))).toBe(true);
    expect(isComplete({ hasClientBooking: "pending", submittedAt }, reopen)).toBe(false);
    expect(paymentDueAt(submittedAt).getTime() - submittedAt.getTime()).toBe(PAYMENT_DUE_DAYS * DAY);
  });

  it("Settings shows those same numbers", () => {
    const text = PLATFORM_SETTINGS.map((s) => `${s.value} ${s.detail}`).join(" | ");
    expect(text).toContain(`overdue from the ${ordinal(REPORT_OVERDUE_DAY)}`);
    expect(text).toContain(`reopens after ${PENDING_REPORT_REOPEN_DAYS} days`);
    expect(text).toContain(`within ${PAYMENT_DUE_DAYS} days of monthly report submission`);
    expect(text).toContain(COMMISSION_RATE);
    expect(text).toContain(CARD_FEE);
  });
});

describe("contact schema", () => {
  it("trims fields and accepts a complete message", () => {
    const r = contactSchema.parse({ name: " A ", email: " a@b.co ", subject: " S ", message: " M " });
    expect(r).toEqual({ name: "A", email: "a@b.co", subject: "S", message: "M" });
  });

  it("names each problem", () => {
    const r = contactSchema.safeParse({ name: "", email: "nope", subject: "", message: "" });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual([
      "name: Name is required",
      "email: Please enter a valid email address",
      "subject: Subject is required",
      "message: Message is required",
    ]);
  });
});
