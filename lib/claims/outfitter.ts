import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { bookingClaims, bookings, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { claimAccepted, claimDenied } from "@/lib/email/templates";
import { accrueCommission } from "@/lib/money/commission/ledger";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { formatCents, formatUsd } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";

/** A claim is answered once; accepting creates the booking and accrues commission on the claim price. */
export type PendingClaim = {
  id: number;
  huntId: number | null;
  hunter: { id: number; firstName: string; lastName: string; email: string };
  huntPrice: string;
  huntDescription: string;
  bookingDate: string | null;
  notes: string | null;
  createdAt: string;
};

export const CLAIM_MESSAGES = {
  answered: "This booking claim has already been answered",
  notOwn: "You can only answer claims made to you",
  notApproved: "Account must be approved before answering booking claims",
} as const;

export async function listPendingClaims(user: CurrentUser): Promise<PendingClaim[]> {
  const rows = await db
    .select({ claim: bookingClaims, hunter: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(bookingClaims)
    .innerJoin(users, eq(users.id, bookingClaims.hunterId))
    .where(and(eq(bookingClaims.outfitterId, user.id), eq(bookingClaims.status, "pending")))
    .orderBy(desc(bookingClaims.createdAt), desc(bookingClaims.id));
  return rows.map(({ claim, hunter }) => ({
    id: claim.id,
    huntId: claim.huntId,
    hunter,
    huntPrice: formatCents(claim.huntPriceCents),
    huntDescription: claim.huntDescription,
    bookingDate: claim.bookingDate,
    notes: claim.notes,
    createdAt: claim.createdAt.toISOString(),
  }));
}

export type ClaimAnswer = {
  id: number;
  status: "accepted" | "denied";
  bookingId: number | null;
  commission: string;
};

export async function respondToClaim(user: CurrentUser, claimId: number, accept: boolean): Promise<ClaimAnswer> {
  if (!user.isApproved) throw forbidden(CLAIM_MESSAGES.notApproved);
  const result = await db.transaction(async (tx) => {
    // The conditional update is the "once": a repeat, a race or a double click finds no pending row.
    const [claim] = await tx
      .update(bookingClaims)
      .set({ status: accept ? "accepted" : "denied", respondedAt: sql`now()` })
      .where(and(eq(bookingClaims.id, claimId), eq(bookingClaims.outfitterId, user.id), eq(bookingClaims.status, "pending")))
      .returning();
    if (!claim) {
      const [existing] = await tx
        .select({ outfitterId: bookingClaims.outfitterId })
        .from(bookingClaims)
        .where(eq(bookingClaims.id, claimId));
      if (!existing) throw notFound("Booking claim not found");
      if (existing.outfitterId !== user.id) throw forbidden(CLAIM_MESSAGES.notOwn);
      throw conflict(CLAIM_MESSAGES.answered);
    }
    const [hunter] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, claim.hunterId));
    let bookingId: number | null = null;
    let commissionCents = 0;
    if (accept) {
      const [booking] = await tx
        .insert(bookings)
        .values({
          huntId: claim.huntId,
          outfitterId: user.id,
          hunterId: claim.hunterId,
          hunterName: `${hunter!.firstName} ${hunter!.lastName}`.trim(),
          totalAmountCents: claim.huntPriceCents,
          status: "accepted",
          source: "claim",
          answeredAt: sql`now()`,
        })
        .returning({ id: bookings.id });
      bookingId = booking!.id;
      await tx.update(bookingClaims).set({ bookingId }).where(eq(bookingClaims.id, claim.id));
      commissionCents = await accrueCommission(tx, { outfitterId: user.id, claimId: claim.id, baseAmountCents: claim.huntPriceCents });
    }
    const notice = claimNotice(accept, user.firstName, claim.huntDescription, claim.huntPriceCents);
    await createNotifications(tx, [{ userId: claim.hunterId, title: notice.title, message: notice.message }]);
    // The hunter's e-mail with the answer: it exists exactly when the answer commits.
    const mail = (accept ? claimAccepted : claimDenied).build({
      hunterName: hunter!.firstName,
      title: notice.title,
      message: notice.message,
      bookingsUrl: `${config().APP_URL}/hunter-dashboard`,
    });
    const emailId = await enqueueEmail(tx, hunter!.email, mail, { claimId });
    return { claim, bookingId, commissionCents, emailId };
  });
  await deliverAfterCommit([result.emailId]);

  return {
    id: result.claim.id,
    status: accept ? "accepted" : "denied",
    bookingId: result.bookingId,
    commission: formatCents(result.commissionCents),
  };
}

function claimNotice(accept: boolean, outfitterName: string, description: string, priceCents: number) {
  const what = `"${description}" (${formatUsd(priceCents)})`;
  return accept
    ? {
        title: "Booking Claim Accepted",
        message: `${outfitterName} confirmed your booking claim for ${what}. It now appears in My Bookings.`,
      }
    : {
        title: "Booking Claim Denied",
        message: `${outfitterName} could not confirm your booking claim for ${what}. If you think this is a mistake, message the outfitter.`,
      };
}
