import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, daysBetween, formatDateRange, isIsoDate, timeZoneLabel, todayIn, todayIso } from "@/lib/departures/dates";
import { summarizeDepartures } from "@/lib/departures/summary";
import { departuresInputSchema, DEPARTURE_MESSAGES } from "@/lib/departures/schema";

describe("plain calendar dates", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    expect(isIsoDate("2027-10-03")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const bad of ["2027-02-29", "2027-13-01", "2027-1-3", "10/03/2027", "2027-10-03T00:00:00Z", "", null, 20271003]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it("takes today as the UTC calendar day, whatever the local clock says near midnight", () => {
    expect(todayIso(new Date("2027-10-03T23:59:59.999Z"))).toBe("2027-10-03");
    expect(todayIso(new Date("2027-10-04T00:00:00.000Z"))).toBe("2027-10-04");
    expect(todayIso(new Date("2027-10-03T23:30:00-05:00"))).toBe("2027-10-04");
  });

  it("adds and counts days across months, years and leap days", () => {
    expect(addDays("2027-12-30", 3)).toBe("2028-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2027-10-03", "2027-12-02")).toBe(60);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -400, max: 400 }), (offset, n) => {
        const d = addDays("2026-01-01", offset);
        return daysBetween(d, addDays(d, n)) === n && isIsoDate(addDays(d, n));
      }),
    );
  });

  it("writes ranges the way the cards show them", () => {
    expect(formatDateRange("2027-10-03", "2027-10-09")).toBe("Oct 3–9, 2027");
    expect(formatDateRange("2027-09-28", "2027-10-04")).toBe("Sep 28 – Oct 4, 2027");
    expect(formatDateRange("2027-12-28", "2028-01-03")).toBe("Dec 28, 2027 – Jan 3, 2028");
    expect(formatDateRange("2027-10-03", "2027-10-03")).toBe("Oct 3, 2027");
  });
});

describe("the dates summary writer", () => {
  const d = (startDate: string, endDate: string) => ({ startDate, endDate });

  it("lists up to three departures in date order", () => {
    expect(summarizeDepartures([d("2027-10-12", "2027-10-18"), d("2027-10-03", "2027-10-09")])).toBe("Oct 3–9, 2027 · Oct 12–18, 2027");
    expect(summarizeDepartures([d("2027-10-03", "2027-10-09")])).toBe("Oct 3–9, 2027");
  });

  it("spans months with a count beyond three", () => {
    const six = ["09-05", "09-20", "10-03", "10-17", "11-01", "11-14"].map((md) => d(`2027-${md}`, addDays(`2027-${md}`, 6)));
    expect(summarizeDepartures(six)).toBe("Sep 2027 – Nov 2027, 6 departures");
    const sameMonth = ["09-01", "09-08", "09-15", "09-22"].map((md) => d(`2027-${md}`, addDays(`2027-${md}`, 3)));
    expect(summarizeDepartures(sameMonth)).toBe("Sep 2027, 4 departures");
  });

  it("is empty without departures", () => {
    expect(summarizeDepartures([])).toBe("");
  });
});

describe("the departures input", () => {
  const errorsOf = (input: unknown) => {
    const r = departuresInputSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("reads rows with string or number spots", () => {
    expect(departuresInputSchema.parse([{ startDate: "2027-10-03", endDate: "2027-10-09", spots: "4" }])).toEqual([
      { id: null, startDate: "2027-10-03", endDate: "2027-10-09", spots: 4 },
    ]);
  });

  it("names each bad field", () => {
    expect(errorsOf([{ startDate: "Oct 3", endDate: "2027-10-09", spots: 2 }])).toEqual({ "0.startDate": DEPARTURE_MESSAGES.startDate });
    expect(errorsOf([{ startDate: "2027-10-09", endDate: "2027-10-03", spots: 2 }])).toEqual({
      "0.endDate": DEPARTURE_MESSAGES.endBeforeStart,
    });
    expect(errorsOf([{ startDate: "2027-10-03", endDate: "2027-10-09", spots: 0 }])).toEqual({ "0.spots": DEPARTURE_MESSAGES.spots });
    expect(errorsOf([{ startDate: "2027-10-03", endDate: "2027-10-09", spots: 2.5 }])).toEqual({ "0.spots": DEPARTURE_MESSAGES.spots });
    expect(errorsOf([])).toEqual({ "": DEPARTURE_MESSAGES.none });
    const many = Array.from({ length: 500 }, () => ({ startDate: "2027-10-03", endDate: "2027-10-09", spots: 2 }));
    expect(errorsOf(many)).toEqual({ "": DEPARTURE_MESSAGES.tooMany });
  });
});

describe("todayIn: a hunt's calendar day in its own time zone", () => {
  it("is the local day on either side of midnight, whatever the UTC day", () => {
    // 05:30 UTC on Oct 3 is still Oct 2 in Montana (UTC−6 in October) and the evening in Auckland (UTC+13).
    const t = new Date("2027-10-03T05:30:00Z");
    expect(todayIn("America/Denver", t)).toBe("2027-10-02");
    expect(todayIn("UTC", t)).toBe("2027-10-03");
    expect(todayIn("Pacific/Auckland", t)).toBe("2027-10-03");
    expect(todayIn("Pacific/Auckland", new Date("2027-10-03T11:00:00Z"))).toBe("2027-10-04");
    // Daylight saving time: Montana is UTC−7 in January.
    expect(todayIn("America/Denver", new Date("2027-01-15T06:59:59Z"))).toBe("2027-01-14");
    expect(todayIn("America/Denver", new Date("2027-01-15T07:00:00Z"))).toBe("2027-01-15");
  });

  it("counts an unknown zone in UTC rather than failing", () => {
    const t = new Date("2027-10-03T23:30:00Z");
    expect(todayIn("Not/AZone", t)).toBe("2027-10-03");
    expect(todayIn("Not/AZone", t)).toBe(todayIso(t));
  });

  it("keeps a zone's day for one minute only: every second around local midnight is right, in any order", () => {
    // Kathmandu is UTC+5:45 and the Chatham Islands UTC+13:45 in their summer: midnight falls on a quarter hour.
    const cases: [string, string, string][] = [
      ["Asia/Kathmandu", "2027-01-14T18:15:00Z", "2027-01-15"],
      ["Pacific/Chatham", "2027-01-14T10:15:00Z", "2027-01-15"],
      ["America/Denver", "2027-01-15T07:00:00Z", "2027-01-15"],
    ];
    for (const [zone, midnight, day] of cases) {
      const at = (seconds: number) => new Date(Date.parse(midnight) + seconds * 1000);
      const before = todayIso(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
      // Forward through the minute before and the minute after, then back and forth across the boundary.
      for (const s of [-60, -59, -30, -1, 0, 1, 30, 59, 60, -1, 0, -61, 61, -1])
        expect(todayIn(zone, at(s)), `${zone} ${s} s from midnight`).toBe(s < 0 ? before : day);
    }
  });
});

describe("timeZoneLabel: the zone's everyday name, shown beside a hunt's dates and policy", () => {
  it("names the zone as people say it, whatever the season", () => {
    expect(timeZoneLabel("America/Denver")).toBe("Mountain Time");
    expect(timeZoneLabel("America/Chicago")).toBe("Central Time");
    expect(timeZoneLabel("Pacific/Auckland")).toBe("New Zealand Time");
  });
  it("names nothing for a hunt counted in UTC (no known place) or a zone it cannot read", () => {
    expect(timeZoneLabel("UTC")).toBeNull();
    expect(timeZoneLabel("Not/A_Zone")).toBeNull();
  });
});
