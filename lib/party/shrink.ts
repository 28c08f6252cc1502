import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookingPartyMembers, bookingSharePayments, bookings } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { expireHunt } from "@/lib/cache/tags";
import { deliverAfterCommit } from "@/lib/email";
import { lockHunt, returnSpots } from "@/lib/bookings/departure-spots";
import { PaymentProviderError, providerNamed } from "@/lib/money/providers/card-provider";
import { dropHunterTagResult } from "@/lib/tags/booking-results";
import { dropMemberBalance } from "@/lib/money/installments/store";
import { settleIfAllPaid } from "./payments";
import { NOT_OPEN_MESSAGE } from "./service";

export const LEAD_SHRINKS_MESSAGE = "Only the hunter who booked can remove hunters from the party";
export const LEAD_STAYS_MESSAGE = "The hunter who booked stays in the party: cancel the booking instead";
export const PAID_STAYS_MESSAGE = "This hunter has already paid their share, so they stay in the party";
export const PAYING_NOW_MESSAGE = "This hunter is paying their share right now, so they stay in the party";
export const ALREADY_REMOVED_MESSAGE = "This hunter was already removed from the party";

/**
 * Takes one unpaid share out of the party (called with the hunt and the booking locked): its open card intents are cancelled in
 * the same transaction (a card confirmed a moment before makes the cancel fail: then the share stays, 409), its spot returns to the
 * departure, and the booking's party, deposit and total shrink by that share. Answers the e-mails to send after commit.
 */
export async function removeShareInTx(tx: DbOrTx, bookingId: number, memberId: number, now: Date): Promise<number[]> {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  const [m] = await tx.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, memberId)).for("update");
  if (!b || !m || m.bookingId !== b.id) throw notFound("Party member not found");
  if (m.position === 0) throw conflict(LEAD_STAYS_MESSAGE);
  if (m.status === "paid") throw conflict(PAID_STAYS_MESSAGE);
  if (m.status === "removed") throw conflict(ALREADY_REMOVED_MESSAGE);
  if (b.status !== "pending" || !b.holdsSpot) throw conflict(NOT_OPEN_MESSAGE);
  const open = await tx
    .select()
    .from(bookingSharePayments)
    .where(and(eq(bookingSharePayments.memberId, m.id), eq(bookingSharePayments.status, "processing")))
    .for("update");
  for (const p of open) {
    try {
      await providerNamed(p.provider).cancel({ intentId: p.paymentIntentId, idempotencyKey: `${p.idempotencyKey}-cancel` }, tx);
    } catch (err) {
      if (err instanceof PaymentProviderError) throw conflict(PAYING_NOW_MESSAGE);
      throw err;
    }
  }
  if (open.length) {
    await tx
      .update(bookingSharePayments)
      .set({ status: "canceled" })
      .where(
        inArray(
          bookingSharePayments.id,
          open.map((p) => p.id),
        ),
      );
  }
  await tx.update(bookingPartyMembers).set({ status: "removed", inviteTokenHash: null }).where(eq(bookingPartyMembers.id, m.id));
  // Their balance share goes with them: the booking's balance shrinks by it, as its total and deposit shrink by their shares.
  await dropMemberBalance(tx, m.id);
  await tx
    .update(bookings)
    .set({
      partySize: sql`${bookings.partySize} - 1`,
      depositCents: b.depositCents === null ? null : b.depositCents - m.shareCents,
      totalAmountCents: b.totalAmountCents - m.shareTotalCents,
    })
    .where(eq(bookings.id, b.id));
  await returnSpots(tx, b.departureId, 1);
  // Member at position p is the party's hunter p + 1 (the lead is hunter 1).
  await dropHunterTagResult(tx, b.id, m.position + 1);
  return settleIfAllPaid(tx, b.id, now);
}

/** The lead shrinks the party by one unpaid hunter; the freed spot goes back on sale. */
export async function removePartyMember(user: CurrentUser, memberId: number, now = new Date()) {
  const [peek] = await db
    .select({ bookingId: bookings.id, huntId: bookings.huntId, hunterId: bookings.hunterId, outfitterId: bookings.outfitterId })
    .from(bookingPartyMembers)
    .innerJoin(bookings, eq(bookings.id, bookingPartyMembers.bookingId))
    .where(eq(bookingPartyMembers.id, memberId));
  if (!peek) throw notFound("Party member not found");
  if (peek.hunterId !== user.id) throw forbidden(LEAD_SHRINKS_MESSAGE);
  const emailIds = await db.transaction(async (tx) => {
    if (peek.huntId) await lockHunt(tx, peek.huntId);
    return removeShareInTx(tx, peek.bookingId, memberId, now);
  });
  await deliverAfterCommit(emailIds);
  if (peek.huntId) expireHunt(peek.huntId, peek.outfitterId);
  return { removed: true as const, memberId };
}
