"use client";

import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { dealPercentText } from "@/lib/departures/deals";
import type { PublicDeparture } from "@/lib/departures/present";
import { formatDateRange } from "@/lib/departures/dates";
import { cn } from "@/lib/utils";

export type Trip = { departureId: number; partySize: number };

/** The departures a hunter can pick: upcoming ones, in date order (full ones shown, not selectable). */
export const pickableDepartures = (departures: PublicDeparture[]) => departures.filter((d) => d.upcoming);

/** Party sizes offered for a departure: 1..min(group size, free spots). */
export const partySizes = (groupSize: number, d: PublicDeparture | undefined) =>
  Array.from({ length: Math.max(0, Math.min(groupSize, d?.spotsLeft ?? 0)) }, (_, i) => i + 1);

/**
 * Step one of the booking page: which departure and how many hunters. Locked while a reservation
 * holds the spots (reloading the page resumes that checkout).
 */
export function DeparturePicker({
  departures,
  groupSize,
  value,
  onChange,
  locked,
}: {
  departures: PublicDeparture[];
  groupSize: number;
  value: Trip | null;
  onChange: (trip: Trip) => void;
  locked: boolean;
}) {
  const list = pickableDepartures(departures);
  const chosen = list.find((d) => d.id === value?.departureId);
  const sizes = partySizes(groupSize, chosen);
  return (
    <section aria-labelledby="trip-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="trip-heading" className="text-lg font-semibold">
        Your Trip
      </h2>
      <fieldset className="mt-4" disabled={locked}>
        <legend className="text-sm font-medium">Departure</legend>
        <div className="mt-2 grid gap-2" role="radiogroup">
          {list.map((d) => {
            const full = d.spotsLeft <= 0;
            const selected = d.id === value?.departureId;
            return (
              <label
                key={d.id}
                className={cn(
                  "flex cursor-pointer items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm transition-colors",
                  selected ? "border-primary bg-primary/5" : "hover:bg-muted/50",
                  (full || locked) && "cursor-not-allowed opacity-60",
                )}
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="departureId"
                    value={d.id}
                    checked={selected}
                    disabled={full}
                    onChange={() =>
                      onChange({ departureId: d.id, partySize: Math.min(value?.partySize ?? 1, Math.min(groupSize, d.spotsLeft)) || 1 })
                    }
                    className="size-4 accent-primary"
                  />
                  <span className="font-medium tabular-nums">{formatDateRange(d.startDate, d.endDate)}</span>
                  {d.dealDiscountBp !== null && !full && (
                    <Badge variant="accent">{`Last-minute · ${dealPercentText(d.dealDiscountBp)}% off`}</Badge>
                  )}
                </span>
                <span className="text-muted-foreground">
                  {full ? "Fully Booked" : `${d.spotsLeft} ${d.spotsLeft === 1 ? "spot" : "spots"} left`}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-col gap-1.5 sm:max-w-48">
        <Label htmlFor="party-size">Hunters in your party</Label>
        <select
          id="party-size"
          name="partySize"
          disabled={locked || !chosen}
          value={value?.partySize ?? 1}
          onChange={(e) => value && onChange({ ...value, partySize: Number(e.target.value) })}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {(sizes.length ? sizes : [1]).map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? "hunter" : "hunters"}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
