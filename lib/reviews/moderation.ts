import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Tx } from "@/db";
import { huntReviews, hunts, outfitterReviews, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireReviews } from "@/lib/cache/tags";
import { conflict, notFound } from "@/lib/http/errors";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { reviewApproved, reviewRejected } from "@/lib/email/templates";
import { createNotifications } from "@/lib/notifications/create";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { ReviewDecisionInput } from "./moderation-schema";
import { refreshOutcomeFigures } from "@/lib/outcomes/figures";

const outfitter = alias(users, "outfitter");
const hunter = alias(users, "hunter");

export type PendingHuntReview = {
  id: number;
  huntId: number;
  huntTitle: string | null;
  outfitterId: number;
  outfitterName: string;
  hunterId: number;
  hunterName: string;
  bookingId: number | null;
  rating: number;
  content: string;
  createdAt: string;
};

export type PendingOutfitterReview = Omit<PendingHuntReview, "huntId" | "huntTitle" | "bookingId">;

export async function listPendingHuntReviews(actor: CurrentUser | null): Promise<PendingHuntReview[]> {
  requireAdmin(actor);
  const rows = await db
    .select({ r: huntReviews, huntTitle: hunts.title, oFirst: outfitter.firstName, oLast: outfitter.lastName })
    .from(huntReviews)
    .leftJoin(hunts, eq(hunts.id, huntReviews.huntId))
    .innerJoin(outfitter, eq(outfitter.id, huntReviews.outfitterId))
    .where(eq(huntReviews.status, "pending"))
    .orderBy(asc(huntReviews.createdAt), asc(huntReviews.id));
  return rows.map(({ r, huntTitle, oFirst, oLast }) => ({
    id: r.id,
    huntId: r.huntId,
    huntTitle,
    outfitterId: r.outfitterId,
    outfitterName: `${oFirst} ${oLast}`.trim(),
    hunterId: r.hunterId,
    hunterName: r.hunterName,
    bookingId: r.bookingId,
    rating: r.rating,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listPendingOutfitterReviews(actor: CurrentUser | null): Promise<PendingOutfitterReview[]> {
  requireAdmin(actor);
  const rows = await db
    .select({
      r: outfitterReviews,
      oFirst: outfitter.firstName,
      oLast: outfitter.lastName,
      hFirst: hunter.firstName,
      hLast: hunter.lastName,
    })
    .from(outfitterReviews)
    .innerJoin(outfitter, eq(outfitter.id, outfitterReviews.outfitterId))
    .innerJoin(hunter, eq(hunter.id, outfitterReviews.hunterId))
    .where(eq(outfitterReviews.status, "pending"))
    .orderBy(asc(outfitterReviews.createdAt), asc(outfitterReviews.id));
  return rows.map(({ r, oFirst, oLast, hFirst, hLast }) => ({
    id: r.id,
    outfitterId: r.outfitterId,
    outfitterName: `${oFirst} ${oLast}`.trim(),
    hunterId: r.hunterId,
    hunterName: `${hFirst} ${hLast}`.trim(),
    rating: r.rating,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
  }));
}

type Decision = "approve" | "reject";
type Moderated = { id: number; status: "approved" | "rejected"; adminNotes: string | null; approvedAt: string | null };

/** The e-mail is written in the decision's transaction, so a rolled-back decision sends nothing. */
async function tellHunter(
  tx: Tx,
  hunterId: number,
  decision: Decision,
  what: string,
  notes: string | null,
  pagePath: string,
): Promise<number | null> {
  const message =
    decision === "approve"
      ? `Your review of ${what} has been approved and is now public.`
      : `Your review of ${what} was not approved.${notes ? ` Reason: ${notes}` : ""}`;
  await createNotifications(tx, [{ userId: hunterId, title: decision === "approve" ? "Review Approved" : "Review Not Approved", message }]);
  const [h] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, hunterId)).limit(1);
  if (!h) return null;
  const appUrl = config().APP_URL;
  const mail =
    decision === "approve"
      ? reviewApproved.build({ firstName: h.firstName, message, reviewUrl: `${appUrl}${pagePath}` })
      : reviewRejected.build({ firstName: h.firstName, message, reviewUrl: `${appUrl}/help-center#reviews` });
  return enqueueEmail(tx, h.email, mail, { reviewDecision: decision });
}

/** An approved review is public at once; a review is decided once, so a repeat or a race answers 409. */
export async function moderateHuntReview(
  actor: CurrentUser | null,
  id: number,
  decision: Decision,
  input: ReviewDecisionInput,
): Promise<Moderated> {
  const admin = requireAdmin(actor);
  const { adminNotes } = input;
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(huntReviews)
      .set({ status: decision === "approve" ? "approved" : "rejected", adminNotes, approvedAt: decision === "approve" ? now : null })
      .where(and(eq(huntReviews.id, id), eq(huntReviews.status, "pending")))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: huntReviews.id }).from(huntReviews).where(eq(huntReviews.id, id)).limit(1);
      throw exists ? conflict("This review has already been moderated") : notFound("Review not found");
    }
    // The stored outcome figures change with the approved verified reviews, in this transaction.
    if (decision === "approve") await refreshOutcomeFigures(tx, row.huntId, row.outfitterId);
    const [hunt] = await tx.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, row.huntId)).limit(1);
    const emailId = await tellHunter(tx, row.hunterId, decision, hunt ? `"${hunt.title}"` : "your hunt", adminNotes, `/hunt/${row.huntId}`);
    await recordAdminAction(tx, admin.id, decision === "approve" ? "review.approve" : "review.reject", row.hunterId, {
      reviewId: id,
      adminNotes,
    });
    return { row, emailId };
  });
  expireReviews(result.row.huntId, result.row.outfitterId);
  await deliverAfterCommit(result.emailId ? [result.emailId] : []);
  return present(result.row);
}

export async function moderateOutfitterReview(
  actor: CurrentUser | null,
  id: number,
  decision: Decision,
  input: ReviewDecisionInput,
): Promise<Moderated> {
  const admin = requireAdmin(actor);
  const { adminNotes } = input;
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(outfitterReviews)
      .set({ status: decision === "approve" ? "approved" : "rejected", adminNotes, approvedAt: decision === "approve" ? now : null })
      .where(and(eq(outfitterReviews.id, id), eq(outfitterReviews.status, "pending")))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: outfitterReviews.id }).from(outfitterReviews).where(eq(outfitterReviews.id, id)).limit(1);
      throw exists ? conflict("This review has already been moderated") : notFound("Review not found");
    }
    const [o] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, row.outfitterId)).limit(1);
    const emailId = await tellHunter(
      tx,
      row.hunterId,
      decision,
      o ? `outfitter ${o.firstName}` : "the outfitter",
      adminNotes,
      `/outfitter/${row.outfitterId}`,
    );
    const action = decision === "approve" ? "outfitter-review.approve" : "outfitter-review.reject";
    await recordAdminAction(tx, admin.id, action, row.hunterId, { reviewId: id, adminNotes });
    return { row, emailId };
  });
  expireReviews(null, result.row.outfitterId);
  await deliverAfterCommit(result.emailId ? [result.emailId] : []);
  return present(result.row);
}

function present(row: { id: number; status: string; adminNotes: string | null; approvedAt: Date | null }): Moderated {
  return {
    id: row.id,
    status: row.status as Moderated["status"],
    adminNotes: row.adminNotes,
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
  };
}
