import { addDays, todayIso } from "@/lib/departures/dates";
import { summarizeDepartures } from "@/lib/departures/summary";
import type { Rng } from "../prng";

export type PlannedDeparture = { startDate: string; endDate: string; spots: number; spotsLeft: number };

/**
 * Departures for demo and bench hunts: `count` trips of the hunt's length spread over the next
 * 18 months (or, for an ended season, over the last 6), each taking the group size, some partly
 * or fully booked. Draws from its own generator, so the other demo values stay the same.
 */
export function planDepartures(
  rng: Rng,
  opts: { now: Date; durationDays: number; groupSize: number; count?: number; ended?: boolean; months?: number[] },
): PlannedDeparture[] {
  const today = todayIso(opts.now);
  const count = opts.count ?? rng.int(3, 8);
  // An ended season looks back a year when it must fall in the hunt's months.
  const window = opts.ended ? [opts.months ? -365 : -180, -opts.durationDays - 1] : [7, 540];
  // With the hunt's season months, only days in them (a September rut hunt departs in September).
  const inSeason = opts.months
    ? Array.from({ length: window[1]! - window[0]! + 1 }, (_, i) => window[0]! + i).filter((o) =>
        opts.months!.includes(Number(addDays(today, o).slice(5, 7))),
      )
    : [];
  const starts = new Set<number>();
  while (starts.size < count) {
    starts.add(inSeason.length >= count ? inSeason[rng.int(0, inSeason.length - 1)]! : rng.int(window[0]!, window[1]!));
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((offset) => {
      const startDate = addDays(today, offset);
      const taken = rng.chance(0.1) ? opts.groupSize : rng.chance(0.3) ? rng.int(1, opts.groupSize) : 0;
      return {
        startDate,
        endDate: addDays(startDate, Math.max(0, opts.durationDays - 1)),
        spots: opts.groupSize,
        spotsLeft: opts.groupSize - taken,
      };
    });
}

/** What the database's triggers derive from these departures (hunts_refresh_calendar): for a bulk insert that needs no update. */
export function calendarOf(departures: PlannedDeparture[], now: Date) {
  const today = todayIso(now);
  const upcoming = departures.filter((d) => d.startDate >= today);
  const bookable = upcoming.filter((d) => d.spotsLeft > 0);
  return {
    dates: summarizeDepartures(departures),
    availability: upcoming.reduce((n, d) => n + d.spotsLeft, 0),
    nextDepartureOn: bookable[0]?.startDate ?? null,
    lastDepartureOn: departures.length ? departures.reduce((m, d) => (d.startDate > m ? d.startDate : m), departures[0]!.startDate) : null,
  };
}
