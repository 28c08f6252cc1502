import { describe, expect, it } from "vitest";
import { datesTextPattern } from "@/lib/hunts/dates-pattern";
import { summarizeDepartures } from "@/lib/departures/summary";

/** What PostgreSQL's LIKE does with the pattern (\ escapes), enough to check matches here. */
function like(text: string, pattern: string): boolean {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "\\") re += pattern[++i]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    else if (c === "%") re += "[\\s\\S]*";
    else if (c === "_") re += "[\\s\\S]";
    else re += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`).test(text.toLowerCase());
}

describe("datesTextPattern", () => {
  it("cuts month names to the summaries' three letters", () => {
    expect(datesTextPattern("September")).toBe("%sep%");
    expect(datesTextPattern("sept")).toBe("%sep%");
    expect(datesTextPattern("MAY")).toBe("%may%");
    expect(datesTextPattern("octo")).toBe("%oct%");
  });

  it("keeps other words, and two letters that could begin several months", () => {
    expect(datesTextPattern("2027")).toBe("%2027%");
    expect(datesTextPattern("ma")).toBe("%ma%");
    expect(datesTextPattern("year round")).toBe("%year%round%");
  });

  it("finds the summaries written from departures by the month's full name", () => {
    const few = summarizeDepartures([{ startDate: "2027-09-03", endDate: "2027-09-09" }]);
    const many = summarizeDepartures(
      ["2027-09-01", "2027-09-15", "2027-10-01", "2027-10-15", "2027-11-01"].map((d) => ({ startDate: d, endDate: d })),
    );
    for (const text of [few, many, "September 10 - September 15, 2027"]) {
      expect(like(text, datesTextPattern("September 2027")), text).toBe(true);
      expect(like(text, datesTextPattern("september, 2027")), text).toBe(true);
    }
    expect(like(few, datesTextPattern("October"))).toBe(false);
    expect(like(few, datesTextPattern("2028 september"))).toBe(false);
  });

  it("takes the user's %, _ and \\ literally", () => {
    expect(datesTextPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(like("100% sure", datesTextPattern("100%"))).toBe(true);
    expect(like("1000 sure", datesTextPattern("100%"))).toBe(false);
  });
});
