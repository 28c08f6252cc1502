import { Search, X } from "@/components/ui/icons";
import { SpeciesSelect } from "@/components/search/species-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SearchClearButton, SearchForm, SearchingNotice } from "./search-form";
import { SEARCH_FIELDS as ID, type SearchPanelValues } from "./search-query";

export { searchQueryOf, type SearchPanelValues } from "./search-query";

/**
 * 'Find Your Perfect Hunt' (spec 000 §2 Landing page). Rendered on the server, fields filled from
 * the address; SearchForm (the browser's part) reads them on Search, SearchClearButton empties them.
 */
export function SearchPanel({ initial, today }: { initial: SearchPanelValues; today: string }) {
  return (
    <section aria-labelledby="find-hunt-heading" className="relative z-10 mx-auto -mt-16 max-w-5xl px-4 sm:px-6">
      <SearchForm today={today} className="rounded-2xl border bg-card p-5 shadow-lg sm:p-6">
        <h2 id="find-hunt-heading" className="text-xl sm:text-2xl">
          Find Your Perfect Hunt
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <div className="grid content-start gap-2">
            <Label htmlFor={ID.location}>Location</Label>
            <Input id={ID.location} placeholder="e.g. Montana, Alaska" defaultValue={initial.location} maxLength={100} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={ID.species}>Species</Label>
            <SpeciesSelect id={ID.species} defaultValue={initial.species} />
            <Input
              id={ID.speciesText}
              aria-label="Or type any species"
              placeholder="Or type any species..."
              defaultValue={initial.speciesText}
              maxLength={100}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={ID.dates}>Dates</Label>
            <Input id={ID.dates} placeholder="e.g. September 2027" defaultValue={initial.dates} maxLength={100} />
            <div className="grid grid-cols-2 gap-2">
              <div className="grid gap-1">
                <Label htmlFor={ID.from} className="text-xs text-muted-foreground">
                  From
                </Label>
                <Input id={ID.from} type="date" min={today} defaultValue={initial.from ?? ""} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={ID.to} className="text-xs text-muted-foreground">
                  To
                </Label>
                <Input id={ID.to} type="date" min={initial.from || today} defaultValue={initial.to ?? ""} />
              </div>
            </div>
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg">
            <Search aria-hidden />
            Search
          </Button>
          <Button asChild variant="outline" size="lg">
            <SearchClearButton today={today}>
              <X aria-hidden />
              Clear
            </SearchClearButton>
          </Button>
          <SearchingNotice />
        </div>
      </SearchForm>
    </section>
  );
}
