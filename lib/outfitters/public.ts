import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import type { CurrentUser } from "@/lib/auth/current-user";
import { cached } from "@/lib/cache/cached";
import { OUTFITTERS_TAG, outfitterReviewsTag, outfitterTag, reliabilityTag } from "@/lib/cache/tags";
import { referenceCounts } from "@/lib/references/public";
import { penaltyReason, reliabilityOf, type PublicReliability } from "@/lib/reliability/public";
import { notFound } from "@/lib/http/errors";
import { outfitterRatings, type RatingSummary } from "@/lib/reviews/public";
import { NO_CREDENTIALS, publicCredentials, type PublicCredentials } from "@/lib/credentials/public";

// Visitors see the first name only, never e-mail, phone, last name or website.
export type PublicOutfitter = {
  id: number;
  role: "outfitter";
  firstName: string;
  isApproved: boolean;
  isActive: boolean;
  isTopTier: boolean;
  coverPhoto: string | null;
  profileImage: string | null;
  createdAt: string;
  rating: RatingSummary;
  /** Verified licences and insurance (issue 49); never a document. */
  credentials: PublicCredentials;
  /** Response rate and time, cancellations (stored figures, issue 49); null before any were computed. */
  reliability: PublicReliability | null;
  /** Past clients opted in as references (issue 49): only the count, never who. */
  references: number;
  /** The outfitter's own words and the year the business started (its profile form). */
  bio: string | null;
  inBusinessSince: number | null;
};

export type AdminOutfitterFields = { lastName: string; websiteUrl: string | null; reliabilityPenalty: string | null };

type OutfitterRow = {
  id: number;
  first_name: string;
  last_name: string;
  website_url: string | null;
  is_approved: boolean;
  is_active: boolean;
  is_top_tier: boolean;
  cover_photo: string | null;
  profile_image: string | null;
  created_at: Date | string;
  reliability_penalized: boolean;
  bio: string | null;
  in_business_since: number | null;
};

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

async function outfitterRow(id: number): Promise<OutfitterRow | null> {
  const rows = await queryRows<OutfitterRow>(
    db,
    sql`SELECT id, first_name, last_name, website_url, is_approved, is_active, is_top_tier, cover_photo,
               profile_image, created_at, reliability_penalized, bio, in_business_since
        FROM users WHERE id = ${id} AND role = 'outfitter'`,
  );
  return rows[0] ?? null;
}

function toPublicOutfitter(
  r: OutfitterRow,
  rating: RatingSummary,
  credentials = NO_CREDENTIALS,
  reliability: PublicReliability | null = null,
  references = 0,
): PublicOutfitter {
  return {
    id: Number(r.id),
    role: "outfitter",
    firstName: r.first_name,
    isApproved: r.is_approved,
    isActive: r.is_active,
    // A cancellation share of 5% or more takes the badge away until it recovers (lib/reliability).
    isTopTier: r.is_top_tier && !r.reliability_penalized,
    coverPhoto: r.cover_photo,
    profileImage: r.profile_image,
    createdAt: iso(r.created_at),
    rating,
    credentials,
    reliability,
    references,
    bio: r.bio,
    inBusinessSince: r.in_business_since === null ? null : Number(r.in_business_since),
  };
}

async function loadPublicOutfitter(id: number): Promise<PublicOutfitter | null> {
  const row = await outfitterRow(id);
  if (!row) return null;
  const [ratings, credentials, reliability, references] = await Promise.all([
    outfitterRatings([id]),
    publicCredentials([id]),
    reliabilityOf([id]),
    referenceCounts([id]),
  ]);
  const rating = ratings.get(id) ?? { average: null, count: 0 };
  return toPublicOutfitter(row, rating, credentials.get(id), reliability.get(id) ?? null, references.get(id) ?? 0);
}

// Any outfitter account, listed or not: callers decide visibility.
export const getPublicOutfitter = (id: number) =>
  cached(loadPublicOutfitter, ["public-outfitter"], { tags: [outfitterTag(id), outfitterReviewsTag(id), reliabilityTag(id)] })(id);

// Listed: their profile, hunts and gear list are public.
export function isListedOutfitter(o: Pick<PublicOutfitter, "isApproved" | "isActive" | "role">): boolean {
  return o.role === "outfitter" && o.isApproved && o.isActive;
}

// A pending outfitter's profile is public (shown as Pending); a paused one only to the admin.
export async function getOutfitterProfile(id: number, viewer: CurrentUser | null) {
  const isAdmin = viewer?.role === "admin";
  if (!isAdmin) {
    const o = await getPublicOutfitter(id);
    if (!o || !o.isActive) throw notFound("Outfitter not found");
    return o;
  }
  const row = await outfitterRow(id);
  if (!row) throw notFound("Outfitter not found");
  const [ratings, reliability] = await Promise.all([outfitterRatings([id]), reliabilityOf([id])]);
  const r = reliability.get(id) ?? null;
  const admin: AdminOutfitterFields = { lastName: row.last_name, websiteUrl: row.website_url, reliabilityPenalty: penaltyReason(r) };
  return { ...toPublicOutfitter(row, ratings.get(id) ?? { average: null, count: 0 }, NO_CREDENTIALS, r), ...admin };
}

export const TOP_TIER_LIMIT = 12;

async function topTierRows(): Promise<PublicOutfitter[]> {
  const rows = await queryRows<OutfitterRow>(
    db,
    sql`SELECT id, first_name, last_name, website_url, is_approved, is_active, is_top_tier, cover_photo,
               profile_image, created_at, reliability_penalized, bio, in_business_since
        FROM users
        WHERE role = 'outfitter' AND is_approved AND is_active AND is_top_tier AND NOT reliability_penalized
        ORDER BY id
        LIMIT ${TOP_TIER_LIMIT}`,
  );
  return rows.map((r) => toPublicOutfitter(r, { average: null, count: 0 }));
}

const listTopTier = cached(topTierRows, ["top-tier-outfitters"], { tags: [OUTFITTERS_TAG] });

async function ratingsOf(ids: number[]): Promise<[number, RatingSummary][]> {
  return [...(await outfitterRatings(ids)).entries()];
}

// Ratings are cached apart, tagged per outfitter's reviews, so an approved review updates the card without reloading the list.
export async function getTopTierOutfitters(): Promise<PublicOutfitter[]> {
  const list = await listTopTier();
  if (!list.length) return list;
  const ids = list.map((o) => o.id);
  const ratings = new Map(await cached(ratingsOf, ["top-tier-ratings"], { tags: ids.map(outfitterReviewsTag) })(ids));
  return list.map((o) => ({ ...o, rating: ratings.get(o.id) ?? o.rating }));
}
