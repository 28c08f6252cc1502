import type { Metadata } from "next";
import { TagFilterField } from "@/components/tags/tag-filter-field";
import Form from "next/form";
import Link from "next/link";
import { FiltersToggle } from "@/components/search/filters-toggle";
import { RememberSearch } from "@/components/search/remember-search";
import { FormPendingMarker } from "@/components/search/search-pending";
import { SearchResults, resultsRegionId } from "@/components/search/search-results";
import { SpeciesSelect, selectClass } from "@/components/search/species-select";
import { TripDateFields } from "@/components/search/trip-date-fields";
import { SaveSearchButton } from "@/components/saved-searches/save-search-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  DURATIONS,
  SEASON_LABELS,
  WEAPON_LABELS,
  type Season,
  type Weapon,
} from "@/lib/hunts/search-options";
import { loadSearchPage } from "@/lib/hunts/search-page";
import { hrefWith, type PageSearchParams } from "@/lib/hunts/search-params";
import { SEARCH_PAGE_FILTERS, suggestedSearchName } from "@/lib/saved-searches/schema";
import { SPECIES } from "@/lib/hunts/species";

type Props = { searchParams: Promise<PageSearchParams> };

export const metadata: Metadata = {
  title: "Advanced Hunt Search",
  description: "Filter guided hunts by location, species, dates, price, difficulty, duration, season and weapon.",
  alternates: { canonical: "/advanced-search" },
};

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** /advanced-search: a sidebar with every filter (GET form; filters live in the URL) and the results. */
/** One on/off filter of the form: a native checkbox, so the search works before (and without) JavaScript. */
function FilterCheckbox({
  name,
  value,
  checked,
  strong = false,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  strong?: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className={strong ? "flex items-center gap-2 text-sm font-medium" : "flex items-center gap-2 text-sm"}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="size-4 accent-primary" />
      {children}
    </label>
  );
}

