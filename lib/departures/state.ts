import type { PublicHunt } from "@/lib/hunts/present";

// Client-safe. "on-request": no departures, booked by message; "ended": every departure has started.
export type BookingState = "open" | "full" | "on-request" | "ended";

export function bookingStateOf(h: Pick<PublicHunt, "availability" | "datesOnRequest" | "seasonEnded">): BookingState {
  if (h.seasonEnded) return "ended";
  if (h.datesOnRequest) return "on-request";
  return h.availability > 0 ? "open" : "full";
}

export const SEASON_ENDED = "This season has ended";
export const DATES_ON_REQUEST = "Dates on request";
export const DATES_ON_REQUEST_HINT = "This hunt is booked by message: ask the outfitter which dates are open.";
