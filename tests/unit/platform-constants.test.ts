import { describe, expect, it } from "vitest";
import { CARD_FEE_RATE_BP, COMMISSION_RATE_BP } from "@/lib/money";
import { CARD_FEE, COMMISSION_RATE, OUTFITTER_SHARE, REPORT_OVERDUE_DAY, formatRatePercent, ordinal } from "@/lib/platform-constants";
import { contactSchema } from "@/lib/contact/schema";

describe("platform constants", () => {
  it("derive the stated rates from lib/money", () => {
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
      "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "14th", "15th", "21st", "22nd", "23rd",
    ]);
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
