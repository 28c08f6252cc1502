import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { todayIso } from "@/lib/departures/dates";

// Narrow padding: the native picker's text and calendar icon fit a half-width column without clipping.
const DATE_INPUT = "px-2";

/** How many hunters the departure must have room for (`partySize`; empty: any). */
export function PartySizeInput({ id, value }: { id: string; value?: string }) {
  return (
    <Input
      id={id}
      name="partySize"
      type="number"
      min={1}
      max={50}
      step={1}
      inputMode="numeric"
      placeholder="Any"
      defaultValue={value ?? ""}
    />
  );
}

/**
 * The date-range picker of the search forms: a departure starting from / to (native date pickers,
 * YYYY-MM-DD in the URL) and, optionally, how many hunters. Plain inputs, so the form works before
 * JavaScript loads.
 */
export function TripDateFields({
  idPrefix,
  from,
  to,
  partySize,
  withParty = false,
  sidebar = false,
}: {
  idPrefix: string;
  from?: string;
  to?: string;
  partySize?: string;
  withParty?: boolean;
  /** In the 300 px filter sidebar (lg and up) From and To stack, so each picker keeps room for its icon. */
  sidebar?: boolean;
}) {
  const today = todayIso();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Trip dates</legend>
      <div className={sidebar ? "grid grid-cols-2 gap-2 lg:grid-cols-1" : "grid grid-cols-2 gap-2"}>
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-from`} className="text-xs text-muted-foreground">
            From
          </Label>
          <Input id={`${idPrefix}-from`} name="from" type="date" min={today} defaultValue={from ?? ""} className={DATE_INPUT} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-to`} className="text-xs text-muted-foreground">
            To
          </Label>
          <Input id={`${idPrefix}-to`} name="to" type="date" min={today} defaultValue={to ?? ""} className={DATE_INPUT} />
        </div>
      </div>
      {withParty && (
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-party`} className="text-xs text-muted-foreground">
            Hunters
          </Label>
          <PartySizeInput id={`${idPrefix}-party`} value={partySize} />
        </div>
      )}
    </fieldset>
  );
}
