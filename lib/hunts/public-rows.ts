import "server-only";
import { sql } from "drizzle-orm";
import { ratingSummary } from "@/lib/reviews/public";
import { formatCents } from "@/lib/format/money";
import { toPublicHunt, type HuntRow, type MatchedDeparture, type PublicHunt, type PublicHuntSource } from "./present";
import { tagBadgeOf } from "@/lib/tags/badge";
import { DEAL_WINDOW_DAYS, dealPercentText, departurePriceOf } from "@/lib/departures/deals";

/**
 * A departure `d`'s live last-minute deal, in SQL (lib/departures/deals.ts's isDealLive, on the
 * database's today): marked, not started, within the window, and with a free spot to book.
 */
export const LIVE_DEAL_SQL = `d.deal_discount_bp IS NOT NULL AND d.start_date >= current_date
  AND d.start_date <= current_date + ${DEAL_WINDOW_DAYS} AND d.spots_left > 0`;

export const lastMinuteDealOf = (bp: number, hunt: PublicHunt) => ({
  percent: dealPercentText(bp),
  price: formatCents(departurePriceOf(hunt, bp)),
});

// Only what toPublicHunt reads (and search_rank, the paging key): postgres.js decodes every column
// of every row in JavaScript, the tags array and timestamps most dearly.
export const HUNT_WITH_OUTFITTER_COLUMNS = sql.raw(`
  h.id, h.outfitter_id, h.title, h.description, h.species, h.location, h.price_cents,
  h.original_price_cents, h.is_discounted, h.discount_type, h.discount_value, h.duration_days,
  h.group_size, h.difficulty, h.dates, h.availability, h.time_zone, h.images, h.video, h.is_active, h.featured,
  h.search_rank, h.created_at, h.next_departure_on::text AS next_departure_on,
  h.last_departure_on::text AS last_departure_on, h.cancellation_policy, h.deposit_percent, h.balance_collection_days,
  u.first_name AS o_first_name, (u.is_top_tier AND NOT u.reliability_penalized) AS o_is_top_tier,
  u.profile_image AS o_profile_image, u.cover_photo AS o_cover_photo,
  u.outfitter_review_count AS o_review_count, u.outfitter_review_total AS o_review_total,
  h.all_in_from_cents,
  (SELECT ht.tag_type::text FROM hunt_tags ht WHERE ht.hunt_id = h.id) AS tag_type,
  (SELECT ht.application_closes_on::text FROM hunt_tags ht WHERE ht.hunt_id = h.id) AS tag_closes_on,
  (SELECT max(d.deal_discount_bp) FROM hunt_departures d WHERE d.hunt_id = h.id AND ${LIVE_DEAL_SQL}) AS deal_bp`);

export type HuntJoinedRow = {
  id: number;
  outfitter_id: number;
  title: string;
  description: string;
  species: string[] | string;
  location: string;
  price_cents: number;
  original_price_cents: number | null;
  is_discounted: boolean;
  discount_type: HuntRow["discountType"];
  discount_value: number | null;
  duration_days: number;
  group_size: number;
  difficulty: HuntRow["difficulty"];
  dates: string;
  availability: number;
  time_zone: string;
  next_departure_on: string | null;
  last_departure_on: string | null;
  cancellation_policy: HuntRow["cancellationPolicy"];
  deposit_percent: number | null;
  balance_collection_days?: number | null;
  images: string[] | string;
  video: string | null;
  is_active: boolean;
  featured: boolean;
  search_rank: number;
  created_at: Date | string;
  o_first_name: string;
  o_is_top_tier: boolean;
  o_profile_image: string | null;
  o_cover_photo: string | null;
  o_review_count: number;
  o_review_total: number;
  // Null: the hunt has no fee structure, so its all-in from is its price.
  all_in_from_cents?: number | null;
  // For the card's tag badge (lib/tags); null without tag facts.
  tag_type?: string | null;
  tag_closes_on?: string | null;
  // The largest live last-minute deal among its bookable departures (lib/departures/deals.ts); null: none.
  deal_bp?: number | null;
  // "start end spots" of the departure a dated search matched (lib/hunts/search.ts, matchedDepartureColumn).
  matched_departure?: string | null;
};

// postgres.js and PGlite both parse text[]; a literal '{a,b}' is handled for safety.
function textArray(v: string[] | string | null): string[] {
  if (Array.isArray(v)) return v;
  if (!v || v === "{}") return [];
  return v
    .replace(/^\{|\}$/g, "")
    .split(",")
    .map((s) => s.replace(/^"|"$/g, "").replace(/\\"/g, '"'));
}

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function publicSourceOf(r: HuntJoinedRow): PublicHuntSource {
  return {
    id: Number(r.id),
    outfitterId: Number(r.outfitter_id),
    title: r.title,
    description: r.description,
    species: textArray(r.species),
    location: r.location,
    priceCents: Number(r.price_cents),
    originalPriceCents: r.original_price_cents === null ? null : Number(r.original_price_cents),
    isDiscounted: r.is_discounted,
    discountType: r.discount_type,
    discountValue: r.discount_value === null ? null : Number(r.discount_value),
    durationDays: Number(r.duration_days),
    groupSize: Number(r.group_size),
    difficulty: r.difficulty,
    dates: r.dates,
    availability: Number(r.availability),
    timeZone: r.time_zone,
    nextDepartureOn: r.next_departure_on ?? null,
    lastDepartureOn: r.last_departure_on ?? null,
    cancellationPolicy: r.cancellation_policy ?? "flexible",
    depositPercent: r.deposit_percent === null || r.deposit_percent === undefined ? 100 : Number(r.deposit_percent),
    balanceCollectionDays: r.balance_collection_days == null ? null : Number(r.balance_collection_days),
    images: textArray(r.images),
    video: r.video,
    isActive: r.is_active,
    featured: r.featured,
    createdAt: toDate(r.created_at),
  };
}

export function publicHuntOf(r: HuntJoinedRow): PublicHunt {
  const hunt = toPublicHunt(publicSourceOf(r), {
    id: Number(r.outfitter_id),
    firstName: r.o_first_name,
    isTopTier: r.o_is_top_tier,
    profileImage: r.o_profile_image,
    coverPhoto: r.o_cover_photo,
    rating: ratingSummary(Number(r.o_review_total), Number(r.o_review_count)),
  });
  const matched = matchedDepartureOf(r.matched_departure);
  return {
    ...hunt,
    allInFrom: formatCents(r.all_in_from_cents == null ? Number(r.price_cents) : Number(r.all_in_from_cents)),
    tagBadge: tagBadgeOf(r.tag_type ?? null, r.tag_closes_on ?? null),
    lastMinuteDeal: r.deal_bp == null ? null : lastMinuteDealOf(Number(r.deal_bp), hunt),
    ...(matched ? { matchedDeparture: matched } : {}),
  };
}

function matchedDepartureOf(v: string | null | undefined): MatchedDeparture | null {
  const m = v ? /^(\d{4}-\d{2}-\d{2}) (\d{4}-\d{2}-\d{2}) (\d+)$/.exec(v) : null;
  return m ? { startDate: m[1]!, endDate: m[2]!, spotsLeft: Number(m[3]) } : null;
}
