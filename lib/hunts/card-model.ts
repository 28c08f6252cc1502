import { firstImage } from "@/lib/images";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { RatingSummary } from "@/lib/reviews/public";
import type { PublicHunt } from "./present";
import { speciesLabel } from "./species";
import { formatDateRange } from "@/lib/format/dates";

export type HuntCardModel = {
  href: string;
  title: string;
  description: string;
  location: string;
  dates: string;
  image: string | null;
  species: string | null;
  groupSizeText: string;
  priceText: string;
  /** "from $X all-in", when it differs from the price. */
  allInText: string | null;
  originalPriceText: string | null;
  discounted: boolean;
  topTier: boolean;
  rating: RatingSummary | null;
  /** "Last-minute from $4,000.00 (20% off)": a departure's deal (issue 50); null: none. */
  lastMinuteText: string | null;
  /** Every coming departure is full: the card says "Fully booked" and offers the waitlist. */
  soldOut: boolean;
  /** A search with dates or a party size: "Oct 5–12, 2027 · 3 spots left", the departure it matched (shown instead of the dates text). */
  matchedDepartureText: string | null;
};

export function matchedDepartureText(d: PublicHunt["matchedDeparture"]): string | null {
  if (!d) return null;
  return `${formatDateRange(d.startDate, d.endDate)} · ${d.spotsLeft} ${d.spotsLeft === 1 ? "spot" : "spots"} left`;
}

/** Dated, not over, and no coming departure with a free spot (next_departure_on counts only those). */
export const isSoldOut = (h: Pick<PublicHunt, "datesOnRequest" | "seasonEnded" | "nextDeparture">) =>
  !h.datesOnRequest && !h.seasonEnded && h.nextDeparture === null;

export function speciesDisplay(value: string): string {
  return value.trim().toLowerCase() === "other" ? "Other" : speciesLabel(value);
}

const usd = (price: string | null) => {
  const cents = price === null ? null : parseDollarsToCents(price);
  return cents === null ? null : formatUsd(cents);
};

// Flagged is not enough: the original price must also be above the price charged.
export function showsDiscount(h: Pick<PublicHunt, "isDiscounted" | "price" | "originalPrice">): boolean {
  const price = parseDollarsToCents(h.price) ?? 0;
  const original = h.originalPrice === null ? null : parseDollarsToCents(h.originalPrice);
  return h.isDiscounted && original !== null && original > price;
}

// Cut a little beyond line-clamp-2's ~160 characters, so a long listing is not sent whole on every
// card, twice (HTML and RSC payload).
export const CARD_DESCRIPTION_CHARS = 240;

export function cardExcerpt(text: string, max = CARD_DESCRIPTION_CHARS): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function huntCardModel(h: PublicHunt): HuntCardModel {
  const price = parseDollarsToCents(h.price) ?? 0;
  const discounted = showsDiscount(h);
  const species = Array.isArray(h.species) ? h.species[0] : (h.species as unknown as string | undefined);
  return {
    href: `/hunt/${h.id}`,
    title: h.title,
    description: cardExcerpt(h.description),
    location: h.location,
    dates: h.dates,
    image: firstImage(h.images),
    species: species ? speciesDisplay(species) : null,
    groupSizeText: `Max ${h.groupSize}`,
    priceText: formatUsd(price),
    allInText: h.allInFrom && parseDollarsToCents(h.allInFrom) !== price ? `from ${usd(h.allInFrom)} all-in` : null,
    originalPriceText: discounted ? usd(h.originalPrice) : null,
    discounted,
    topTier: h.outfitter?.isTopTier === true,
    rating: h.outfitter?.rating ?? null,
    soldOut: isSoldOut(h),
    lastMinuteText: h.lastMinuteDeal ? `Last-minute from ${usd(h.lastMinuteDeal.price)} (${h.lastMinuteDeal.percent}% off)` : null,
    matchedDepartureText: matchedDepartureText(h.matchedDeparture),
  };
}
