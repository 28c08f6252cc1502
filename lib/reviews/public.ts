import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows, queryRowsPrepared, type DbOrTx } from "@/db";
import { cached } from "@/lib/cache/cached";
import { outfitterReviewsTag, reviewsTag } from "@/lib/cache/tags";

export type PublicHuntReview = {
  id: number;
  huntId: number;
  outfitterId: number;
  bookingId: number | null;
  rating: number;
  content: string;
  hunterName: string;
  createdAt: string;
  /** Tied to a booking whose departure ended or to an accepted claim (issue 49). */
  verifiedHunter: boolean;
};

export type PublicOutfitterReview = {
  id: number;
  outfitterId: number;
  hunterId: number;
  hunterName: string;
  rating: number;
  content: string;
  createdAt: string;
  approvedAt: string | null;
};

export type RatingSummary = { average: number | null; count: number };

const iso = (v: Date | string | null) => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString());

export function roundedAverage(total: number, n: number): number | null {
  return n > 0 ? Math.round((total * 10) / n) / 10 : null;
}

export function ratingSummary(total: number, n: number): RatingSummary {
  return { average: roundedAverage(total, n), count: n };
}

export const REVIEWS_LIMIT = 100;

async function approvedHuntReviews(huntId: number): Promise<{ reviews: PublicHuntReview[]; rating: RatingSummary }> {
  const [agg] = await queryRows<{ total: number | null; n: number }>(
    db,
    sql`SELECT sum(rating)::int AS total, count(*)::int AS n FROM hunt_reviews WHERE hunt_id = ${huntId} AND status = 'approved'`,
  );
  const n = Number(agg?.n ?? 0);
  const rating = ratingSummary(Number(agg?.total ?? 0), n);
  if (!n) return { reviews: [], rating };
  const rows = await queryRows<{
    id: number;
    hunt_id: number;
    outfitter_id: number;
    booking_id: number | null;
    rating: number;
    content: string;
    hunter_name: string;
    created_at: Date | string;
    verified: boolean | null;
  }>(
    db,
    sql`SELECT r.id, r.hunt_id, r.outfitter_id, r.booking_id, r.rating, r.content, r.hunter_name, r.created_at, o.verified
        FROM hunt_reviews r LEFT JOIN hunt_review_outcomes o ON o.review_id = r.id
        WHERE r.hunt_id = ${huntId} AND r.status = 'approved'
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${REVIEWS_LIMIT}`,
  );
  const reviews = rows.map((r) => ({
    id: Number(r.id),
    huntId: Number(r.hunt_id),
    outfitterId: Number(r.outfitter_id),
    bookingId: r.booking_id === null ? null : Number(r.booking_id),
    rating: Number(r.rating),
    content: r.content,
    hunterName: r.hunter_name,
    createdAt: iso(r.created_at)!,
    verifiedHunter: r.verified === true,
  }));
  return { reviews, rating };
}

export const getApprovedHuntReviews = (huntId: number) =>
  cached(approvedHuntReviews, ["hunt-reviews"], { tags: [reviewsTag(huntId)] })(huntId);

async function approvedOutfitterReviews(outfitterId: number): Promise<PublicOutfitterReview[]> {
  const rows = await queryRows<{
    id: number;
    outfitter_id: number;
    hunter_id: number;
    first_name: string | null;
    rating: number;
    content: string;
    created_at: Date | string;
    approved_at: Date | string | null;
  }>(
    db,
    sql`SELECT r.id, r.outfitter_id, r.hunter_id, u.first_name, r.rating, r.content, r.created_at, r.approved_at
        FROM outfitter_reviews r LEFT JOIN users u ON u.id = r.hunter_id
        WHERE r.outfitter_id = ${outfitterId} AND r.status = 'approved'
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${REVIEWS_LIMIT}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    outfitterId: Number(r.outfitter_id),
    hunterId: Number(r.hunter_id),
    hunterName: r.first_name ?? "Hunter",
    rating: Number(r.rating),
    content: r.content,
    createdAt: iso(r.created_at)!,
    approvedAt: iso(r.approved_at),
  }));
}

export const getApprovedOutfitterReviews = (outfitterId: number) =>
  cached(approvedOutfitterReviews, ["outfitter-reviews"], { tags: [outfitterReviewsTag(outfitterId)] })(outfitterId);

/** From the count and star sum kept on each outfitter's row, the figures the hunt cards read. */
export async function outfitterRatings(ids: number[], executor: DbOrTx = db): Promise<Map<number, RatingSummary>> {
  const out = new Map<number, RatingSummary>();
  if (!ids.length) return out;
  // One array parameter keeps the text the same: a prepared statement, planned once per connection.
  const rows = await queryRowsPrepared<{ id: number; total: number; n: number }>(
    executor,
    sql`SELECT id, outfitter_review_total AS total, outfitter_review_count AS n
        FROM users
        WHERE outfitter_review_count > 0 AND id = ANY(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])`,
  );
  for (const r of rows) out.set(Number(r.id), ratingSummary(Number(r.total), Number(r.n)));
  return out;
}
