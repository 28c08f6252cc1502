import { todayIso } from "@/lib/departures/dates";
import { searchHunts } from "@/lib/hunts/search";
import { countHunts, countLabel } from "@/lib/hunts/search-count";
import { getLandingHunts } from "@/lib/hunts/public-queries";
import { hrefWith, readSearchParams, type PageSearchParams } from "@/lib/hunts/search-params";
import { hasFilters } from "@/lib/hunts/search-schema";
import { SPECIES } from "@/lib/hunts/species";
import { getTopTierOutfitters } from "@/lib/outfitters/public";
import { log } from "@/lib/log";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { HuntsSection } from "./hunts-section";
import { SearchPanel, type SearchPanelValues } from "./search-panel";
import { SearchStateProvider } from "./search-state";
import { TopTierOutfitters } from "./top-tier-outfitters";

export const LANDING_RESULTS = 24;

/** The value, or null after logging why it could not be loaded. */
async function loadOrNull<T>(event: string, work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (err) {
    log.error(event, { err });
    return null;
  }
}

/**
 * The landing page for visitors (spec 000 §2). The search lives in the URL
 * (`/?location=…&species=…&dates=…#hunts`); featured hunts and top-tier outfitters come from
 * tagged caches, a search reads the database directly so results are never stale.
 */
export async function LandingPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const sp = await searchParams;
  const { filters, values } = readSearchParams(sp, ["location", "species", "dates", "from", "to"]);
  const searching = hasFilters(filters);
  // Each part fails alone: without the database the hero, search panel and How It Works still
  // render, the hunts section says what failed and the top-tier row is left out.
  const [outfitters, results, featured] = await Promise.all([
    loadOrNull("landing.top_tier_failed", getTopTierOutfitters()),
    searching
      ? loadOrNull("landing.search_failed", Promise.all([searchHunts(filters, { limit: LANDING_RESULTS }), countHunts(filters)]))
      : null,
    searching ? null : loadOrNull("landing.featured_failed", getLandingHunts()),
  ]);

  const species = (values.species ?? "").trim();
  const catalogued = SPECIES.includes(species.toLowerCase()) && species.toLowerCase() !== "other";
  const initial: SearchPanelValues = {
    location: values.location ?? "",
    species: catalogued ? species.toLowerCase() : species ? "other" : "all",
    speciesText: catalogued ? "" : species,
    dates: values.dates ?? "",
    from: values.from ?? "",
    to: values.to ?? "",
  };

  return (
    <SearchStateProvider>
      <Hero />
      <SearchPanel key={JSON.stringify(initial)} initial={initial} today={todayIso()} />
      <TopTierOutfitters outfitters={outfitters ?? []} />
      {searching ? (
        results ? (
          <HuntsSection
            mode="search"
            hunts={results[0].hunts}
            countText={countLabel(results[1])}
            moreHref={results[0].nextCursor ? hrefWith("/browse-hunts", values) : null}
          />
        ) : (
          <HuntsSection
            mode="failed"
            title="Search Results"
            message="Failed to search hunts"
            retryHref={`${hrefWith("/", values)}#hunts`}
          />
        )
      ) : featured ? (
        <HuntsSection mode="featured" hunts={featured.hunts} />
      ) : (
        <HuntsSection mode="failed" title="Featured Hunts" message="Failed to fetch hunts" retryHref="/#hunts" />
      )}
      <HowItWorks />
    </SearchStateProvider>
  );
}
