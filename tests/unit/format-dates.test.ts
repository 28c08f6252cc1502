import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDay,
  formatLongDate,
  formatMonth,
  formatMonthDay,
  formatRelativeDate,
  formatTime,
} from "@/lib/format/dates";

/** One module says every date one way (issue 26 "One way to say a thing"). */
describe("date formats", () => {
  const at = "2026-11-27T15:05:00Z";
  const utc = { timeZone: "UTC" };

  it("prints an instant as a date, a long date, a date and time, a time, a month and day", () => {
    expect(formatDate(at, utc)).toBe("Nov 27, 2026");
    expect(formatLongDate(at, utc)).toBe("November 27, 2026");
    expect(formatDateTime(at, utc)).toBe("Nov 27, 2026, 3:05 PM");
    expect(formatTime(at, utc)).toBe("3:05 PM");
    expect(formatMonthDay(at, utc)).toBe("Nov 27");
  });

  it("takes a Date, an ISO string or epoch milliseconds alike", () => {
    const ms = Date.parse(at);
    expect(formatDate(new Date(ms), utc)).toBe(formatDate(ms, utc));
    expect(formatDate(ms, utc)).toBe(formatDate(at, utc));
  });

  it("prints the instant in the zone asked for (the reader's by default)", () => {
    expect(formatDate("2026-11-28T02:00:00Z", utc)).toBe("Nov 28, 2026");
    expect(formatDate("2026-11-28T02:00:00Z", { timeZone: "America/Denver" })).toBe("Nov 27, 2026");
  });

  it("names a report month with or without its year, long or short, whatever the zone", () => {
    expect(formatMonth(2026, 11)).toBe("November 2026");
    expect(formatMonth(2026, 1, { withYear: false })).toBe("January");
    expect(formatMonth(2026, 12, { withYear: false, short: true })).toBe("Dec");
  });

  it("dates a list entry relative to now: today a time, this year a day, older with the year", () => {
    const now = new Date(2026, 10, 27, 18, 0);
    expect(formatRelativeDate(new Date(2026, 10, 27, 9, 30), now)).toBe("9:30 AM");
    expect(formatRelativeDate(new Date(2026, 2, 4, 9, 30), now)).toBe("Mar 4");
    expect(formatRelativeDate(new Date(2024, 2, 4, 9, 30), now)).toBe("Mar 4, 2024");
  });

  it("keeps calendar dates (departures) zone-free", () => {
    expect(formatDay("2027-09-10")).toBe("Sep 10, 2027");
    expect(formatDateRange("2027-09-10", "2027-09-14")).toBe("Sep 10–14, 2027");
  });
});
