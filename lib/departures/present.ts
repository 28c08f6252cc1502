import type { huntDepartures } from "@/db/schema";
import type { IsoDate } from "./dates";

type DepartureRow = typeof huntDepartures.$inferSelect;

/** A departure as the API and pages show it. Client-safe (types only from the schema). */
export type PublicDeparture = {
  id: number;
  startDate: string;
  endDate: string;
  spots: number;
  spotsLeft: number;
  /** Spots taken by bookings (held or accepted). */
  booked: number;
  /** Not started yet: a departure starting today is still bookable. */
  upcoming: boolean;
};

/**
 * `today`: the hunt's calendar day (todayIn with its time zone). `booked`: the bookings' own
 * count where it matters (the hunt form: lib/departures/booked.ts).
 */
export function toPublicDeparture(d: DepartureRow, today: IsoDate, booked = d.spots - d.spotsLeft): PublicDeparture {
  return {
    id: d.id,
    startDate: d.startDate,
    endDate: d.endDate,
    spots: d.spots,
    spotsLeft: d.spotsLeft,
    booked,
    upcoming: d.startDate >= today,
  };
}
