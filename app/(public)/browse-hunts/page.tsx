import type { Metadata } from "next";
import Form from "next/form";
import Link from "next/link";
import { Search } from "@/components/ui/icons";
import { FiltersToggle } from "@/components/search/filters-toggle";
import { RememberSearch } from "@/components/search/remember-search";
import { FormPendingMarker } from "@/components/search/search-pending";
import { SearchResults, resultsRegionId } from "@/components/search/search-results";
import { SpeciesSelect, selectClass } from "@/components/search/species-select";
import { PartySizeInput, TripDateFields } from "@/components/search/trip-date-fields";
import { SaveSearchButton } from "@/components/saved-searches/save-search-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PRICE_RANGES } from "@/lib/hunts/search-options";
import { loadSearchPage } from "@/lib/hunts/search-page";
import { hrefWith, type PageSearchParams } from "@/lib/hunts/search-params";
import { SEARCH_PAGE_FILTERS, suggestedSearchName } from "@/lib/saved-searches/schema";

type Props = { searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filtered = Object.keys(await searchParams).length > 0;
  return {
    title: "Browse Hunts",
    description: "Browse guided hunts by location, species and price from vetted outfitters.",
    alternates: { canonical: "/browse-hunts" },
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

/**
 * /browse-hunts: search box, species, price and trip dates, and the order (a GET form through
 * next/form: the filters live in the URL, and it works before JavaScript loads).
 */
export default async function BrowseHuntsPage({ searchParams }: Props) {
  const data = await loadSearchPage("/browse-hunts", await searchParams, [...SEARCH_PAGE_FILTERS["/browse-hunts"], "sort"]);
  const v = data.values;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl sm:text-4xl">Browse Hunts</h1>
      <p className="mt-2 text-muted-foreground">Guided hunts from vetted outfitters. Top-tier outfitters are listed first.</p>
      {/* Keyed by the query: after Back or Forward the fields show the address's filters again. */}
      <Form
        key={JSON.stringify(v)}
        id="browse-form"
        action="/browse-hunts"
        role="search"
        className="mt-6 grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-2 lg:grid-cols-[1.6fr_1.1fr_1fr_0.9fr_2.4fr_0.7fr_auto_auto] lg:items-end"
      >
        <FormPendingMarker targetId={resultsRegionId("browse-form")} />
        <div className="grid gap-2">
          <Label htmlFor="browse-location">Search</Label>
          <Input
            id="browse-location"
            name="location"
            placeholder="Location or hunt title"
            defaultValue={v.location ?? ""}
            maxLength={100}
          />
        </div>
        {/* On phones the filters fold behind a button (and again after Search); from lg they sit in the row. */}
        <FiltersToggle
          active={data.chips.filter((c) => c.key !== "location").length}
          formId="browse-form"
          className="md:col-span-2 lg:contents"
          panelClassName="mt-3 gap-3 md:grid-cols-2 lg:contents"
          openClassName="grid"
        >
          <div className="grid gap-2">
            <Label htmlFor="browse-species">Species</Label>
            <SpeciesSelect
              id="browse-species"
              name="species"
              defaultValue={v.species ?? "all"}
              extraValue={v.species}
              includeOther={false}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="browse-price">Price range</Label>
            <select id="browse-price" name="priceRange" defaultValue={v.priceRange ?? ""} className={selectClass}>
              <option value="">Any price</option>
              {PRICE_RANGES.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
              {v.priceRange && !PRICE_RANGES.some((p) => p.value === v.priceRange) && <option value={v.priceRange}>{v.priceRange}</option>}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="browse-max-all-in">Max all-in ($)</Label>
            <Input
              id="browse-max-all-in"
              name="maxAllIn"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              defaultValue={v.maxAllIn ?? ""}
            />
          </div>
          <TripDateFields idPrefix="browse" from={v.from} to={v.to} />
          <div className="grid gap-2">
            <Label htmlFor="browse-party">Hunters</Label>
            <PartySizeInput id="browse-party" value={v.partySize} />
          </div>
        </FiltersToggle>
        {v.dates && <input type="hidden" name="dates" value={v.dates} />}
        {v.outfitterId && <input type="hidden" name="outfitterId" value={v.outfitterId} />}
        <Button type="submit">
          <Search aria-hidden />
          Search
        </Button>
        <Button asChild variant="outline">
          <Link href="/browse-hunts">Clear</Link>
        </Button>
      </Form>
      <p className="mt-3 text-sm text-muted-foreground">
        Need more filters? Try the{" "}
        <Link href="/advanced-search" className="text-primary underline underline-offset-4">
          advanced search
        </Link>
        .
      </p>
      <div className="mt-6 flex justify-end">
        <SaveSearchButton path="/browse-hunts" filters={v} suggestedName={suggestedSearchName(v)} />
      </div>
      <div className="mt-4">
        <SearchResults {...data} formId="browse-form" />
        <RememberSearch href={hrefWith("/browse-hunts", v)} />
      </div>
    </div>
  );
}
