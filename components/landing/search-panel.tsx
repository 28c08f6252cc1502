"use client";

import { useState } from "react";
import { Search, X } from "lucide-react";
import { SpeciesSelect } from "@/components/search/species-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSearchState } from "./search-state";

export type SearchPanelValues = {
  location: string;
  species: string;
  speciesText: string;
  dates: string;
  /** The trip date range (YYYY-MM-DD from the date pickers): a departure starting between them. */
  from?: string;
  to?: string;
};

const EMPTY: SearchPanelValues = { location: "", species: "all", speciesText: "", dates: "", from: "", to: "" };

/** Builds the query: trimmed, non-empty values only; 'other' or typed text searches the typed text. */
export function searchQueryOf(v: SearchPanelValues): string {
  const qs = new URLSearchParams();
  const location = v.location.trim();
  const typed = v.speciesText.trim();
  const species = typed || (v.species !== "all" && v.species !== "other" ? v.species : "");
  const dates = v.dates.trim();
  if (location) qs.set("location", location);
  if (species) qs.set("species", species);
  if (dates) qs.set("dates", dates);
  if (v.from) qs.set("from", v.from);
  if (v.to) qs.set("to", v.to);
  return qs.toString();
}

/** 'Find Your Perfect Hunt' (spec 000 §2 Landing page). */
export function SearchPanel({ initial, today }: { initial: SearchPanelValues; today: string }) {
  const { search, clear, searching } = useSearchState();
  const [values, setValues] = useState(initial);
  const set = (k: keyof SearchPanelValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  return (
    <section aria-labelledby="find-hunt-heading" className="relative z-10 mx-auto -mt-16 max-w-5xl px-4 sm:px-6">
      <form
        role="search"
        className="rounded-2xl border bg-card p-5 shadow-lg sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          search(searchQueryOf(values));
        }}
      >
        <h2 id="find-hunt-heading" className="text-xl sm:text-2xl">
          Find Your Perfect Hunt
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <div className="grid content-start gap-2">
            <Label htmlFor="search-location">Location</Label>
            <Input
              id="search-location"
              placeholder="e.g. Montana, Alaska"
              value={values.location}
              onChange={set("location")}
              maxLength={100}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="search-species">Species</Label>
            <SpeciesSelect id="search-species" value={values.species} onChange={set("species")} />
            <Input
              aria-label="Or type any species"
              placeholder="Or type any species..."
              value={values.speciesText}
              onChange={set("speciesText")}
              maxLength={100}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="search-dates">Dates</Label>
            <Input id="search-dates" placeholder="e.g. September 2027" value={values.dates} onChange={set("dates")} maxLength={100} />
            <div className="grid grid-cols-2 gap-2">
              <div className="grid gap-1">
                <Label htmlFor="search-from" className="text-xs text-muted-foreground">
                  From
                </Label>
                <Input id="search-from" type="date" min={today} value={values.from ?? ""} onChange={set("from")} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="search-to" className="text-xs text-muted-foreground">
                  To
                </Label>
                <Input id="search-to" type="date" min={values.from || today} value={values.to ?? ""} onChange={set("to")} />
              </div>
            </div>
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg">
            <Search aria-hidden />
            Search
          </Button>
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={() => {
              setValues(EMPTY);
              clear();
            }}
          >
            <X aria-hidden />
            Clear
          </Button>
          {searching && (
            <p role="status" className="animate-pulse text-sm font-semibold text-primary sm:ml-2">
              Scroll down to see your search results!
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
