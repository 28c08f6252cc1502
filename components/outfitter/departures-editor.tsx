"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { summarizeDepartures } from "@/lib/departures/summary";
import { isIsoDate } from "@/lib/departures/dates";

export type DepartureRowValues = { id: string; startDate: string; endDate: string; spots: string; booked: number };
type WithDepartures = { departures: DepartureRowValues[] };

export const emptyDeparture = (spots = ""): DepartureRowValues => ({ id: "", startDate: "", endDate: "", spots, booked: 0 });

/** The summary the dates text defaults to, from the rows filled in so far. */
export function useDeparturesSummary(control: Control<WithDepartures>): string {
  const rows = useWatch({ control, name: "departures" }) ?? [];
  return summarizeDepartures(rows.filter((r) => isIsoDate(r.startDate) && isIsoDate(r.endDate) && r.endDate >= r.startDate));
}

/**
 * The hunt's departures as rows of start date, end date and spots (native date pickers), with Add
 * and Remove; at least one row stays. A departure with bookings keeps its dates and cannot be
 * removed (the server says the same with a 409).
 */
export function DeparturesEditor({
  control,
  register,
  errors,
  today,
}: {
  control: Control<WithDepartures>;
  register: UseFormRegister<WithDepartures>;
  errors?: FieldErrors<WithDepartures>["departures"];
  today: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "departures", keyName: "key" });
  const rowErrors = Array.isArray(errors) ? errors : [];
  const listError = !Array.isArray(errors) ? (errors?.message ?? errors?.root?.message) : undefined;
  return (
    <div className="flex flex-col gap-3 sm:col-span-2" data-testid="departures-editor">
      <ol className="flex flex-col gap-3">
        {fields.map((field, i) => {
          const e = rowErrors[i];
          const locked = field.booked > 0;
          const message = e?.startDate?.message ?? e?.endDate?.message ?? e?.spots?.message ?? e?.id?.message;
          return (
            <li key={field.key} className="rounded-lg border bg-background p-3" aria-label={`Departure ${i + 1}`}>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_7rem_auto] sm:items-end">
                {(["startDate", "endDate"] as const).map((name) => (
                  <div key={name} className="flex flex-col gap-1.5">
                    <Label htmlFor={`departure-${i}-${name}`}>{name === "startDate" ? "Start date" : "End date"}</Label>
                    <Input
                      id={`departure-${i}-${name}`}
                      type="date"
                      min={locked ? undefined : today}
                      readOnly={locked}
                      aria-invalid={e?.[name] ? true : undefined}
                      {...register(`departures.${i}.${name}`)}
                    />
                  </div>
                ))}
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`departure-${i}-spots`}>Spots</Label>
                  <Input
                    id={`departure-${i}-spots`}
                    type="number"
                    min={Math.max(1, field.booked)}
                    step={1}
                    inputMode="numeric"
                    aria-invalid={e?.spots ? true : undefined}
                    {...register(`departures.${i}.spots`)}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove departure ${i + 1}`}
                  title={
                    locked
                      ? "This departure has bookings"
                      : fields.length === 1
                        ? "A hunt needs at least one departure"
                        : "Remove departure"
                  }
                  disabled={locked || fields.length === 1}
                  onClick={() => remove(i)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              {locked && (
                <p className="mt-2 text-xs text-muted-foreground">
                  {field.booked} {field.booked === 1 ? "spot is" : "spots are"} booked: the dates stay as they are.
                </p>
              )}
              {message && <p className="mt-2 text-sm text-destructive">{String(message)}</p>}
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm text-destructive">{String(listError)}</p>}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyDeparture(fields.at(-1)?.spots ?? ""))}>
          <Plus aria-hidden /> Add departure
        </Button>
      </div>
    </div>
  );
}
