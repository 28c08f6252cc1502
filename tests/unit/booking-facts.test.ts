import { describe, expect, it } from "vitest";
import { depositLine, lastSearchHref, nextDepartureLine, nextDepartureSpots, perBookingLine } from "@/lib/hunts/booking-facts";

const dep = (id: number, startDate: string, spotsLeft: number, upcoming = true) => ({
  id,
  startDate,
  endDate: startDate.replace(/\d\d$/, (d) => String(Number(d) + 4).padStart(2, "0")),
  spots: 4,
  spotsLeft,
  booked: 4 - spotsLeft,
  upcoming,
  dealDiscountBp: null,
});

describe("what the hunt page says before booking (issue 53 item 4)", () => {
  it("spots are the next bookable departure's, not the sum of all departures", () => {
    const departures = [dep(1, "2027-09-01", 3, false), dep(2, "2027-10-03", 0), dep(3, "2027-11-10", 2), dep(4, "2027-12-01", 4)];
    expect(nextDepartureLine(departures)).toBe("Next departure Nov 10–14, 2027: 2 spots left");
    // The phone Book bar says it without the words before it.
    expect(nextDepartureSpots(departures)).toBe("Nov 10–14, 2027: 2 spots left");
    expect(nextDepartureLine([dep(2, "2027-10-03", 0)])).toBeNull();
    expect(nextDepartureLine(undefined)).toBeNull();
  });

  it("the group limit is per booking, and the deposit is said beside the price", () => {
    expect(perBookingLine(1)).toBe("Up to 1 hunter per booking");
    expect(perBookingLine(4)).toBe("Up to 4 hunters per booking");
    expect(depositLine(100)).toBe("Paid in full when booking");
    expect(depositLine(25)).toBe("25% deposit when booking, the balance later");
  });

  it("Back to Hunts returns only to a search page of this site", () => {
    expect(lastSearchHref("/browse-hunts?species=elk&partySize=2")).toBe("/browse-hunts?species=elk&partySize=2");
    expect(lastSearchHref("/advanced-search")).toBe("/advanced-search");
    expect(lastSearchHref("//evil.test/browse-hunts")).toBeNull();
    expect(lastSearchHref("https://evil.test/browse-hunts")).toBeNull();
    expect(lastSearchHref("/profile")).toBeNull();
    expect(lastSearchHref(null)).toBeNull();
  });
});
