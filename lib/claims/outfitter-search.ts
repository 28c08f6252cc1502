import { speciesLabel } from "@/lib/hunts/species";

/** The claim modal's search matches, case-insensitively, the outfitter's first name or any of its hunts' species, location or title. */
export type ClaimHunt = { id: number; title: string; species: string[]; location: string; image: string | null };

export type ClaimOutfitter = {
  id: number;
  firstName: string;
  profileImage: string | null;
  isTopTier: boolean;
  hunts: ClaimHunt[];
};

export type ClaimOutfitterOption = {
  id: number;
  firstName: string;
  profileImage: string | null;
  isTopTier: boolean;
  photos: { url: string; species: string; huntTitle: string }[];
  species: string[];
  /** How many further species the '+N more' badge stands for (0 for none). */
  moreSpecies: number;
  locations: string[];
};

export const MAX_PHOTOS = 3;
export const MAX_SPECIES_BADGES = 3;
export const MAX_LOCATIONS = 2;

const lower = (s: string) => s.toLocaleLowerCase("en-US");
const label = (key: string) => (key === "other" ? "Other" : speciesLabel(key));

export function matchesClaimSearch(o: ClaimOutfitter, query: string): boolean {
  const q = lower(query.trim());
  if (!q) return true;
  if (lower(o.firstName).includes(q)) return true;
  return o.hunts.some((h) => lower(h.title).includes(q) || lower(h.location).includes(q) || h.species.some((s) => lower(s).includes(q)));
}

export function summarizeClaimOutfitter(o: ClaimOutfitter): ClaimOutfitterOption {
  const photos: ClaimOutfitterOption["photos"] = [];
  const photoSpecies = new Set<string>();
  const species: string[] = [];
  const seenSpecies = new Set<string>();
  const locations: string[] = [];
  const seenLocations = new Set<string>();
  for (const h of o.hunts) {
    for (const s of h.species) {
      const key = lower(s.trim());
      if (key && !seenSpecies.has(key)) {
        seenSpecies.add(key);
        species.push(label(key));
      }
    }
    const primary = lower(h.species[0]?.trim() ?? "");
    if (h.image && primary && !photoSpecies.has(primary) && photos.length < MAX_PHOTOS) {
      photoSpecies.add(primary);
      photos.push({ url: h.image, species: label(primary), huntTitle: h.title });
    }
    const loc = h.location.trim();
    if (loc && !seenLocations.has(lower(loc))) {
      seenLocations.add(lower(loc));
      locations.push(loc);
    }
  }
  return {
    id: o.id,
    firstName: o.firstName,
    profileImage: o.profileImage,
    isTopTier: o.isTopTier,
    photos,
    species: species.slice(0, MAX_SPECIES_BADGES),
    moreSpecies: Math.max(0, species.length - MAX_SPECIES_BADGES),
    locations: locations.slice(0, MAX_LOCATIONS),
  };
}

export function searchClaimOutfitters(outfitters: ClaimOutfitter[], query: string): ClaimOutfitterOption[] {
  return outfitters.filter((o) => matchesClaimSearch(o, query)).map(summarizeClaimOutfitter);
}
