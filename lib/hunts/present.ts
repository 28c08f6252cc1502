import type { hunts } from "@/db/schema";
import { todayIn } from "@/lib/departures/dates";
import type { PublicDeparture } from "@/lib/departures/present";
import { formatCents } from "@/lib/format/money";
import type { RatingSummary } from "@/lib/reviews/public";
import type { PublicHuntTag } from "@/lib/tags/present";
import type { TagBadge } from "@/lib/tags/badge";

// The search's lower-cased copies (location_lower, title_lower) are left to the database.
export type HuntRow = Omit<typeof hunts.$inferSelect, "locationLower" | "titleLower">;

export type OutfitterSummary = {
  id: number;
  firstName: string;
  isTopTier: boolean;
  profileImage: string | null;
  coverPhoto: string | null;
  rating?: RatingSummary;
};

// Money as "1250.00" strings.
export type PublicHunt = {
  id: number;
  outfitterId: number;
  title: string;
  description: string;
  species: string[];
  location: string;
  price: string;
  originalPrice: string | null;
  isDiscounted: boolean;
  discountType: HuntRow["discountType"];
  // Dollars ("150.00") for an amount discount, percent ("15") for a percentage.
  discountValue: string | null;
  duration: number;
  groupSize: number;
  difficulty: HuntRow["difficulty"];
  dates: string;
  availability: number;
  // Not started, with a free spot.
  nextDeparture: string | null;
  // No departures: booked by message only.
  datesOnRequest: boolean;
  seasonEnded: boolean;
  cancellationPolicy: HuntRow["cancellationPolicy"];
  // IANA, read from the location ("UTC" when it names no known place); the dates are local days there.
  timeZone: string;
  // Paid by card when booking; the rest goes to the outfitter directly.
  depositPercent: number;
  // Null: the balance is paid to the outfitter directly; else Ridgeline charges it this many days before the start.
  balanceCollectionDays?: number | null;
  images: string[];
  video: string | null;
  isActive: boolean;
  featured: boolean;
  createdAt: string;
  outfitter?: OutfitterSummary;
  departures?: PublicDeparture[];
  /** "from $X all-in": price, required add-ons, tax and the non-resident licence when not included (lib/money/price-lines). */
  allInFrom?: string;
  // Tag and draw facts (lib/tags); null: not stated. Read only where a page shows them.
  tag?: PublicHuntTag | null;
  // The card's tag badge ("Draw — apply by Jan 31", "Tag included"); on search and list results.
  tagBadge?: TagBadge | null;
  /** The best live last-minute deal of its departures (issue 50): its percent ("20") and the price it makes ("4000.00"). */
  lastMinuteDeal?: { percent: string; price: string } | null;
  /** A search with dates or a party size: the first departure that matched it (the card shows it). */
  matchedDeparture?: MatchedDeparture;
};

export type MatchedDeparture = { startDate: string; endDate: string; spotsLeft: number };

export function discountValueText(row: Pick<HuntRow, "discountType" | "discountValue">): string | null {
  if (row.discountValue == null || !row.discountType) return null;
  if (row.discountType === "amount") return formatCents(row.discountValue);
  const pct = row.discountValue / 100;
  return Number.isInteger(pct) ? String(pct) : pct.toFixed(2);
}

export const seasonEndedOf = (lastDepartureOn: string | null, timeZone: string, now = new Date()) =>
  lastDepartureOn !== null && lastDepartureOn < todayIn(timeZone, now);

export type PublicHuntSource = Omit<
  HuntRow,
  | "searchRank"
  | "searchTags"
  | "searchText"
  | "deletedAt"
  | "updatedAt"
  | "outfitterRating"
  | "allInFromCents"
  | "licenceIncluded"
  | "hasTrophyFees"
>;

export function toPublicHunt(row: PublicHuntSource, outfitter?: OutfitterSummary): PublicHunt {
  const seasonEnded = seasonEndedOf(row.lastDepartureOn, row.timeZone);
  return {
    id: row.id,
    outfitterId: row.outfitterId,
    title: row.title,
    description: row.description,
    species: row.species,
    location: row.location,
    price: formatCents(row.priceCents),
    originalPrice: row.isDiscounted && row.originalPriceCents != null ? formatCents(row.originalPriceCents) : null,
    isDiscounted: row.isDiscounted,
    discountType: row.discountType,
    discountValue: discountValueText(row),
    duration: row.durationDays,
    groupSize: row.groupSize,
    difficulty: row.difficulty,
    dates: row.dates,
    availability: seasonEnded ? 0 : row.availability,
    nextDeparture: seasonEnded ? null : row.nextDepartureOn,
    datesOnRequest: row.lastDepartureOn === null,
    seasonEnded,
    cancellationPolicy: row.cancellationPolicy,
    timeZone: row.timeZone,
    depositPercent: row.depositPercent,
    balanceCollectionDays: row.balanceCollectionDays,
    images: row.images,
    video: row.video,
    isActive: row.isActive,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    ...(outfitter ? { outfitter } : {}),
  };
}
