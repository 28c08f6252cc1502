import "server-only";
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { commissions, outfitterBalances, questionnaireResponses, revenueResets, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { formatCents } from "@/lib/format/money";
import { requireAdmin } from "@/lib/auth/require-admin";
import { detectMismatches } from "./mismatches";
import { recordAdminAction } from "@/lib/audit/admin-actions";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Revenue runs per UTC calendar year, from January 1st or the admin's later manual reset; a reset records a point, never deletes. */
export async function revenuePeriod(executor: DbOrTx, now: Date) {
  const year = now.getUTCFullYear();
  const yearStart = new Date(Date.UTC(year, 0, 1));
  const [last] = await executor.select().from(revenueResets).orderBy(desc(revenueResets.resetAt), desc(revenueResets.id)).limit(1);
  const lastReset = last?.resetAt ?? null;
  const start = lastReset && lastReset > yearStart && lastReset <= now ? lastReset : yearStart;
  return { year, yearStart, start, lastReset };
}

export async function totalRevenueCents(executor: DbOrTx, since: Date, until: Date): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${commissions.amountCents}), 0)` })
    .from(commissions)
    .where(and(gte(commissions.createdAt, since), lt(commissions.createdAt, until)));
  return Number(row?.total ?? 0);
}

export type QuestionnaireSummary = {
  id: number;
  month: number;
  year: number;
  hasClientBooking: string;
  clientName: string | null;
  commissionAmount: string;
  paymentMethod: string | null;
  paymentStatus: string;
  submittedAt: string;
};

export async function getRevenue(actor: CurrentUser | null, now = new Date()) {
  requireAdmin(actor);
  const { year, yearStart, start, lastReset } = await revenuePeriod(db, now);
  const nextYear = new Date(Date.UTC(year + 1, 0, 1));
  const month = sql<number>`extract(month from ${commissions.createdAt} at time zone 'UTC')::int`;

  const [total, perMonth, balances, responses, mismatches, collected] = await Promise.all([
    totalRevenueCents(db, start, nextYear),
    db
      .select({ month, cents: sql<string>`sum(${commissions.amountCents})` })
      .from(commissions)
      .where(and(gte(commissions.createdAt, yearStart), lt(commissions.createdAt, nextYear)))
      .groupBy(month),
    db
      .select({ user: users, balance: outfitterBalances })
      .from(users)
      .leftJoin(outfitterBalances, eq(outfitterBalances.outfitterId, users.id))
      .where(eq(users.role, "outfitter"))
      .orderBy(desc(sql`coalesce(${outfitterBalances.totalOwedCents}, 0)`), asc(users.firstName), asc(users.id)),
    db
      .select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.year, year))
      .orderBy(desc(questionnaireResponses.month), desc(questionnaireResponses.submittedAt)),
    detectMismatches(db),
    // Commissions taken as the card charge's application fee: paid, but never through the balance.
    db
      .select({ outfitterId: commissions.outfitterId, cents: sql<string>`sum(${commissions.amountCents})` })
      .from(commissions)
      .where(eq(commissions.collectedAtBooking, true))
      .groupBy(commissions.outfitterId),
  ]);
  const collectedBy = new Map(collected.map((r) => [r.outfitterId, Number(r.cents)]));

  const byMonth = new Map(perMonth.map((r) => [Number(r.month), Number(r.cents)]));
  const monthly = MONTHS.map((label, i) => {
    const cents = byMonth.get(i + 1) ?? 0;
    return { month: i + 1, label, commission: formatCents(cents), commissionCents: cents };
  });

  const outfitterRows = balances.map(({ user, balance }) => ({
    id: balance?.id ?? null,
    outfitterId: user.id,
    totalOwed: formatCents(balance?.totalOwedCents ?? 0),
    paidToDate: formatCents(balance?.paidToDateCents ?? 0),
    collectedAtBooking: formatCents(collectedBy.get(user.id) ?? 0),
    lastUpdated: balance ? balance.lastUpdated.toISOString() : null,
    outfitter: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      isActive: user.isActive,
      isApproved: user.isApproved,
    },
  }));

  const questionnaires: Record<string, QuestionnaireSummary[]> = {};
  for (const r of responses) {
    (questionnaires[String(r.outfitterId)] ??= []).push({
      id: r.id,
      month: r.month,
      year: r.year,
      hasClientBooking: r.hasClientBooking,
      clientName: r.clientName,
      commissionAmount: formatCents(r.commissionAmountCents),
      paymentMethod: r.paymentMethod,
      paymentStatus: r.paymentStatus,
      submittedAt: r.submittedAt.toISOString(),
    });
  }

  const owed = balances.reduce((s, b) => s + (b.balance?.totalOwedCents ?? 0), 0);
  const paid = balances.reduce((s, b) => s + (b.balance?.paidToDateCents ?? 0), 0);
  const atBooking = collected.reduce((s, r) => s + Number(r.cents), 0);
  return {
    currentYear: year,
    totalRevenue: formatCents(total),
    totalRevenueCents: total,
    periodStart: start.toISOString(),
    lastResetDate: lastReset ? lastReset.toISOString() : null,
    totalOwed: formatCents(owed),
    totalPaid: formatCents(paid),
    // Total revenue is accrued: of it, what is in hand (paid from balances or taken at booking) and what is still owed.
    totalCollectedCents: paid + atBooking,
    totalOwedCents: owed,
    monthly,
    bookingMismatches: mismatches,
    outfitterBalances: outfitterRows,
    questionnaireResponses: questionnaires,
  };
}

/** Starts the year's revenue again from $0.00 by recording a reset point (history is kept). */
export async function resetRevenue(actor: CurrentUser | null, now = new Date()) {
  const admin = requireAdmin(actor);
  const row = await db.transaction(async (tx) => {
    const { start } = await revenuePeriod(tx, now);
    const before = await totalRevenueCents(tx, start, new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1)));
    const [inserted] = await tx.insert(revenueResets).values({ adminId: admin.id, totalBeforeCents: before, resetAt: now }).returning();
    await recordAdminAction(tx, admin.id, "revenue.reset", null, { totalBeforeCents: before });
    return inserted!;
  });
  return {
    message: "Total revenue has been reset to $0.00",
    totalRevenue: "0.00",
    totalBefore: formatCents(row.totalBeforeCents),
    lastResetDate: row.resetAt.toISOString(),
  };
}
