import "server-only";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingInstallments, bookingPartyMembers, bookingSharePayments, bookings, type InstallmentRow } from "@/db/schema";

export type InstallmentPayer = {
  userId: number;
  /** The party member whose share it is (null: the booking's own balance). */
  memberId: number | null;
  position: number | null;
  /** The member's name for the outfitter's notices, else the booking's hunter. */
  name: string;
  /** The deposit (share) intent whose card the balance falls back on, and its provider. */
  depositIntentId: string | null;
  provider: string | null;
};

type Booking = Pick<typeof bookings.$inferSelect, "hunterId" | "hunterName" | "paymentIntentId" | "paymentProvider">;

/**
 * Who pays an installment: the booking's hunter for its own balance; for a member's balance share, whoever paid that member's deposit
 * share (the member, or the lead for a share that lapsed back to them), with the card of that payment.
 */
export async function installmentPayer(tx: DbOrTx, i: Pick<InstallmentRow, "memberId">, b: Booking): Promise<InstallmentPayer> {
  const own = {
    userId: b.hunterId,
    memberId: null,
    position: null,
    name: b.hunterName,
    depositIntentId: b.paymentIntentId,
    provider: b.paymentProvider,
  };
  if (i.memberId === null) return own;
  const [m] = await tx.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, i.memberId));
  if (!m) return own;
  const [pay] = await tx
    .select({
      intentId: bookingSharePayments.paymentIntentId,
      provider: bookingSharePayments.provider,
      payerId: bookingSharePayments.payerId,
    })
    .from(bookingSharePayments)
    .where(and(eq(bookingSharePayments.memberId, m.id), inArray(bookingSharePayments.status, ["paid", "partially_refunded"])))
    .orderBy(desc(bookingSharePayments.id))
    .limit(1);
  const userId = m.paidBy ?? pay?.payerId ?? (m.position === 0 ? b.hunterId : (m.userId ?? b.hunterId));
  return {
    userId,
    memberId: m.id,
    position: m.position,
    name: m.fullName ?? (m.position === 0 ? b.hunterName : m.email),
    depositIntentId: pay?.intentId ?? null,
    provider: pay?.provider ?? b.paymentProvider,
  };
}

/**
 * The balance installments of a booking the user pays: its own balance for its hunter, and each balance share whose deposit share
 * they paid (a member theirs; the lead theirs and the lapsed shares they took over). Locked when asked.
 */
export async function installmentsPaidBy(tx: DbOrTx, userId: number, bookingId: number): Promise<InstallmentRow[]> {
  const [b] = await tx.select({ hunterId: bookings.hunterId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!b) return [];
  const rows = await tx
    .select({
      row: bookingInstallments,
      paidBy: bookingPartyMembers.paidBy,
      position: bookingPartyMembers.position,
      memberUser: bookingPartyMembers.userId,
    })
    .from(bookingInstallments)
    .leftJoin(bookingPartyMembers, eq(bookingPartyMembers.id, bookingInstallments.memberId))
    .where(
      and(
        eq(bookingInstallments.bookingId, bookingId),
        eq(bookingInstallments.kind, "balance"),
        or(
          isNull(bookingInstallments.memberId),
          eq(bookingPartyMembers.paidBy, userId),
          eq(bookingPartyMembers.userId, userId),
          eq(bookingPartyMembers.position, 0),
        ),
      ),
    )
    .orderBy(bookingInstallments.id);
  return rows
    .filter((r) => {
      if (r.row.memberId === null) return b.hunterId === userId;
      const payer = r.paidBy ?? (r.position === 0 ? b.hunterId : r.memberUser);
      return payer === userId;
    })
    .map((r) => r.row);
}
