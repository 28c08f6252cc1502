import "server-only";
import { and, eq, isNull, ne } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "@/db";
import { bookings, huntReviews, hunts, outfitterReviews, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { findOutfitterTarget, OUTFITTER_NOT_FOUND, requireHunter } from "@/lib/hunters/guard";
import { saveReviewOutcome } from "@/lib/outcomes/record";
import { REVIEW_MESSAGES, type HuntReviewInput, type OutfitterReviewInput, type SubmittedReview } from "./schema";

export const REVIEW_ERRORS = {
  huntersOnly: "Only hunters can write reviews",
  huntNotFound: "Hunt not found",
  wrongOutfitter: "This hunt belongs to a different outfitter",
  duplicateBooking: "You have already reviewed this booking",
  duplicateHunt: "You have already reviewed this hunt",
  duplicateOutfitter: "You have already reviewed this outfitter",
} as const;

/** "Hannah R." — how a reviewer is named on a public review. */
export function reviewerName(u: Pick<CurrentUser, "firstName" | "lastName">): string {
  const initial = u.lastName.trim().charAt(0);
  return initial ? `${u.firstName.trim()} ${initial.toUpperCase()}.` : u.firstName.trim();
}

/** One review per booking (or hunt, without one) and per outfitter: the check holds this lock so two submits cannot both pass. */
async function lockHunter(tx: Tx, hunterId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, hunterId)).for("update");
}

export async function eligibleBookingIds(tx: DbOrTx, hunterId: number, huntId: number, outfitterId: number) {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.hunterId, hunterId),
        eq(bookings.huntId, huntId),
        eq(bookings.outfitterId, outfitterId),
        ne(bookings.status, "cancelled"),
      ),
    );
  return rows.map((r) => r.id);
}

/** Pending until an admin approves it, so nothing public changes here. */
export async function submitHuntReview(user: CurrentUser | null, data: HuntReviewInput): Promise<SubmittedReview> {
  const hunter = requireHunter(user, REVIEW_ERRORS.huntersOnly);
  return db.transaction(async (tx) => {
    const [hunt] = await tx.select({ id: hunts.id, outfitterId: hunts.outfitterId }).from(hunts).where(eq(hunts.id, data.huntId)).limit(1);
    if (!hunt) throw notFound(REVIEW_ERRORS.huntNotFound);
    if (data.outfitterId !== undefined && data.outfitterId !== hunt.outfitterId) {
      throw badRequest(REVIEW_ERRORS.wrongOutfitter, { outfitterId: [REVIEW_ERRORS.wrongOutfitter] });
    }
    await lockHunter(tx, hunter.id);

    const eligible = await eligibleBookingIds(tx, hunter.id, hunt.id, hunt.outfitterId);
    const bookingId = data.bookingId ?? null;
    if ((eligible.length > 0 && bookingId === null) || (bookingId !== null && !eligible.includes(bookingId))) {
      throw badRequest(REVIEW_MESSAGES.booking, { bookingId: [REVIEW_MESSAGES.booking] });
    }

    const sameTarget =
      bookingId !== null
        ? and(eq(huntReviews.hunterId, hunter.id), eq(huntReviews.bookingId, bookingId))
        : and(eq(huntReviews.hunterId, hunter.id), eq(huntReviews.huntId, hunt.id), isNull(huntReviews.bookingId));
    const [existing] = await tx.select({ id: huntReviews.id }).from(huntReviews).where(sameTarget).limit(1);
    if (existing) throw conflict(bookingId !== null ? REVIEW_ERRORS.duplicateBooking : REVIEW_ERRORS.duplicateHunt);

    const [row] = await tx
      .insert(huntReviews)
      .values({
        huntId: hunt.id,
        outfitterId: hunt.outfitterId,
        hunterId: hunter.id,
        bookingId,
        hunterName: reviewerName(hunter),
        rating: data.rating,
        content: data.content,
      })
      .returning();
    const r = row!;
    await saveReviewOutcome(tx, r, data);
    return {
      id: r.id,
      huntId: r.huntId,
      outfitterId: r.outfitterId,
      bookingId: r.bookingId,
      rating: r.rating,
      content: r.content,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function submitOutfitterReview(user: CurrentUser | null, data: OutfitterReviewInput): Promise<SubmittedReview> {
  const hunter = requireHunter(user, REVIEW_ERRORS.huntersOnly);
  return db.transaction(async (tx) => {
    const outfitter = await findOutfitterTarget(data.outfitterId, { listed: false }, tx);
    if (!outfitter.isApproved) throw notFound(OUTFITTER_NOT_FOUND);
    await lockHunter(tx, hunter.id);
    const [existing] = await tx
      .select({ id: outfitterReviews.id })
      .from(outfitterReviews)
      .where(and(eq(outfitterReviews.hunterId, hunter.id), eq(outfitterReviews.outfitterId, outfitter.id)))
      .limit(1);
    if (existing) throw conflict(REVIEW_ERRORS.duplicateOutfitter);
    const [row] = await tx
      .insert(outfitterReviews)
      .values({ outfitterId: outfitter.id, hunterId: hunter.id, rating: data.rating, content: data.content })
      .returning();
    const r = row!;
    return {
      id: r.id,
      outfitterId: r.outfitterId,
      rating: r.rating,
      content: r.content,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