export default async function AdvancedSearchPage({ searchParams }: Props) {
  const sp = { ...(await searchParams) };
  const typed = typeof sp.speciesText === "string" ? sp.speciesText.trim() : "";
  if (typed) sp.species = typed;
  const data = await loadSearchPage("/advanced-search", sp, [...SEARCH_PAGE_FILTERS["/advanced-search"], "sort"]);
  const v = data.values;
  const species = (v.species ?? "").toLowerCase();
  const freeText = typed || (species && species !== "all" && !SPECIES.includes(species) ? (v.species ?? "") : "");
  const weapons = new Set((v.weapons ?? "").split(",").map((w) => w.trim().toLowerCase()));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl sm:text-4xl">Advanced Search</h1>
      <p className="mt-2 text-muted-foreground">Narrow down guided hunts with every filter we have.</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[300px_minmax(0,1fr)]">
        <aside aria-label="Filters">
          <FiltersToggle active={data.activeFilters} formId="advanced-form">
            {/* Keyed by the query: after Back or Forward the fields show the address's filters again. */}
            <Form
              key={JSON.stringify(v)}
              id="advanced-form"
              action="/advanced-search"
              role="search"
              className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm"
            >
              <FormPendingMarker targetId={resultsRegionId("advanced-form")} />
              <Field id="adv-location" label="Location or title">
                <Input id="adv-location" name="location" defaultValue={v.location ?? ""} placeholder="e.g. Alaska" maxLength={100} />
              </Field>
              <Field id="adv-species" label="Species">
                <SpeciesSelect id="adv-species" name="species" defaultValue={freeText ? "all" : species || "all"} includeOther={false} />
                <Input
                  aria-label="Or type any species"
                  name="speciesText"
                  defaultValue={freeText}
                  placeholder="Or type any species..."
                  maxLength={100}
                />
              </Field>
              <TripDateFields idPrefix="adv" from={v.from} to={v.to} partySize={v.partySize} withParty sidebar />
              <Field id="adv-dates" label="Dates (text)">
                <Input id="adv-dates" name="dates" defaultValue={v.dates ?? ""} placeholder="e.g. October 2027" maxLength={100} />
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field id="adv-min" label="Min price ($)">
                  <Input
                    id="adv-min"
                    name="minPrice"
                    type="number"
                    min={0}
                    step="0.01"
                    inputMode="decimal"
                    defaultValue={v.minPrice ?? ""}
                  />
                </Field>
                <Field id="adv-max" label="Max price ($)">
                  <Input
                    id="adv-max"
                    name="maxPrice"
                    type="number"
                    min={0}
                    step="0.01"
                    inputMode="decimal"
                    defaultValue={v.maxPrice ?? ""}
                  />
                </Field>
              </div>
              <Field id="adv-max-all-in" label="Max all-in price ($)">
                <Input
                  id="adv-max-all-in"
                  name="maxAllIn"
                  type="number"
                  min={0}
                  step="0.01"
                  inputMode="decimal"
                  defaultValue={v.maxAllIn ?? ""}
                  aria-describedby="adv-max-all-in-hint"
                />
                <p id="adv-max-all-in-hint" className="text-xs text-muted-foreground">
                  One non-resident hunter: price, required add-ons, tax and licences not included.
                </p>
              </Field>
              <Field id="adv-difficulty" label="Difficulty">
                <select id="adv-difficulty" name="difficulty" defaultValue={v.difficulty ?? ""} className={selectClass}>
                  <option value="">Any difficulty</option>
                  {DIFFICULTIES.map((d) => (
                    <option key={d} value={d}>
                      {DIFFICULTY_LABELS[d]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="adv-duration" label="Duration">
                <select id="adv-duration" name="duration" defaultValue={v.duration ?? ""} className={selectClass}>
                  <option value="">Any length</option>
                  {DURATIONS.map((d) => (
                    <option key={d.value} value={d.value}>
                      {d.label}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="adv-season" label="Season">
                <select id="adv-season" name="season" defaultValue={v.season ?? ""} className={selectClass}>
                  <option value="">Any season</option>
                  {(Object.keys(SEASON_LABELS) as Season[]).map((s) => (
                    <option key={s} value={s}>
                      {SEASON_LABELS[s]}
                    </option>
                  ))}
                </select>
              </Field>
              <TagFilterField value={v.tag} />
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">Weapons</legend>
                {(Object.keys(WEAPON_LABELS) as Weapon[]).map((w) => (
                  <FilterCheckbox key={w} name="weapons" value={w} checked={weapons.has(w)}>
                    {WEAPON_LABELS[w]}
                  </FilterCheckbox>
                ))}
              </fieldset>
              <FilterCheckbox name="verified" value="true" checked={v.verified === "true"} strong>
                Verified outfitters only
              </FilterCheckbox>
              <FilterCheckbox name="minHarvestRate" value="50" checked={v.minHarvestRate === "50"} strong>
                Harvest rate ≥ 50% (verified hunters)
              </FilterCheckbox>
              <FilterCheckbox name="deals" value="true" checked={v.deals === "true"} strong>
                Deals (last-minute departures)
              </FilterCheckbox>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">Fees</legend>
                <FilterCheckbox name="licenceIncluded" value="true" checked={v.licenceIncluded === "true"}>
                  Licence included
                </FilterCheckbox>
                <FilterCheckbox name="noTrophyFees" value="true" checked={v.noTrophyFees === "true"}>
                  No trophy fees
                </FilterCheckbox>
              </fieldset>
              <Button type="submit">Apply Filters</Button>
              <Button asChild variant="outline">
                <Link href="/advanced-search">Reset</Link>
              </Button>
            </Form>
          </FiltersToggle>
        </aside>
        <div className="grid min-w-0 content-start gap-4">
          <div className="flex justify-end">
            <SaveSearchButton path="/advanced-search" filters={v} suggestedName={suggestedSearchName(v)} />
          </div>
          <SearchResults {...data} narrow formId="advanced-form" />
          <RememberSearch href={hrefWith("/advanced-search", v)} />
        </div>
      </div>
    </div>
  );
}
