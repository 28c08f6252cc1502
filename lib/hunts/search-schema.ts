import { z } from "zod";
import { unstorableText } from "@/lib/http/text";
import { parseDollarsToCents } from "@/lib/format/money";
import { isIsoDate, todayIso } from "@/lib/departures/dates";
import { readSearchWords } from "./search-words";
import { TAG_TYPES, type TagType } from "@/lib/tags/schema";
import { DIFFICULTIES, MAX_PAGE_SIZE, SEASONS, SORT_ORDERS, WEAPONS, type Season, type SortOrder, type Weapon } from "./search-options";

// Every value is URL text: empty means not given; anything unreadable is a 400 naming the field.
const MAX_TEXT = 100;
const INT_MAX = 2_147_483_647;

const optionalText = (label: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || v.length <= MAX_TEXT, `${label} must be at most ${MAX_TEXT} characters`)
    .superRefine((v, ctx) => {
      const problem = v === undefined ? null : unstorableText(v);
      if (problem) ctx.addIssue({ code: "custom", message: `${label} ${problem}` });
    });

const dollars = (label: string) =>
  optionalText(label).transform((v, ctx) => {
    if (v === undefined) return undefined;
    const cents = parseDollarsToCents(v);
    if (cents === null || cents > INT_MAX) {
      ctx.addIssue({ code: "custom", message: `${label} must be an amount in dollars, like 2500 or 2500.00` });
      return z.NEVER;
    }
    return cents;
  });

export type Range = { min?: number; max?: number };

export function parseRange(text: string, unit: (s: string) => number | null): Range | null {
  const plus = /^([^-+]+)\+$/.exec(text);
  if (plus) {
    const min = unit(plus[1]!);
    return min === null ? null : { min };
  }
  const between = /^([^-]+)-([^-]+)$/.exec(text);
  if (between) {
    const min = unit(between[1]!);
    const max = unit(between[2]!);
    return min === null || max === null || min > max ? null : { min, max };
  }
  const exact = unit(text);
  return exact === null ? null : { min: exact, max: exact };
}

const wholeDays = (s: string) => (/^\d{1,4}$/.test(s.trim()) ? Number(s.trim()) : null);
const dollarCents = (s: string) => {
  const c = parseDollarsToCents(s.trim());
  return c === null || c > INT_MAX ? null : c;
};

const rangeOf = (label: string, unit: (s: string) => number | null, hint: string) =>
  optionalText(label).transform((v, ctx) => {
    if (v === undefined) return undefined;
    const r = parseRange(v, unit);
    if (!r) {
      ctx.addIssue({ code: "custom", message: `${label} must look like ${hint}` });
      return z.NEVER;
    }
    return r;
  });

const oneOf = <T extends string>(label: string, values: readonly T[], aliases: Record<string, T> = {}) =>
  optionalText(label).transform((v, ctx) => {
    if (v === undefined) return undefined;
    const key = v.toLowerCase();
    if (key === "all" || key === "any") return undefined;
    const hit = (values as readonly string[]).includes(key) ? (key as T) : aliases[key];
    if (!hit) {
      ctx.addIssue({ code: "custom", message: `${label} must be one of: ${values.join(", ")}` });
      return z.NEVER;
    }
    return hit;
  });

const weaponList = optionalText("Weapons").transform((v, ctx) => {
  if (v === undefined) return undefined;
  const names = v
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s && s !== "all" && s !== "any");
  const allowed: readonly string[] = WEAPONS;
  const aliases: Record<string, Weapon> = { archery: "bow", muzzle: "muzzleloader", pistol: "handgun" };
  const out = new Set<Weapon>();
  for (const n of names) {
    const w = allowed.includes(n) ? (n as Weapon) : aliases[n];
    if (!w) {
      ctx.addIssue({ code: "custom", message: `Weapons must be one or more of: ${allowed.join(", ")}` });
      return z.NEVER;
    }
    out.add(w);
  }
  return out.size ? [...out] : undefined;
});

