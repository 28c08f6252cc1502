import type { huntDepartures } from "@/db/schema";
import type { IsoDate } from "./dates";
import { isDealLive } from "./deals";

type DepartureRow = typeof huntDepartures.$inferSelect;

// Client-safe (types only from the schema).
export type PublicDeparture = {
  id: number;
  startDate: string;
  endDate: string;
  spots: number;
  spotsLeft: number;
  booked: number;
  // A departure starting today is still bookable.
  upcoming: boolean;
  /** A live last-minute deal's discount in basis points (20% = 2000), else null (lib/departures/deals.ts). */
  dealDiscountBp: number | null;
};

// Pass `booked` from lib/departures/booked.ts where it matters: spots − spots left overcounts a closed departure.
export function toPublicDeparture(d: DepartureRow, today: IsoDate, booked = d.spots - d.spotsLeft): PublicDeparture {
  return {
    id: d.id,
    startDate: d.startDate,
    endDate: d.endDate,
    spots: d.spots,
    spotsLeft: d.spotsLeft,
    booked,
    upcoming: d.startDate >= today,
    dealDiscountBp: isDealLive(d, today) ? d.dealDiscountBp : null,
  };
}
