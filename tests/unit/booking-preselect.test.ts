import { describe, expect, it } from "vitest";
import { DEPARTURE_FULL, DEPARTURE_NOT_OFFERED, DEPARTURE_STARTED, preselectDeparture } from "@/lib/bookings/preselect";
import type { PublicDeparture } from "@/lib/departures/present";

const dep = (id: number, over: Partial<PublicDeparture> = {}): PublicDeparture => ({
  id,
  startDate: "2027-10-01",
  endDate: "2027-10-06",
  spots: 4,
  spotsLeft: 4,
  booked: 0,
  upcoming: true,
  dealDiscountBp: null,
  ...over,
});
// A past departure, a full one, then two open ones: the first open one is the default.
const departures = [dep(1, { upcoming: false }), dep(2, { spotsLeft: 0 }), dep(3), dep(4)];

describe("the booking page's departure from a departure row (?departure=)", () => {
  it("starts on the departure asked for when it is this hunt's, upcoming and open", () => {
    expect(preselectDeparture(departures, { departure: "4" })).toEqual({ departureId: 4, notice: null });
    expect(preselectDeparture(departures, { departure: ["4", "3"] })).toEqual({ departureId: 4, notice: null });
  });

  it("without one, starts on the first departure with a free spot, saying nothing", () => {
    expect(preselectDeparture(departures, {})).toEqual({ departureId: 3, notice: null });
  });

  it.each([
    ["99", DEPARTURE_NOT_OFFERED],
    ["abc", DEPARTURE_NOT_OFFERED],
    ["-3", DEPARTURE_NOT_OFFERED],
    ["4.5", DEPARTURE_NOT_OFFERED],
    ["99999999999", DEPARTURE_NOT_OFFERED],
    ["", DEPARTURE_NOT_OFFERED],
    ["1", DEPARTURE_STARTED],
    ["2", DEPARTURE_FULL],
  ])("?departure=%j falls back to the first open departure and says why", (value, notice) => {
    expect(preselectDeparture(departures, { departure: value })).toEqual({ departureId: 3, notice });
  });

  it("a hunt with no open departure starts on none", () => {
    expect(preselectDeparture([dep(2, { spotsLeft: 0 })], { departure: "2" })).toEqual({ departureId: null, notice: DEPARTURE_FULL });
  });
});