// search_rank of a listed hunt: 2–13 (drizzle/0051_search-text-custom.sql).
const CURSOR = /^([2-9]|1[0-3])\.\d{1,10}$/;
const SORTED_CURSOR = /^(price_asc|price_desc|soonest|rating|newest|harvest_rate|all_in_asc)\.(-?\d{1,10}|\d{4}-\d{2}-\d{2})\.(\d{1,10})$/;
const cursorText = (label: string) =>
  optionalText(label).transform((v, ctx): PageKey | SortedKey | undefined => {
    if (v === undefined) return undefined;
    let decoded = "";
    try {
      decoded = Buffer.from(v, "base64url").toString("utf8");
    } catch {
      decoded = "";
    }
    const sorted = SORTED_CURSOR.exec(decoded);
    if (sorted && Number(sorted[3]) <= INT_MAX) {
      const [, sort, value] = sorted as unknown as [string, SortedKey["sort"], string];
      const fits = sort === "soonest" ? isIsoDate(value) : /^-?\d+$/.test(value) && Math.abs(Number(value)) <= INT_MAX;
      if (fits) return { sort, value, id: Number(sorted[3]) };
    }
    const m = CURSOR.exec(decoded);
    if (!m || Number(decoded.split(".")[1]) > INT_MAX) {
      ctx.addIssue({ code: "custom", message: `${label} is not a valid page cursor` });
      return z.NEVER;
    }
    const [rank, id] = decoded.split(".").map(Number) as [number, number];
    return { rank, id };
  });

const flag = (label: string) =>
  optionalText(label).transform((v, ctx) => {
    if (v === undefined || v === "false" || v === "0") return undefined;
    if (v === "true" || v === "1" || v === "on") return true as const;
    ctx.addIssue({ code: "custom", message: `${label} must be true or false` });
    return z.NEVER;
  });

const isoDate = (label: string) =>
  optionalText(label).refine((v) => v === undefined || isIsoDate(v), `${label} must be a date like 2027-10-03`);

export const huntSearchQuerySchema = z
  .object({
    // The search box: words and maybe dates ("elk october 2027"), read by filtersOf.
    location: optionalText("Location").superRefine((v, ctx) => {
      const bad = v === undefined ? undefined : readSearchWords(v, todayIso()).invalidDate;
      if (bad) ctx.addIssue({ code: "custom", message: `Location has a date that does not exist: ${bad}` });
    }),
    species: optionalText("Species"),
    dates: optionalText("Dates"),
    outfitterId: optionalText("Outfitter").transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (!/^\d{1,9}$/.test(v)) {
        ctx.addIssue({ code: "custom", message: "Outfitter must be a numeric id" });
        return z.NEVER;
      }
      return Number(v);
    }),
    priceRange: rangeOf("Price range", dollarCents, "2500-5000 or 10000+"),
    minPrice: dollars("Minimum price"),
    maxPrice: dollars("Maximum price"),
    difficulty: oneOf("Difficulty", DIFFICULTIES),
    duration: rangeOf("Duration", wholeDays, "5, 4-7 or 15+ (days)"),
    season: oneOf("Season", SEASONS, { autumn: "fall" }),
    weapons: weaponList,
    limit: optionalText("Limit").transform((v, ctx) => {
      if (v === undefined) return undefined;
      const n = /^\d{1,4}$/.test(v) ? Number(v) : NaN;
      if (!(n >= 1 && n <= MAX_PAGE_SIZE)) {
        ctx.addIssue({ code: "custom", message: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` });
        return z.NEVER;
      }
      return n;
    }),
    from: isoDate("From"),
    to: isoDate("To"),
    partySize: optionalText("Party size").transform((v, ctx) => {
      if (v === undefined) return undefined;
      const n = /^\d{1,4}$/.test(v) ? Number(v) : NaN;
      if (!(n >= 1 && n <= 1000)) {
        ctx.addIssue({ code: "custom", message: "Party size must be a whole number from 1 to 1000" });
        return z.NEVER;
      }
      return n;
    }),
    verified: flag("Verified outfitters only"),
    // The card's "from $X all-in" (one non-resident hunter, required add-ons, tax, licences not included).
    maxAllIn: dollars("Maximum all-in price"),
    licenceIncluded: flag("Licence included"),
    noTrophyFees: flag("No trophy fees"),
    // Only hunts with a live last-minute deal on a bookable departure (issue 50).
    deals: flag("Deals"),
    minHarvestRate: optionalText("Harvest rate").transform((v, ctx) => {
      if (v === undefined) return undefined;
      const n = /^\d{1,3}$/.test(v) ? Number(v) : NaN;
      if (!(n >= 1 && n <= 100)) {
        ctx.addIssue({ code: "custom", message: "Harvest rate must be a whole percent from 1 to 100" });
        return z.NEVER;
      }
      return n;
    }),
    sort: oneOf<SortOrder>("Sort", SORT_ORDERS),
    tag: oneOf<TagType>("Tag", TAG_TYPES),
    cursor: cursorText("Cursor"),
    before: cursorText("Before"),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: "To cannot be before From" });
    for (const key of ["cursor", "before"] as const) {
      // zod runs this refinement even when the cursor failed its own check, so it may still be a string
      // here (`"sort" in "…"` threw a 500).
      const c = typeof q[key] === "object" ? q[key] : undefined;
      const sorted = c && "sort" in c;
      if (c && (q.sort ?? "recommended") !== (sorted ? c.sort : "recommended")) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key === "cursor" ? "Cursor" : "Before"} belongs to another sort order` });
      }
    }
  });

