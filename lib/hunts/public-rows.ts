import "server-only";
import { sql } from "drizzle-orm";
import { toPublicHunt, type HuntRow, type PublicHunt, type PublicHuntSource } from "./present";

/**
 * Raw-SQL select item for a hunt joined with its outfitter (`h` and `u`): one column, `hunt`, the
 * fields the public hunt shows as one JSON object built by the database, and the mapper back to
 * PublicHunt. Search, featured, favourites and the hunt page share it so every list looks the same.
 *
 * One JSON value per row, not thirty columns: postgres.js decodes each column of each row in
 * JavaScript (a page of 25 hunts was about 1.2 ms of the server's CPU, a quarter of a search
 * request), where the JSON text is parsed natively; PostgreSQL builds it for about as much as it
 * sends the columns. Only what toPublicHunt reads (and search_rank, the paging key) is selected.
 */
export const HUNT_WITH_OUTFITTER_COLUMNS = sql.raw(`json_build_object(
  'id', h.id, 'outfitter_id', h.outfitter_id, 'title', h.title,
  'description', h.description, 'species', h.species, 'location', h.location,
  'price_cents', h.price_cents, 'original_price_cents', h.original_price_cents, 'is_discounted', h.is_discounted,
  'discount_type', h.discount_type, 'discount_value', h.discount_value, 'duration_days', h.duration_days,
  'group_size', h.group_size, 'difficulty', h.difficulty, 'dates', h.dates,
  'availability', h.availability, 'images', h.images, 'video', h.video,
  'is_active', h.is_active, 'featured', h.featured, 'search_rank', h.search_rank,
  'created_at', h.created_at, 'next_departure_on', h.next_departure_on, 'last_departure_on', h.last_departure_on,
  'cancellation_policy', h.cancellation_policy, 'deposit_percent', h.deposit_percent, 'o_first_name', u.first_name,
  'o_is_top_tier', u.is_top_tier, 'o_profile_image', u.profile_image, 'o_cover_photo', u.cover_photo) AS hunt`);

/** A row of HUNT_WITH_OUTFITTER_COLUMNS (and whatever else the query selects beside it). */
export type HuntJsonRow = { hunt: HuntJoinedRow };

/** The `hunt` object: dates and timestamps arrive as JSON strings, arrays as arrays. */
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
  next_departure_on: string | null;
  last_departure_on: string | null;
  cancellation_policy: HuntRow["cancellationPolicy"];
  deposit_percent: number | null;
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
};

/** postgres.js and PGlite both parse text[]; a literal '{a,b}' is handled for safety. */
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
    nextDepartureOn: r.next_departure_on ?? null,
    lastDepartureOn: r.last_departure_on ?? null,
    cancellationPolicy: r.cancellation_policy ?? "flexible",
    depositPercent: r.deposit_percent === null || r.deposit_percent === undefined ? 100 : Number(r.deposit_percent),
    images: textArray(r.images),
    video: r.video,
    isActive: r.is_active,
    featured: r.featured,
    createdAt: toDate(r.created_at),
  };
}

export function publicHuntOf({ hunt: r }: HuntJsonRow): PublicHunt {
  return toPublicHunt(publicSourceOf(r), {
    id: Number(r.outfitter_id),
    firstName: r.o_first_name,
    isTopTier: r.o_is_top_tier,
    profileImage: r.o_profile_image,
    coverPhoto: r.o_cover_photo,
  });
}
