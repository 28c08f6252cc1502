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

/** A season matches the month names (or the season's own word) in a hunt's free-text dates. */
export const SEASONS = {
  spring: { months: ["march", "april", "may"], words: ["spring"] },
  summer: { months: ["june", "july", "august"], words: ["summer"] },
  fall: { months: ["september", "october", "november"], words: ["fall", "autumn"] },
  winter: { months: ["december", "january", "february"], words: ["winter"] },
} as const;
export type Season = keyof typeof SEASONS;
export const SEASON_LABELS: Record<Season, string> = {
  spring: "Spring (Mar–May)",
  summer: "Summer (Jun–Aug)",
  fall: "Fall (Sep–Nov)",
  winter: "Winter (Dec–Feb)",
};

/** Hunts have no weapon field: a weapon matches the words a listing uses in its title or description. */
export const WEAPONS = {
  rifle: ["rifle"],
  bow: ["bow", "bows", "archery", "bowhunt", "bowhunter", "bowhunters", "bowhunting", "longbow", "recurve", "compound bow"],
  crossbow: ["crossbow"],
  muzzleloader: ["muzzleloader", "muzzle-loader", "muzzleloading"],
  shotgun: ["shotgun", "wingshooting"],
  handgun: ["handgun", "pistol", "revolver"],
} as const;
export type Weapon = keyof typeof WEAPONS;
export const WEAPON_LABELS: Record<Weapon, string> = {
  rifle: "Rifle",
  bow: "Bow / Archery",
  crossbow: "Crossbow",
  muzzleloader: "Muzzleloader",
  shotgun: "Shotgun",
  handgun: "Handgun",
};

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

