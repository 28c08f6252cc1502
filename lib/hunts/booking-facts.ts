import { formatDateRange } from "@/lib/format/dates";
import { safeReturnPath } from "@/lib/auth/return-path";
import type { PublicDeparture } from "@/lib/departures/present";

/** "Oct 3–8, 2027: 2 spots left" of the next departure with a free spot: spots are a departure's, never the sum of all of them. */
export function nextDepartureSpots(departures: PublicDeparture[] | undefined): string | null {
  const next = (departures ?? []).find((d) => d.upcoming && d.spotsLeft > 0);
  if (!next) return null;
  return `${formatDateRange(next.startDate, next.endDate)}: ${next.spotsLeft} ${next.spotsLeft === 1 ? "spot" : "spots"} left`;
}

/** "Next departure Oct 3–8, 2027: 2 spots left". */
export function nextDepartureLine(departures: PublicDeparture[] | undefined): string | null {
  const spots = nextDepartureSpots(departures);
  return spots && `Next departure ${spots}`;
}

/** The group limit, said as what one booking may bring. */
export const perBookingLine = (groupSize: number) => `Up to ${groupSize} ${groupSize === 1 ? "hunter" : "hunters"} per booking`;

/** Beside the price: what the card pays when booking. */
export const depositLine = (depositPercent: number) =>
  depositPercent >= 100 ? "Paid in full when booking" : `${depositPercent}% deposit when booking, the balance later`;

/** The search a visitor came from (remembered by the search pages), for "Back to Hunts"; else null. */
export const SEARCH_MEMORY_KEY = "ridgeline:last-search";
export function lastSearchHref(stored: string | null): string | null {
  const path = safeReturnPath(stored);
  return path && /^\/(browse-hunts|advanced-search)(\?|$)/.test(path) ? path : null;
}
