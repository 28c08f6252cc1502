import { firstImage } from "@/lib/images";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { RatingSummary } from "@/lib/reviews/public";
import type { PublicHunt } from "./present";
import { speciesLabel } from "./species";

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
  /** The original price, struck through, only when the hunt is discounted below it. */
  originalPriceText: string | null;
  discounted: boolean;
  topTier: boolean;
  /** The outfitter's real rating, when the list carries it ('No reviews yet' when it has none). */
  rating: RatingSummary | null;
};

/** A species for display: catalogue capitalisation; "other" is just "Other" outside the picker. */
export function speciesDisplay(value: string): string {
  return value.trim().toLowerCase() === "other" ? "Other" : speciesLabel(value);
}

const usd = (price: string | null) => {
  const cents = price === null ? null : parseDollarsToCents(price);
  return cents === null ? null : formatUsd(cents);
};

/**
 * Whether a hunt shows as discounted (badge, original price struck through): flagged, and the
 * original price is above the price charged. The card, the hunt page and the booking page agree.
 */
export function showsDiscount(h: Pick<PublicHunt, "isDiscounted" | "price" | "originalPrice">): boolean {
  const price = parseDollarsToCents(h.price) ?? 0;
  const original = h.originalPrice === null ? null : parseDollarsToCents(h.originalPrice);
  return h.isDiscounted && original !== null && original > price;
}

/**
 * The card shows two lines of the description (line-clamp-2): at most ~160 characters, on a
 * single-column card 600 px wide. It is sent cut at a word a little beyond that, so a long listing
 * (thousands of characters) does not travel whole on every card of a page, twice (HTML and RSC
 * payload); the full text is on the hunt page.
 */
export const CARD_DESCRIPTION_CHARS = 240;

export function cardExcerpt(text: string, max = CARD_DESCRIPTION_CHARS): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  // Never end on half of a surrogate pair (an emoji cut in two).
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The hunt card's rules (spec 000 §2 "Hunt card"), pure so they are unit-tested. */
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
    originalPriceText: discounted ? usd(h.originalPrice) : null,
    discounted,
    topTier: h.outfitter?.isTopTier === true,
    rating: h.outfitter?.rating ?? null,
  };
}
