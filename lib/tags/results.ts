import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookingTagResults, tagProofs } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireHunt } from "@/lib/cache/tags";
import { addDays, todayIso } from "@/lib/departures/dates";
import { deliverAfterCommit } from "@/lib/email";
import { badRequest, conflict, forbidden } from "@/lib/http/errors";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { lockTagBooking, type LockedTagBooking, type TagResultRow } from "./booking-lock";
import { outcomeAppliedEmails, resultReportedEmails, resultReviewedEmail } from "./emails";
import { resolveFailedDraw } from "./resolve";
import { TAG_RESULT_MESSAGES, type TagReport, type TagReview } from "./results-schema";

export const TAG_MESSAGES_403 = {
  own: "You can only report tag results for your own bookings",
  review: "Only the booking's outfitter can confirm or dispute its draw results",
} as const;
export const NO_DRAW = "This booking has no tag draw";
export const NOT_ACCEPTED = "Draw results are reported once the outfitter has accepted the booking";
export const OUTFITTER_TOO_EARLY = "You can record a hunter's result 14 days after the results date, if they have not";
export const ALREADY_CONFIRMED = "This result has been confirmed and can no longer change";
export const NOTHING_TO_REVIEW = "There is no reported result waiting for your answer";

export const AUTO_CONFIRM_DAYS = 7;
export const REPORT_GRACE_DAYS = 14;
const DAY = 86_400_000;

export type PublicTagResult = {
  hunterIndex: number;
  status: TagResultRow["status"];
  review: TagResultRow["review"];
  disputeMessage: string | null;
  reportedAt: string | null;
  appliedAt: string | null;
  proofId: number | null;
  resolution: TagResultRow["resolution"];
  resolutionState: string | null;
};

export const toPublicTagResult = (r: TagResultRow): PublicTagResult => ({
  hunterIndex: r.hunterIndex,
  status: r.status,
  review: r.review,
  disputeMessage: r.disputeMessage,
  reportedAt: r.reportedAt?.toISOString() ?? null,
  appliedAt: r.appliedAt?.toISOString() ?? null,
  proofId: r.proofId,
  resolution: r.resolution,
  resolutionState: r.resolutionState,
});

function rowOf(locked: LockedTagBooking, hunterIndex: number): TagResultRow {
  if (!locked.terms) throw conflict(NO_DRAW);
  const row = locked.results.find((r) => r.hunterIndex === hunterIndex);
  if (!row) throw badRequest(TAG_RESULT_MESSAGES.hunterIndex, { hunterIndex: [TAG_RESULT_MESSAGES.hunterIndex] });
  return row;
}

// A confirmed "not drawn" gets its outcome in the same transaction; the e-mails go with it.
async function settle(tx: DbOrTx, bookingId: number, hunterIndex: number, now: Date, emails: number[]) {
  const locked = await lockTagBooking(tx, bookingId);
  const row = locked.results.find((r) => r.hunterIndex === hunterIndex)!;
  const r = await resolveFailedDraw(tx, locked, row, now);
  if (r && r.state !== "skipped") emails.push(...(await outcomeAppliedEmails(tx, locked.b, hunterIndex, r)));
}

/**
 * The hunter reports one hunter's result (or, 14 days after the results date, the outfitter
 * records it, confirmed at once). The same report again changes nothing; a disputed or still
 * unconfirmed one may be corrected; a confirmed one is final.
 */
