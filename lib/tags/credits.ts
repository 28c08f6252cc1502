import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { tagCredits } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { formatCents } from "@/lib/format/money";

/** What failed-draw credits of a booking stand for (a cancellation does not refund it again). */
export async function creditedCentsOf(tx: DbOrTx, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${tagCredits.amountCents}), 0)::int` })
    .from(tagCredits)
    .where(eq(tagCredits.bookingId, bookingId));
  return Number(row?.cents ?? 0);
}

export type PublicCredit = { id: number; outfitterId: number; bookingId: number; amount: string; left: string; expiresAt: string };

/** The hunter's credits still valid and not spent, for the dashboard. */
export async function creditsOfHunter(user: CurrentUser, now = new Date()): Promise<PublicCredit[]> {
  if (user.role !== "hunter") return [];
  const rows = await db
    .select()
    .from(tagCredits)
    .where(and(eq(tagCredits.hunterId, user.id), gt(tagCredits.expiresAt, now), sql`${tagCredits.spentCents} < ${tagCredits.amountCents}`));
  return rows.map((c) => ({
    id: c.id,
    outfitterId: c.outfitterId,
    bookingId: c.bookingId,
    amount: formatCents(c.amountCents),
    left: formatCents(c.amountCents - c.spentCents),
    expiresAt: c.expiresAt.toISOString(),
  }));
}
