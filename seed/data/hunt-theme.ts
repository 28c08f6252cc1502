import type { hunts } from "@/db/schema";
import type { Rng } from "../prng";
import { discountedPriceCents } from "@/lib/format/money";
import { SPECIES } from "@/lib/hunts/species";
import { sceneShows } from "./scenes";
import { VARIANT_ABOUT } from "./variant-about";

type Difficulty = "easy" | "moderate" | "difficult" | "extreme";

/** A kind of hunt an outfitter offers; demo hunts and benchmark hunts are drawn from these. */
export type HuntTheme = {
  key: string;
  /** Default species (catalogue values); a variant may replace them. */
  species: string[];
  locations: string[];
  /** A variant may narrow the species, places and season of the theme. */
  variants: { title: string; species?: string[]; locations?: string[]; months?: number[]; images?: string[] }[];
  /** Sentences about the hunt, the first one always used. */
  about: string[];
  stay: string[];
  /** Price range in whole dollars. */
  price: [number, number];
  days: [number, number];
  group: [number, number];
  difficulty: Difficulty[];
  /** Months (1-12) the hunt may start in. */
  months: number[];
  /** Scene names under public/demo/hunts/, the first is the main picture. */
  images: string[];
};

export type HuntValues = typeof hunts.$inferInsert;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const CLOSING = [
  "Licences, tags and trophy fees are quoted separately; field care of meat and trophies is included.",
  "The price includes guiding, lodging, meals and transport from the nearest airport.",
  "We help with licences, firearm permits and travel planning from the day you book.",
  "Rental rifles and optics are available on request.",
  "Non-hunting guests are welcome at a reduced daily rate.",
  "A 50% deposit holds your dates, with the balance due 60 days before arrival.",
];

export const huntImagePath = (scene: string) => `/demo/hunts/${scene}.photo.webp`;

/** "September 10 - September 16, 2027" for a hunt of `days` days starting on the given date. */
export function datesText(start: Date, days: number): string {
  const end = new Date(start.getTime() + (days - 1) * 86_400_000);
  const part = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  return `${part(start)} - ${part(end)}, ${end.getUTCFullYear()}`;
}

/** The next season's start date in one of the theme's months, after `now`. */
function seasonStart(rng: Rng, months: number[], now: Date): Date {
  const month = rng.pick(months) - 1;
  const year = month > now.getUTCMonth() ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  return new Date(Date.UTC(year, month, rng.int(1, 24)));
}

const roundPrice = (dollars: number) => (dollars >= 10000 ? Math.round(dollars / 500) * 500 : Math.round(dollars / 50) * 50);

/** Checks a theme's species against the catalogue so a typo never reaches the database. */
export function assertCatalogue(themes: HuntTheme[]) {
  const known = new Set(SPECIES);
  for (const t of themes) {
    for (const s of [...t.species, ...t.variants.flatMap((v) => v.species ?? [])]) {
      if (!known.has(s)) throw new Error(`Theme ${t.key}: species "${s}" is not in the catalogue`);
    }
  }
}

/**
 * Builds one realistic hunt row from a theme. Prices are cents; when discounted, priceCents is the
 * charged price and originalPriceCents the price before the discount (amount in cents or
 * percentage in basis points).
 */
export function buildHunt(
  rng: Rng,
  theme: HuntTheme,
  outfitterId: number,
  opts: { now: Date; variant?: number; discountRate?: number; soldOutRate?: number; imageCount?: number; homeLocations?: string[] },
): HuntValues {
  const variant = theme.variants[opts.variant ?? rng.int(0, theme.variants.length - 1)]!;
  const species = variant.species ?? theme.species;
  const places = variant.locations ?? theme.locations;
  const home = places.filter((l) => opts.homeLocations?.includes(l));
  const days = rng.int(theme.days[0], theme.days[1]);
  const groupSize = rng.int(theme.group[0], theme.group[1]);
  const original = roundPrice(rng.range(theme.price[0], theme.price[1])) * 100;
  // Sentences are drawn by position from the theme's list, then read from the variant's own list
  // when it has one (VARIANT_ABOUT), so the random draws are the same either way.
  const about = VARIANT_ABOUT[variant.title] ?? theme.about;
  const picked = rng
    .sample(theme.about.slice(1), rng.int(1, 2))
    .map((s) => theme.about.indexOf(s))
    .sort((a, b) => a - b);
  const description = [about[0], ...picked.map((i) => about[i]), rng.pick(theme.stay), rng.pick(CLOSING)].join(" ");
  const scenes = variant.images ?? theme.images;
  // The first photo sets the scene; the others show one of the hunt's species.
  const extraImages = rng.sample(
    scenes.slice(1).filter((s) => sceneShows(s, species)),
    (opts.imageCount ?? rng.int(1, 3)) - 1,
  );
  let pricing: Pick<HuntValues, "priceCents" | "originalPriceCents" | "isDiscounted" | "discountType" | "discountValue"> = {
    priceCents: original,
    originalPriceCents: null,
    isDiscounted: false,
    discountType: null,
    discountValue: null,
  };
  if (rng.chance(opts.discountRate ?? 0.2)) {
    const amounts = [25000, 50000, 75000, 100000, 150000, 250000].filter((a) => a <= original / 4);
    const discount =
      rng.chance(0.5) || amounts.length === 0
        ? { type: "percentage" as const, value: rng.pick([1000, 1500, 2000, 2500]) }
        : { type: "amount" as const, value: rng.pick(amounts) };
    pricing = {
      priceCents: discountedPriceCents(original, discount),
      originalPriceCents: original,
      isDiscounted: true,
      discountType: discount.type,
      discountValue: discount.value,
    };
  }
  return {
    outfitterId,
    title: variant.title,
    description,
    species,
    location: rng.pick(home.length ? home : places),
    ...pricing,
    durationDays: days,
    groupSize,
    difficulty: rng.pick(theme.difficulty),
    dates: datesText(seasonStart(rng, variant.months ?? theme.months, opts.now), days),
    availability: rng.chance(opts.soldOutRate ?? 0.06) ? 0 : rng.int(1, groupSize),
    images: [scenes[0]!, ...extraImages].map(huntImagePath),
    video: null,
    isActive: true,
    featured: false,
  };
}
