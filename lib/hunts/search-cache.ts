import "server-only";
import { cached } from "@/lib/cache/cached";
import { HUNTS_TAG } from "@/lib/cache/tags";
import { searchHunts, type PageRequest, type SearchPage } from "./search";
import type { HuntFilters } from "./search-schema";
import type { SortOrder } from "./search-options";
import { knownRegion } from "./known-regions";
import { SPECIES, normalizeSpecies } from "./species";
import { speciesSearchTerms } from "./species-match";

// Only first pages of closed-vocabulary searches are cached: free text or numbers would let anyone
// fill the cache with keys of their choosing. Tagged `hunts`, so any hunt change expires them.
export function cacheableSearch(f: HuntFilters, page: PageRequest): HuntFilters | null {
  if (page.cursor || page.before) return null;
  const region = f.location ? knownRegion(f.location) : undefined;
  if (region === null || f.dates || f.outfitterId !== undefined || f.price || f.duration) return null;
  // Trip dates and party sizes are the visitor's own values (and "today" moves): never cached.
  if (f.from || f.to || f.partySize !== undefined) return null;
  if (f.minHarvestRate !== undefined || f.maxAllIn !== undefined) return null;
  let species: string | undefined;
  if (f.species) {
    species = normalizeSpecies(f.species);
    if (!SPECIES.includes(species) && speciesSearchTerms(species).length < 2) return null;
  }
  const key: HuntFilters = {};
  if (species) key.species = species;
  if (region) key.location = region;
  if (f.difficulty) key.difficulty = f.difficulty;
  if (f.season) key.season = f.season;
  if (f.weapons?.length) key.weapons = [...new Set(f.weapons)].sort();
  if (f.tag) key.tag = f.tag;
  if (f.verified) key.verified = true;
  if (f.licenceIncluded) key.licenceIncluded = true;
  if (f.noTrophyFees) key.noTrophyFees = true;
  if (f.deals) key.deals = true;
  return key;
}

const firstPage = cached(
  (f: HuntFilters, limit: number | null, sort: SortOrder) => searchHunts(f, { limit: limit ?? undefined, sort }),
  ["hunt-search-first-page"],
  {
    tags: [HUNTS_TAG],
    revalidate: 300,
  },
);

export function searchHuntsCached(f: HuntFilters, page: PageRequest = {}): Promise<SearchPage> {
  const key = cacheableSearch(f, page);
  return key ? firstPage(key, page.limit ?? null, page.sort ?? "recommended") : searchHunts(f, page);
}
