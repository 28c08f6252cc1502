import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, queryRows, type DbOrTx } from "@/db";
import { huntReviewOutcomes, huntReviews } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireReviews } from "@/lib/cache/tags";
import { forbidden, notFound, unauthorized } from "@/lib/http/errors";
import { refreshOutcomeFigures } from "./figures";
import type { ReviewOutcomeInput } from "./schema";

export const REVIEW_NOT_FOUND = "Review not found";
export const NOT_YOUR_REVIEW = "You can only add harvest details to your own review";

type ReviewRef = { id: number; hunterId: number; bookingId: number | null; createdAt: Date };

/**
 * Verified: the review's booking is the reviewer's and either its departure has ended, it is
 * completed, or it came from an accepted booking claim. The season is the trip's start year
 * (a claim's booking date, else the review's year), never later than the review's year.
 */
export async function verificationOf(tx: DbOrTx, r: ReviewRef): Promise<{ verified: boolean; season: number }> {
  const fallback = r.createdAt.getUTCFullYear();
  if (r.bookingId === null) return { verified: false, season: fallback };
  const [row] = await queryRows<{ verified: boolean; season: number | null }>(
    tx,
    sql`SELECT (b.status = 'completed'
                OR (b.status = 'accepted' AND d.end_date < calendar_today())
                OR EXISTS (SELECT 1 FROM booking_claims c WHERE c.booking_id = b.id AND c.status = 'accepted' AND c.hunter_id = b.hunter_id)) AS verified,
               extract(year FROM coalesce(d.start_date, (SELECT c.booking_date FROM booking_claims c WHERE c.booking_id = b.id LIMIT 1)))::int AS season
          FROM bookings b LEFT JOIN hunt_departures d ON d.id = b.departure_id
         WHERE b.id = ${r.bookingId} AND b.hunter_id = ${r.hunterId}`,
  );
  // A trip marked completed ahead of its departure counts in the season the review is written.
  return { verified: Boolean(row?.verified), season: row?.season ? Math.min(Number(row.season), fallback) : fallback };
}

const columnsOf = (o: ReviewOutcomeInput) => ({
  huntingScore: o.huntingScore,
  guidesScore: o.guidesScore,
  campScore: o.campScore,
  accuracyScore: o.accuracyScore,
  valueScore: o.valueScore,
  tookAnimal: o.tookAnimal,
  shotOpportunity: o.shotOpportunity,
  speciesTaken: o.tookAnimal === "yes" ? o.speciesTaken : [],
});

/** Written in the review's own transaction (submitHuntReview); verification is fixed there. */
export async function saveReviewOutcome(tx: DbOrTx, review: ReviewRef, outcome: ReviewOutcomeInput) {
  const { verified, season } = await verificationOf(tx, review);
  await tx
    .insert(huntReviewOutcomes)
    .values({ reviewId: review.id, ...columnsOf(outcome), verified, season })
    .onConflictDoUpdate({ target: huntReviewOutcomes.reviewId, set: columnsOf(outcome) });
}

export type ReviewOutcome = ReviewOutcomeInput & { reviewId: number; verified: boolean; season: number };

/** The reviewer adds or changes sub-scores and harvest answers; on someone else's review it is 403. */
export async function setReviewOutcome(user: CurrentUser | null, reviewId: number, outcome: ReviewOutcomeInput): Promise<ReviewOutcome> {
  if (!user) throw unauthorized();
  const result = await db.transaction(async (tx) => {
    const [review] = await tx.select().from(huntReviews).where(eq(huntReviews.id, reviewId)).for("update").limit(1);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    if (user.role !== "hunter" || review.hunterId !== user.id) throw forbidden(NOT_YOUR_REVIEW);
    await saveReviewOutcome(tx, review, outcome);
    if (review.status === "approved") await refreshOutcomeFigures(tx, review.huntId, review.outfitterId);
    const [row] = await tx
      .select()
      .from(huntReviewOutcomes)
      .where(and(eq(huntReviewOutcomes.reviewId, reviewId)))
      .limit(1);
    return { review, row: row! };
  });
  if (result.review.status === "approved") expireReviews(result.review.huntId, result.review.outfitterId);
  const r = result.row;
  return { reviewId, ...columnsOf({ ...r, speciesTaken: r.speciesTaken }), verified: r.verified, season: r.season };
}
