import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookings, tagCredits, tagCreditSpends } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { BookingRow } from "@/lib/bookings/present";
import { conflict } from "@/lib/http/errors";
import { planCreditSpend, type SpendableCredit } from "./credit-spend";

export const CREDIT_CHANGED_MESSAGE = "Your tag credit changed meanwhile. Please review the amount and try again.";

// The hunter's credits with this outfitter, still valid and not wholly spent, soonest to expire first.
async function spendableCredits(tx: DbOrTx, hunterId: number, outfitterId: number, now: Date, lock: boolean) {
  const q = tx
    .select({ id: tagCredits.id, amountCents: tagCredits.amountCents, spentCents: tagCredits.spentCents, expiresAt: tagCredits.expiresAt })
    .from(tagCredits)
    .where(
      and(
        eq(tagCredits.hunterId, hunterId),
        eq(tagCredits.outfitterId, outfitterId),
        gt(tagCredits.expiresAt, now),
        sql`${tagCredits.spentCents} < ${tagCredits.amountCents}`,
      ),
    )
    .orderBy(asc(tagCredits.expiresAt), asc(tagCredits.id));
  return lock ? q.for("update") : q;
}

/** For the booking page: what the hunter may spend with this outfitter now (the form shows it; the server decides again). */
export async function spendableCreditWith(
  user: CurrentUser,
  outfitterId: number,
  now = new Date(),
): Promise<{ leftCents: number; expiresAt: string } | null> {
  if (user.role !== "hunter") return null;
  const rows = await spendableCredits(db, user.id, outfitterId, now, false);
  if (rows.length === 0) return null;
  return { leftCents: rows.reduce((s, r) => s + r.amountCents - r.spentCents, 0), expiresAt: rows[0]!.expiresAt.toISOString() };
}

/**
 * Spends the hunter's failed-draw credits with the booking's outfitter on its deposit, in the
 * booking's transaction: the credit rows are locked, each is taken by a conditional update that
 * never goes past what is left (and a CHECK backs it), and the spend is recorded once per credit
 * and booking. The card is then charged the deposit less the credit (the booking's total through
 * Ridgeline is less by as much; its price snapshot keeps the full lines and the credit).
 */
export async function spendTagCredits(
  tx: DbOrTx,
  booking: BookingRow,
  now = new Date(),
): Promise<{ booking: BookingRow; creditCents: number }> {
  const chargeCents = booking.depositCents ?? booking.totalAmountCents;
  const rows = await spendableCredits(tx, booking.hunterId, booking.outfitterId, now, true);
  const credits: SpendableCredit[] = rows.map((r) => ({ id: r.id, leftCents: r.amountCents - r.spentCents }));
  const plan = planCreditSpend(credits, chargeCents);
  if (plan.totalCents === 0) return { booking, creditCents: 0 };
  for (const s of plan.spends) {
    const [taken] = await tx
      .update(tagCredits)
      .set({ spentCents: sql`${tagCredits.spentCents} + ${s.cents}` })
      .where(
        and(
          eq(tagCredits.id, s.creditId),
          gt(tagCredits.expiresAt, now),
          sql`${tagCredits.spentCents} + ${s.cents} <= ${tagCredits.amountCents}`,
        ),
      )
      .returning({ id: tagCredits.id });
    if (!taken) throw conflict(CREDIT_CHANGED_MESSAGE);
  }
  await tx.insert(tagCreditSpends).values(plan.spends.map((s) => ({ creditId: s.creditId, bookingId: booking.id, amountCents: s.cents })));
  const [updated] = await tx
    .update(bookings)
    // Both less the credit: the card pays the rest of the deposit, and the balance to the outfitter stays as it was.
    .set({ depositCents: chargeCents - plan.totalCents, totalAmountCents: booking.totalAmountCents - plan.totalCents })
    .where(eq(bookings.id, booking.id))
    .returning();
  return { booking: updated!, creditCents: plan.totalCents };
}

/** What a booking has of credit still spent on it (given back ones not counted). */
export async function creditSpentOn(tx: DbOrTx, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${tagCreditSpends.amountCents}), 0)::int` })
    .from(tagCreditSpends)
    .where(and(eq(tagCreditSpends.bookingId, bookingId), sql`${tagCreditSpends.returnedAt} is null`));
  return Number(row?.cents ?? 0);
}