export async function reportTagResult(
  user: CurrentUser,
  bookingId: number,
  input: TagReport,
  now = new Date(),
): Promise<PublicTagResult[]> {
  const emails: number[] = [];
  const { results, huntId, outfitterId } = await db.transaction(async (tx) => {
    const locked = await lockTagBooking(tx, bookingId);
    const { b, terms } = locked;
    const byOutfitter = user.role === "outfitter" && b.outfitterId === user.id;
    if (!byOutfitter && !(user.role === "hunter" && b.hunterId === user.id)) throw forbidden(TAG_MESSAGES_403.own);
    const row = rowOf(locked, input.hunterIndex);
    if (b.status !== "accepted") throw conflict(NOT_ACCEPTED);
    if (byOutfitter && todayIso(now) < addDays(terms!.resultsOn, REPORT_GRACE_DAYS)) throw forbidden(OUTFITTER_TOO_EARLY);
    if (row.status === input.result && row.review !== "disputed")
      return { results: locked.results, huntId: b.huntId, outfitterId: b.outfitterId };
    if (row.review === "confirmed") throw conflict(ALREADY_CONFIRMED);
    if (input.proofId != null) {
      const [proof] = await tx
        .select({ id: tagProofs.id })
        .from(tagProofs)
        .where(and(eq(tagProofs.id, input.proofId), eq(tagProofs.bookingId, b.id)));
      if (!proof) throw badRequest(TAG_RESULT_MESSAGES.proofId, { proofId: [TAG_RESULT_MESSAGES.proofId] });
    }
    const [updated] = await tx
      .update(bookingTagResults)
      .set({
        status: input.result,
        reportedBy: user.id,
        reportedAt: now,
        proofId: input.proofId ?? row.proofId,
        review: byOutfitter ? "confirmed" : "unconfirmed",
        reviewedAt: byOutfitter ? now : null,
        disputeMessage: null,
        autoConfirmed: false,
      })
      .where(and(eq(bookingTagResults.id, row.id), sql`${bookingTagResults.review} is distinct from 'confirmed'`))
      .returning();
    if (!updated) throw conflict(ALREADY_CONFIRMED);
    emails.push(...(await resultReportedEmails(tx, b, row.hunterIndex, input.result, byOutfitter)));
    if (!byOutfitter)
      await enqueue(
        tx,
        QUEUES.tagAutoConfirm.name,
        { resultId: row.id, reportedAt: now.toISOString() },
        { singletonKey: `tag-confirm-${row.id}-${now.getTime()}`, startAfter: new Date(now.getTime() + AUTO_CONFIRM_DAYS * DAY) },
      );
    else if (input.result === "not_drawn") await settle(tx, b.id, row.hunterIndex, now, emails);
    const after = await tx
      .select()
      .from(bookingTagResults)
      .where(eq(bookingTagResults.bookingId, b.id))
      .orderBy(bookingTagResults.hunterIndex);
    return { results: after, huntId: b.huntId, outfitterId: b.outfitterId };
  });
  await deliverAfterCommit(emails);
  if (huntId) expireHunt(huntId, outfitterId);
  return results.map(toPublicTagResult);
}

/** The outfitter confirms a reported result (a "not drawn" then gets its outcome) or disputes it with a message. */
export async function reviewTagResult(
  user: CurrentUser,
  bookingId: number,
  input: TagReview,
  now = new Date(),
): Promise<PublicTagResult[]> {
  const emails: number[] = [];
  const results = await db.transaction(async (tx) => {
    const locked = await lockTagBooking(tx, bookingId);
    if (user.role !== "outfitter" || locked.b.outfitterId !== user.id) throw forbidden(TAG_MESSAGES_403.review);
    const row = rowOf(locked, input.hunterIndex);
    const [updated] = await tx
      .update(bookingTagResults)
      .set({
        review: input.decision === "confirm" ? "confirmed" : "disputed",
        reviewedAt: now,
        disputeMessage: input.decision === "dispute" ? input.message! : null,
      })
      .where(and(eq(bookingTagResults.id, row.id), eq(bookingTagResults.review, "unconfirmed")))
      .returning();
    if (!updated) throw conflict(NOTHING_TO_REVIEW);
    emails.push(...(await resultReviewedEmail(tx, locked.b, row.hunterIndex, input.decision, input.message ?? null)));
    if (input.decision === "confirm" && updated.status === "not_drawn") await settle(tx, bookingId, row.hunterIndex, now, emails);
    return tx.select().from(bookingTagResults).where(eq(bookingTagResults.bookingId, bookingId)).orderBy(bookingTagResults.hunterIndex);
  });
  await deliverAfterCommit(emails);
  return results.map(toPublicTagResult);
}

/** The auto-confirm job: a report still unanswered after 7 days is confirmed (safe to run twice). */
export async function autoConfirmTagResult(resultId: number, now = new Date()): Promise<boolean> {
  const emails: number[] = [];
  const done = await db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ bookingId: bookingTagResults.bookingId })
      .from(bookingTagResults)
      .where(eq(bookingTagResults.id, resultId));
    if (!peek) return false;
    await lockTagBooking(tx, peek.bookingId);
    const cutoff = new Date(now.getTime() - AUTO_CONFIRM_DAYS * DAY + 60_000);
    const [updated] = await tx
      .update(bookingTagResults)
      .set({ review: "confirmed", reviewedAt: now, autoConfirmed: true })
      .where(
        and(eq(bookingTagResults.id, resultId), eq(bookingTagResults.review, "unconfirmed"), lte(bookingTagResults.reportedAt, cutoff)),
      )
      .returning();
    if (!updated) return false;
    if (updated.status === "not_drawn") await settle(tx, peek.bookingId, updated.hunterIndex, now, emails);
    return true;
  });
  await deliverAfterCommit(emails);
  return done;
}

/** Who may see a booking's draw results and proofs: its hunter, its outfitter, the admin. */
export function canSeeTagResults(user: CurrentUser, b: { hunterId: number; outfitterId: number }) {
  return user.role === "admin" || b.hunterId === user.id || b.outfitterId === user.id;
}
