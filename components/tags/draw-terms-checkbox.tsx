"use client";

import { Controller, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { BookingDetailsInput } from "@/lib/bookings/schema";
import { todayIso } from "@/lib/departures/dates";
import type { PublicHuntTag } from "@/lib/tags/present";
import { failedDrawPromise } from "@/lib/tags/outcome-text";

/** The booking needs the hunter's tick: the draw's results are still to come. */
export const drawTermsNeeded = (tag: PublicHuntTag | null | undefined, now = new Date()) =>
  Boolean(tag && tag.type === "draw" && tag.resultsOn && tag.resultsOn >= todayIso(now) && tag.failedDrawOutcome);

/** In the booking terms: the hunter accepts the outcome the outfitter promised for a failed draw. */
export function DrawTermsCheckbox({
  form,
  tag,
  locked,
}: {
  form: UseFormReturn<BookingDetailsInput>;
  tag: PublicHuntTag;
  locked: boolean;
}) {
  const error = form.formState.errors.drawOutcomeAccepted?.message;
  return (
    <div className="rounded-xl border border-primary/30 bg-primary/5 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="drawOutcomeAccepted"
          render={({ field }) => (
            <Checkbox
              id="booking-draw-terms"
              className="mt-0.5"
              checked={field.value === true}
              disabled={locked}
              onCheckedChange={(v) => field.onChange(v === true)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "booking-draw-terms-error" : undefined}
            />
          )}
        />
        <Label htmlFor="booking-draw-terms" className="block leading-relaxed font-normal">
          This hunt needs a drawn tag ({tag.region}
          {tag.unitCode ? `, ${tag.unitCode}` : ""}). I accept: {failedDrawPromise(tag)}
        </Label>
      </div>
      {error && (
        <p id="booking-draw-terms-error" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
