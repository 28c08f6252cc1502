import { formatDay } from "@/lib/format/dates";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { speciesDisplay } from "./card-model";
import { TAG_TYPE_LABELS } from "@/lib/tags/schema";
import { DIFFICULTY_LABELS, DURATIONS, PRICE_RANGES, SEASON_LABELS, WEAPON_LABELS } from "./search-options";
import { hrefWith } from "./search-params";

export type FilterChip = { key: string; label: string; href: string };

const label = (list: readonly { value: string; label: string }[], v: string) => list.find((x) => x.value === v)?.label ?? v;
const usd = (v: string) => {
  const cents = parseDollarsToCents(v);
  return cents === null ? v : formatUsd(cents);
};
const isoDay = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDay(v) : v);
const lookup = (labels: Record<string, string>) => (v: string) =>
  v
    .split(",")
    .map((w) => labels[w.trim().toLowerCase()] ?? w.trim())
    .join(", ");

// What each filter is called on a chip; a filter without a row here gets no chip (outfitterId: the page says whose).
const CHIP_TEXT: Record<string, (v: string) => string> = {
  location: (v) => `“${v}”`,
  species: (v) => speciesDisplay(v),
  dates: (v) => `Dates: ${v}`,
  priceRange: (v) => label(PRICE_RANGES, v),
  minPrice: (v) => `From ${usd(v)}`,
  maxPrice: (v) => `Up to ${usd(v)}`,
  maxAllIn: (v) => `All-in up to ${usd(v)}`,
  from: (v) => `From ${isoDay(v)}`,
  to: (v) => `Until ${isoDay(v)}`,
  partySize: (v) => (v === "1" ? "1 hunter" : `${v} hunters`),
  difficulty: lookup(DIFFICULTY_LABELS),
  duration: (v) => label(DURATIONS, v),
  season: lookup(SEASON_LABELS),
  weapons: lookup(WEAPON_LABELS),
  verified: () => "Verified outfitters",
  minHarvestRate: (v) => `Harvest rate ${v}%+`,
  tag: (v) => `Tag: ${TAG_TYPE_LABELS[v as keyof typeof TAG_TYPE_LABELS] ?? v}`,
  licenceIncluded: () => "Licence included",
  noTrophyFees: () => "No trophy fees",
  deals: () => "Last-minute deals",
};

/**
 * One chip per active filter of a search page, each linking to the same search without it (and back
 * to the first page: a cursor belongs to the old filters).
 */
export function filterChips(path: string, values: Record<string, string | undefined>): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const [key, value] of Object.entries(values)) {
    const text = CHIP_TEXT[key];
    if (!value || !text || (key === "species" && value === "all")) continue;
    const rest = Object.fromEntries(Object.entries(values).filter(([k]) => k !== key));
    chips.push({ key, label: text(value), href: hrefWith(path, rest) });
  }
  return chips;
}
