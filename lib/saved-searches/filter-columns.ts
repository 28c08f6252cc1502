import { datesTextPattern, escapeLike } from "@/lib/hunts/dates-pattern";
import type { HuntFilters } from "@/lib/hunts/search-schema";
import { speciesSearchTerms } from "@/lib/hunts/species-match";

/**
 * A search's filters as the saved_searches columns the alert run joins on: each is what
 * lib/hunts/search.ts's filterConditions binds for that filter (the same LIKE patterns, species
 * terms and facet tags), so a saved search matches exactly the hunts the search returns.
 */
// lib/hunts/search.ts's likePattern, here without that server-only module so the demo seed can save searches.
const likePattern = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

export function filterColumnsOf(f: HuntFilters) {
  const terms = f.species ? speciesSearchTerms(f.species) : [];
  const trip = !!f.from || !!f.to || f.partySize !== undefined;
  return {
    speciesTerms: terms.length ? terms : null,
    locationPattern: f.location ? likePattern(f.location) : null,
    datesPattern: f.dates ? datesTextPattern(f.dates) : null,
    outfitterId: f.outfitterId ?? null,
    priceMin: f.price?.min ?? null,
    priceMax: f.price?.max ?? null,
    durationMin: f.duration?.min ?? null,
    durationMax: f.duration?.max ?? null,
    requiredTags: [...(f.season ? [`season:${f.season}`] : []), ...(f.difficulty ? [`difficulty:${f.difficulty}`] : [])],
    weaponTags: (f.weapons ?? []).map((w) => `weapon:${w}`),
    hasTrip: trip,
    tripFrom: f.from ?? null,
    tripTo: f.to ?? null,
    partySize: f.partySize ?? null,
    allInMax: f.maxAllIn ?? null,
    licenceIncluded: f.licenceIncluded ?? false,
    noTrophyFees: f.noTrophyFees ?? false,
    dealsOnly: f.deals ?? false,
  };
}
