// No imports: shared with client filter forms, so it stays tiny in the browser bundle.
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

// A test keeps this equal to the hunt_difficulty enum.
export const DIFFICULTIES = ["easy", "moderate", "difficult", "extreme"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: "Easy",
  moderate: "Moderate",
  difficult: "Difficult",
  extreme: "Extreme",
};

// Facets the database derives from each hunt's text (hunt_search_tags, in a trigger); these are the keys the filters accept.
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

// "recommended" is top-tier outfitters first, then newest.
export const SORT_LABELS = {
  recommended: "Recommended",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  soonest: "Soonest departure",
  rating: "Outfitter rating",
  newest: "Newest",
  harvest_rate: "Verified harvest rate",
  all_in_asc: "All-in price: low to high",
} as const;
export type SortOrder = keyof typeof SORT_LABELS;
export const SORT_ORDERS = Object.keys(SORT_LABELS) as SortOrder[];
