"use client";

import { useId, useMemo, useState } from "react";
import { Search, X } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { SPECIES_GROUPS, speciesLabel } from "@/lib/hunts/species";
import { cn } from "@/lib/utils";

/** The ~90-species catalogue as grouped checkboxes with a filter; 'other' asks for a custom name below. */
export function SpeciesPicker({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [filter, setFilter] = useState("");
  const id = useId();
  const groups = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return SPECIES_GROUPS.map((g) => ({
      ...g,
      species: g.species.filter((s) => !q || s.includes(q) || g.label.toLowerCase().includes(q)),
    })).filter((g) => g.species.length > 0);
  }, [filter]);
  const toggle = (s: string, on: boolean) => onChange(on ? [...value, s] : value.filter((v) => v !== s));

  return (
    <div className="flex flex-col gap-3">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Selected species">
          {value.map((s) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => toggle(s, false)}
                className="inline-flex min-h-8 items-center gap-1 rounded-full bg-accent px-3 text-xs font-medium text-accent-foreground hover:bg-accent/70 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {s === "other" ? "Other" : speciesLabel(s)}
                <X aria-hidden className="size-3" />
                <span className="sr-only">Remove</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Filter species…"
          aria-label="Filter species"
          className="pl-9"
        />
      </div>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        className={cn("relative max-h-72 overflow-y-auto rounded-md border bg-card p-3", invalid && "border-destructive")}
      >
        <span id={`${id}-label`} className="sr-only">
          Species
        </span>
        {groups.length === 0 && <p className="py-4 text-center text-sm text-muted-foreground">No species match “{filter}”.</p>}
        {groups.map((g) => (
          <fieldset key={g.label} className="mb-3 last:mb-0">
            <legend className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{g.label}</legend>
            <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
              {g.species.map((s) => {
                const boxId = `${id}-${s.replace(/[^a-z0-9]+/g, "-")}`;
                return (
                  <div key={s} className="flex items-center gap-2">
                    <Checkbox id={boxId} checked={value.includes(s)} onCheckedChange={(on) => toggle(s, on === true)} />
                    <label htmlFor={boxId} className="cursor-pointer text-sm">
                      {speciesLabel(s)}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
