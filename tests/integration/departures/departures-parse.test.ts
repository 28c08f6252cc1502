import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { db } from "@/db";
import { addDays } from "@/lib/departures/dates";
import { parseDatesText } from "@/lib/departures/save";
import { summarizeDepartures, LISTED_DEPARTURES } from "@/lib/departures/summary";

/** The database's dates parser (the SQL function hunt_dates_parse), on PGlite or PostgreSQL. */
const parse = (text: string, duration = 5) => parseDatesText(db, text, duration);
const r = (startDate: string, endDate: string) => ({ startDate, endDate });

describe("hunt_dates_parse: the free-text dates the migration turns into departures", () => {
  it.each([
    ["September 10 - September 16, 2027", [r("2027-09-10", "2027-09-16")]],
    ["Sept 10-15, 2027", [r("2027-09-10", "2027-09-15")]],
    ["Oct 3–9, 2027", [r("2027-10-03", "2027-10-09")]],
    ["Sep 28 – Oct 4, 2027", [r("2027-09-28", "2027-10-04")]],
    ["December 28 - January 3, 2028", [r("2027-12-28", "2028-01-03")]],
    ["Dec 28, 2027 – Jan 3, 2028", [r("2027-12-28", "2028-01-03")]],
    ["October 3rd to October 9th, 2027", [r("2027-10-03", "2027-10-09")]],
    ["3-9 Oct 2027", [r("2027-10-03", "2027-10-09")]],
    ["28 Sep - 4 Oct 2027", [r("2027-09-28", "2027-10-04")]],
    ["2027-10-03 to 2027-10-09", [r("2027-10-03", "2027-10-09")]],
    ["10/3/2027 - 10/9/2027", [r("2027-10-03", "2027-10-09")]],
    ["Oct 3, 2027", [r("2027-10-03", "2027-10-07")]],
    ["2027-10-03", [r("2027-10-03", "2027-10-07")]],
    ["Oct 3–9, 2027 · Oct 12–18, 2027", [r("2027-10-03", "2027-10-09"), r("2027-10-12", "2027-10-18")]],
    ["Oct 12–18, 2027; Oct 3–9, 2027", [r("2027-10-03", "2027-10-09"), r("2027-10-12", "2027-10-18")]],
    ["  MAY 1 - MAY 12, 2027.  ", [r("2027-05-01", "2027-05-12")]],
  ])("reads %j", async (text, expected) => {
    expect(await parse(text)).toEqual(expected);
  });

  it.each([
    "Year round",
    "September 2027",
    "May 2027",
    "Sep 10-15",
    "By arrangement",
    "February 30 - March 2, 2027",
    "Oct 9 - Oct 3, 2027",
    "Oct 3–9, 2027 · and more by request",
    "",
    "2027-10-09 to 2027-10-03",
  ])("leaves %j as dates on request", async (text) => {
    expect(await parse(text)).toEqual([]);
  });

  it("reads back every summary it writes for up to three departures (a one-day trip with a one-day duration)", async () => {
    const departure = fc
      .record({ offset: fc.integer({ min: 0, max: 900 }), days: fc.integer({ min: 0, max: 20 }) })
      .map(({ offset, days }) => {
        const startDate = addDays("2027-01-01", offset);
        return r(startDate, addDays(startDate, days));
      });
    await fc.assert(
      fc.asyncProperty(fc.array(departure, { minLength: 1, maxLength: LISTED_DEPARTURES }), async (list) => {
        const sorted = [...list].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
        expect(await parse(summarizeDepartures(list), 1)).toEqual(sorted);
      }),
      { numRuns: 60 },
    );
  });
});
