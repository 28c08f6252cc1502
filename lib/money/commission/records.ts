import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "@/db";
import { bookings, commissionPayments, commissions, hunts, outfitterBalances, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { addToBalance } from "@/lib/money/commission/ledger";
import { conflict, notFound } from "@/lib/http/errors";
import { formatCents } from "@/lib/format/money";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { requireAdmin } from "@/lib/auth/require-admin";
import { afterCursor, fetchPage, pageKeyOf, type AdminPageRequest } from "@/lib/http/list-page";
import { tagStatusCondition, type TagStatusFilter } from "@/lib/tags/admin-filter";

const outfitter = alias(users, "outfitter");
const hunter = alias(users, "hunter");

export async function listCommissions(actor: CurrentUser | null, page: AdminPageRequest = {}) {
  requireAdmin(actor);
  const query = db
    .select({ c: commissions, first: outfitter.firstName, last: outfitter.lastName, key: pageKeyOf(commissions.createdAt) })
    .from(commissions)
    .innerJoin(outfitter, eq(outfitter.id, commissions.outfitterId))
    .where(afterCursor(commissions.createdAt, commissions.id, page.cursor))
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .$dynamic();
  const { rows, nextCursor } = await fetchPage(query, page, (r) => r.c.id);
  const items = rows.map(({ c, first, last }) => ({
    id: c.id,
    outfitterId: c.outfitterId,
    outfitterName: `${first} ${last}`.trim(),
    bookingId: c.bookingId,
    claimId: c.claimId,
    questionnaireId: c.questionnaireId,
    baseAmount: formatCents(c.baseAmountCents),
    amount: formatCents(c.amountCents),
    status: c.status,
    paidAt: c.paidAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  }));
  return { rows: items, nextCursor };
}

/** Marks one commission paid once; owed moves to paid-to-date by at most its amount, so a balance paid by card never goes below zero. */
export async function markCommissionPaid(actor: CurrentUser | null, id: number) {
  const admin = requireAdmin(actor);
  const now = new Date();
  const { row, movedCents } = await db.transaction(async (tx) => {
    const [c] = await tx
      .update(commissions)
      .set({ status: "paid", paidAt: now })
      .where(and(eq(commissions.id, id), eq(commissions.status, "pending")))
      .returning();
    if (!c) {
      const [exists] = await tx.select({ id: commissions.id }).from(commissions).where(eq(commissions.id, id));
      throw exists ? conflict("This commission is already paid") : notFound("Commission not found");
    }
    const [balance] = await tx
      .select({ owed: outfitterBalances.totalOwedCents })
      .from(outfitterBalances)
      .where(eq(outfitterBalances.outfitterId, c.outfitterId))
      .for("update");
    const moved = Math.max(0, Math.min(c.amountCents, balance?.owed ?? 0));
    if (moved > 0) {
      await addToBalance(tx, c.outfitterId, -moved, moved);
      await tx.insert(commissionPayments).values({
        outfitterId: c.outfitterId,
        amountCents: moved,
        method: "check",
        provider: "admin",
        status: "completed",
        createdAt: now,
        completedAt: now,
      });
    }
    await recordAdminAction(tx, admin.id, "commission.paid", c.outfitterId, {
      commissionId: id,
      amountCents: c.amountCents,
      movedCents: moved,
    });
    return { row: c, movedCents: moved };
  });
  return {
    id: row.id,
    status: row.status,
    amount: formatCents(row.amountCents),
    amountMoved: formatCents(movedCents),
    paidAt: row.paidAt!.toISOString(),
  };
}

export async function listAllBookings(actor: CurrentUser | null, page: AdminPageRequest & { tagStatus?: TagStatusFilter } = {}) {
  requireAdmin(actor);
  const query = db
    .select({
      b: bookings,
      huntTitle: hunts.title,
      oFirst: outfitter.firstName,
      oLast: outfitter.lastName,
      hEmail: hunter.email,
      key: pageKeyOf(bookings.createdAt),
    })
    .from(bookings)
    .leftJoin(hunts, eq(hunts.id, bookings.huntId))
    .innerJoin(outfitter, eq(outfitter.id, bookings.outfitterId))
    .innerJoin(hunter, eq(hunter.id, bookings.hunterId))
    .where(and(afterCursor(bookings.createdAt, bookings.id, page.cursor), page.tagStatus ? tagStatusCondition(page.tagStatus) : undefined))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .$dynamic();
  const { rows, nextCursor } = await fetchPage(query, page, (r) => r.b.id);
  const items = rows.map(({ b, huntTitle, oFirst, oLast, hEmail }) => ({
    id: b.id,
    huntId: b.huntId,
    huntTitle,
    outfitterId: b.outfitterId,
    outfitterName: `${oFirst} ${oLast}`.trim(),
    hunterId: b.hunterId,
    hunterName: b.hunterName,
    hunterEmail: hEmail,
    totalAmount: formatCents(b.totalAmountCents),
    status: b.status,
    paymentStatus: b.paymentStatus,
    source: b.source,
    createdAt: b.createdAt.toISOString(),
  }));
  return { rows: items, nextCursor };
}
