import { KNOWN_REGIONS } from "./known-regions";
import { SPECIES_GROUPS } from "./species";

/** Similar hunts (issue 50): same species family, same region, price within ±30%. */
export const SIMILAR_HUNTS_LIMIT = 4;
export const SIMILAR_PRICE_SPREAD = 0.3;

/** Every species of the families the hunt's species belong to; a species in no family stands for itself. */
export function speciesFamilyOf(species: string[]): string[] {
  const family = new Set<string>();
  for (const s of species.map((x) => x.trim().toLowerCase())) {
    const groups = SPECIES_GROUPS.filter((g) => g.species.includes(s));
    if (!groups.length) family.add(s);
    for (const g of groups) for (const member of g.species) family.add(member);
  }
  return [...family];
}

/** The most specific known region a location names ("Bitterroot Valley, Montana, USA" → "montana"), else its last part. */
export function regionOf(location: string): string | null {
  const parts = location
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  return parts.find((p) => KNOWN_REGIONS.has(p)) ?? parts.at(-1) ?? null;
}

/** The price band, in whole cents, both ends included. */
export function priceBandOf(priceCents: number): { min: number; max: number } {
  return { min: Math.ceil(priceCents * (1 - SIMILAR_PRICE_SPREAD)), max: Math.floor(priceCents * (1 + SIMILAR_PRICE_SPREAD)) };
}