export type HuntSearchQuery = z.infer<typeof huntSearchQuerySchema>;
export type PageKey = { rank: number; id: number };
export type SortedKey = { sort: Exclude<SortOrder, "recommended">; value: string; id: number };

export function encodeCursor(key: PageKey): string {
  return Buffer.from(`${key.rank}.${key.id}`, "utf8").toString("base64url");
}

export function encodeSortedCursor(key: SortedKey): string {
  return Buffer.from(`${key.sort}.${key.value}.${key.id}`, "utf8").toString("base64url");
}

// Min and max price merge into one range of cents.
export type HuntFilters = {
  location?: string;
  species?: string;
  dates?: string;
  outfitterId?: number;
  price?: Range;
  difficulty?: (typeof DIFFICULTIES)[number];
  duration?: Range;
  season?: Season;
  weapons?: Weapon[];
  // A bookable departure (not started, a free spot) starting in [from, to], with partySize free spots.
  from?: string;
  to?: string;
  partySize?: number;
  // The hunt's tag type (lib/tags): none, otc, draw, allocated, included.
  tag?: TagType;
  /** Only hunts of outfitters with an approved, unexpired licence (odd search_rank: 3 to 13). */
  verified?: true;
  /** Only hunts whose verified harvest rate (n ≥ 3, outcome_figures) is at least this percent. */
  minHarvestRate?: number;
  /** The hunt's all-in from (hunts.all_in_from_cents) is at most this many cents. */
  maxAllIn?: number;
  /** Licence and tags included in the price. */
  licenceIncluded?: true;
  /** No trophy fees listed. */
  noTrophyFees?: true;
  /** A live last-minute deal on a bookable departure (lib/departures/deals.ts). */
  deals?: true;
};

// The search box's words without its dates, and the dates of the search box or else of the Dates
// (text) box when that is only a date: both search as From/To would, unless From or To is given.
function textFilters(q: HuntSearchQuery, now: Date) {
  const today = todayIso(now);
  const words = q.location ? readSearchWords(q.location, today) : undefined;
  const datesText = q.dates ? readSearchWords(q.dates, today) : undefined;
  const datesIsDate = !!datesText?.from && datesText.terms.length === 0;
  const typed = words?.from ? words : datesIsDate ? datesText : undefined;
  const explicit = q.from !== undefined || q.to !== undefined;
  return {
    location: words && words.terms.length ? words.terms.join(" ") : undefined,
    dates: datesIsDate ? undefined : q.dates,
    from: explicit ? q.from : typed?.from,
    to: explicit ? q.to : typed?.to,
  };
}

export function filtersOf(q: HuntSearchQuery, now: Date = new Date()): HuntFilters {
  const text = textFilters(q, now);
  let price: Range | undefined;
  if (q.priceRange || q.minPrice !== undefined || q.maxPrice !== undefined) {
    const mins = [q.priceRange?.min, q.minPrice].filter((n): n is number => n !== undefined);
    const maxs = [q.priceRange?.max, q.maxPrice].filter((n): n is number => n !== undefined);
    price = {
      ...(mins.length ? { min: Math.max(...mins) } : {}),
      ...(maxs.length ? { max: Math.min(...maxs) } : {}),
    };
  }
  const f: HuntFilters = {
    location: text.location,
    species: q.species,
    dates: text.dates,
    outfitterId: q.outfitterId,
    price,
    difficulty: q.difficulty,
    duration: q.duration,
    season: q.season,
    weapons: q.weapons,
    from: text.from,
    to: text.to,
    partySize: q.partySize,
    tag: q.tag,
    verified: q.verified,
    minHarvestRate: q.minHarvestRate,
    maxAllIn: q.maxAllIn,
    licenceIncluded: q.licenceIncluded,
    noTrophyFees: q.noTrophyFees,
    deals: q.deals,
  };
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as HuntFilters;
}

export function hasFilters(f: HuntFilters): boolean {
  return Object.keys(f).length > 0;
}
