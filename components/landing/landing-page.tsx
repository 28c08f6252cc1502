import { countHunts, countLabel, searchHunts } from "@/lib/hunts/search";
import { getLandingHunts } from "@/lib/hunts/public-queries";
import { hrefWith, readSearchParams, type PageSearchParams } from "@/lib/hunts/search-params";
import { hasFilters } from "@/lib/hunts/search-schema";
import { SPECIES } from "@/lib/hunts/species";
import { getTopTierOutfitters } from "@/lib/outfitters/public";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { HuntsSection } from "./hunts-section";
import { SearchPanel, type SearchPanelValues } from "./search-panel";
import { SearchStateProvider } from "./search-state";
import { TopTierOutfitters } from "./top-tier-outfitters";

export const LANDING_RESULTS = 24;

/**
 * The landing page for visitors (spec 000 §2). The search lives in the URL
 * (`/?location=…&species=…&dates=…#hunts`); featured hunts and top-tier outfitters come from
 * tagged caches, a search reads the database directly so results are never stale.
 */
export async function LandingPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const sp = await searchParams;
  const { filters, values } = readSearchParams(sp, ["location", "species", "dates"]);
  const searching = hasFilters(filters);
  const [outfitters, results, featured] = await Promise.all([
    getTopTierOutfitters(),
    searching ? Promise.all([searchHunts(filters, { limit: LANDING_RESULTS }), countHunts(filters)]) : null,
    searching ? null : getLandingHunts(),
  ]);

  const species = (values.species ?? "").trim();
  const catalogued = SPECIES.includes(species.toLowerCase()) && species.toLowerCase() !== "other";
  const initial: SearchPanelValues = {
    location: values.location ?? "",
    species: catalogued ? species.toLowerCase() : species ? "other" : "all",
    speciesText: catalogued ? "" : species,
    dates: values.dates ?? "",
  };

  return (
    <SearchStateProvider>
      <Hero />
      <SearchPanel key={JSON.stringify(initial)} initial={initial} />
      <TopTierOutfitters outfitters={outfitters} />
      {results ? (
        <HuntsSection
          mode="search"
          hunts={results[0].hunts}
          countText={countLabel(results[1])}
          moreHref={results[0].nextCursor ? hrefWith("/browse-hunts", values) : null}
        />
      ) : (
        <HuntsSection mode="featured" hunts={featured?.hunts ?? []} />
      )}
      <HowItWorks />
    </SearchStateProvider>
  );
}
