/**
 * Option lists of the hunt search filters, shared by the filter forms (client) and the query
 * schema (server). No imports: this file stays tiny in the browser bundle.
 */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

/** Mirrors the hunt_difficulty enum (db/schema/enums.ts); a test keeps them equal. */
export const DIFFICULTIES = ["easy", "moderate", "difficult", "extreme"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: "Easy",
  moderate: "Moderate",
  difficult: "Difficult",
  extreme: "Extreme",
};

/**
 * Seasons and weapons are facets the database derives from each hunt's text (hunts.search_tags,
 * set by the SQL function hunt_search_tags in the hunts_search_fields_biu trigger): a season from month names or the season's word in the dates, a weapon from words
 * in the title and description. These are the keys the filters accept.
 */
export const SEASON_LABELS = {
  spring: "Spring (Mar–May)",
  summer: "Summer (Jun–Aug)",
  fall: "Fall (Sep–Nov)",
  winter: "Winter (Dec–Feb)",
} as const;
export type Season = keyof typeof SEASON_LABELS;
export const SEASONS = Object.keys(SEASON_LABELS) as Season[];

export const WEAPON_LABELS = {
  rifle: "Rifle",
  bow: "Bow / Archery",
  crossbow: "Crossbow",
  muzzleloader: "Muzzleloader",
  shotgun: "Shotgun",
  handgun: "Handgun",
} as const;
export type Weapon = keyof typeof WEAPON_LABELS;
export const WEAPONS = Object.keys(WEAPON_LABELS) as Weapon[];

export const PRICE_RANGES = [
  { value: "0-2500", label: "Under $2,500" },
  { value: "2500-5000", label: "$2,500 – $5,000" },
  { value: "5000-10000", label: "$5,000 – $10,000" },
  { value: "10000+", label: "$10,000+" },
] as const;

export const DURATIONS = [
  { value: "1-3", label: "1–3 days" },
  { value: "4-7", label: "4–7 days" },
  { value: "8-14", label: "8–14 days" },
  { value: "15+", label: "15+ days" },
] as const;

/** The orders of GET /api/hunts?sort= and the sort select; "recommended" is top-tier first, then newest. */
export const SORT_LABELS = {
  recommended: "Recommended",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  soonest: "Soonest departure",
  rating: "Outfitter rating",
  newest: "Newest",
} as const;
export type SortOrder = keyof typeof SORT_LABELS;
export const SORT_ORDERS = Object.keys(SORT_LABELS) as SortOrder[];
