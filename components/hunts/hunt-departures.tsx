import { Badge } from "@/components/ui/badge";
import type { PublicDeparture } from "@/lib/departures/present";
import { formatDateRange, timeZoneLabel } from "@/lib/departures/dates";
import { JoinWaitlistSlot } from "@/components/waitlists/join-waitlist-slot";
import { dealPercentText, departurePriceOf } from "@/lib/departures/deals";
import { formatUsd } from "@/lib/format/money";
import { DepartureBookLink } from "./book-links";

/**
 * The upcoming departures on the hunt page: dates and free spots of each (server-rendered). The
 * dates are the hunt's local days; its time zone is named when its location gives one.
 */
export function HuntDepartures({
  departures,
  timeZone,
  waitlist,
  pricing,
  bookHuntId,
}: {
  departures: PublicDeparture[];
  timeZone: string;
  /** The hunt's price, for a last-minute deal's (the larger discount wins: lib/departures/deals.ts). */
  pricing?: { price: string; originalPrice: string | null; isDiscounted: boolean };
  /** Set on a listed hunt: full departures offer "Join the waitlist". */
  waitlist?: { huntId: number; groupSize: number };
  /** Set while the hunt takes bookings: each departure with a free spot has Book for its date. */
  bookHuntId?: number;
}) {
  const upcoming = departures.filter((d) => d.upcoming);
  if (upcoming.length === 0) return null;
  const zone = timeZoneLabel(timeZone);
  return (
    <section aria-labelledby="departures-heading" className="mt-10">
      <h2 id="departures-heading" className="text-2xl">
        Upcoming Departures
      </h2>
      {zone && (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="departures-time-zone">
          {`Dates are local to the hunt (${zone}).`}
        </p>
      )}
      {/* .departure-list (app/globals.css) styles each row and its dates: classes sent once, not per departure. */}
      <ul className="departure-list mt-4 divide-y rounded-xl border bg-card" data-testid="hunt-departures">
        {upcoming.map((d) => (
          <li key={d.id}>
            <span>{formatDateRange(d.startDate, d.endDate)}</span>
            {pricing && d.dealDiscountBp !== null && (
              <span className="flex flex-wrap items-center gap-2 text-sm" data-testid="departure-deal">
                <Badge variant="accent">Last-minute</Badge>
                <span className="font-semibold text-primary tabular-nums">
                  {`${formatUsd(departurePriceOf(pricing, d.dealDiscountBp))} per hunter (${dealPercentText(d.dealDiscountBp)}% off)`}
                </span>
              </span>
            )}
            {d.spotsLeft > 0 ? (
              <span className="flex flex-wrap items-center gap-3">
                <span className="text-sm text-muted-foreground">{`${d.spotsLeft} ${d.spotsLeft === 1 ? "spot" : "spots"} left`}</span>
                {bookHuntId !== undefined && (
                  <DepartureBookLink huntId={bookHuntId} departureId={d.id} dates={formatDateRange(d.startDate, d.endDate)} />
                )}
              </span>
            ) : (
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant="accent">Fully Booked</Badge>
                {waitlist && (
                  <JoinWaitlistSlot
                    huntId={waitlist.huntId}
                    departureId={d.id}
                    groupSize={waitlist.groupSize}
                    dates={formatDateRange(d.startDate, d.endDate)}
                  />
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
