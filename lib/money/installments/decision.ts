import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { db } from "@/db";
import { bookingInstallments, bookingPartyMembers, bookings, huntDepartures, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { lockHunt, returnSpots } from "@/lib/bookings/departure-spots";
import { expireHunt } from "@/lib/cache/tags";
import { cancellationEmails } from "@/lib/cancellation/emails";
import { addDays, daysBetween, todayIn } from "@/lib/departures/dates";
import { deliverAfterCommit } from "@/lib/email";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { chargedCents, refundBookingPayment } from "@/lib/money/charges/payment-operations";
import { adjustBookingCommission } from "@/lib/money/commission/ledger";
import { LEGACY_STRICT_DEPOSIT_PERCENT, POLICY_TEXT } from "@/lib/money/refunds/cancellation-policies";
import { hunterRefund } from "@/lib/money/refunds/policy-refund";
import { applyRate } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";
import { balanceEmails } from "./emails";
import { EXTEND_DAYS } from "./schedule";
import { balanceSharesOf, chargeMomentOf, queueInstallmentJobs, scheduleOf, type BookingSchedule } from "./store";

export const OWN_BOOKING_BALANCE = "You can only decide about balances of your own hunts' bookings";
export const NOT_AWAITING = "This balance is not waiting for your decision";

/**
 * After the 72 h retry failed, the outfitter chooses: extend (the balance is due again in 7 days, the failure count starts over),
 * or cancel under the booking's cancellation policy as if the hunter had cancelled: the policy decides what of the deposit is kept.
 * The first answer wins (the installment row is locked); a second is a 409.
 */
export async function decideUnpaidBalance(
  user: CurrentUser,
  bookingId: number,
  decision: "extend" | "cancel",
  now = new Date(),
  /** A party paying in shares: the hunter whose balance share to extend (none: every share waiting for the decision). */
  memberId: number | null = null,
): Promise<BookingSchedule> {
  const out = await db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ huntId: bookings.huntId, outfitterId: bookings.outfitterId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!peek) throw notFound("Booking not found");
    if (peek.outfitterId !== user.id) throw forbidden(OWN_BOOKING_BALANCE);
    if (decision === "cancel" && peek.huntId) await lockHunt(tx, peek.huntId);
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    const all = await tx
      .select()
      .from(bookingInstallments)
      .where(and(eq(bookingInstallments.bookingId, bookingId), eq(bookingInstallments.kind, "balance")))
      .orderBy(bookingInstallments.id)
      .for("update");
    const waiting = all.filter((r) => r.state === "failed" && r.outfitterAskedAt && (memberId === null || r.memberId === memberId));
    const i = waiting[0];
    if (!b || !i || b.status !== "accepted") throw conflict(NOT_AWAITING);
    const [hunt] = b.huntId
      ? await tx
          .select({ title: hunts.title, timeZone: hunts.timeZone, policy: hunts.cancellationPolicy })
          .from(hunts)
          .where(eq(hunts.id, b.huntId))
      : [];
    if (decision === "extend") {
      const dueOn = addDays(todayIn(hunt?.timeZone ?? "UTC", now), EXTEND_DAYS);
      const ids: number[] = [];
      let first: typeof i | undefined;
      for (const w of waiting) {
        const [u] = await tx
          .update(bookingInstallments)
          .set({ dueOn, nextAttemptAt: chargeMomentOf(dueOn), firstFailedAt: null, outfitterAskedAt: null })
          .where(eq(bookingInstallments.id, w.id))
          .returning();
        await queueInstallmentJobs(tx, u!, now);
        ids.push(...(await balanceEmails(tx, "extended", b, u!)));
        first ??= u;
      }
      return { b, i: first!, ids };
    }
    // Cancel under the policy: what was paid online (the deposit) is refunded as the hunter cancelling today would be.
    const [departure] = b.departureId
      ? await tx.select({ startDate: huntDepartures.startDate }).from(huntDepartures).where(eq(huntDepartures.id, b.departureId))
      : [];
    const policy = b.cancellationPolicy ?? hunt?.policy ?? "flexible";
    const daysBefore = departure ? daysBetween(todayIn(hunt?.timeZone ?? "UTC", now), departure.startDate) : -1;
    const paidCents = ["paid", "partially_refunded"].includes(b.paymentStatus) ? Math.max(0, chargedCents(b) - b.refundedCents) : 0;
    const depositCents = b.depositCents ?? applyRate(b.totalAmountCents, LEGACY_STRICT_DEPOSIT_PERCENT * 100);
    const cents = hunterRefund({ policy, paidCents, depositCents, daysBefore });
    await tx.update(bookings).set({ status: "cancelled", holdsSpot: false }).where(eq(bookings.id, b.id));
    if (b.holdsSpot) await returnSpots(tx, b.departureId, b.partySize);
    const row = await refundBookingPayment(
      tx,
      { ...b, status: "cancelled", holdsSpot: false },
      { amountCents: cents.refundCents, action: "refund-cancel", now },
    );
    await adjustBookingCommission(tx, b.id, cents.keptCents);
    // The booking ends: every balance (share) still to be charged is no longer charged.
    const [u] = await tx
      .update(bookingInstallments)
      .set({ state: "canceled", nextAttemptAt: null })
      .where(eq(bookingInstallments.id, i.id))
      .returning();
    await tx
      .update(bookingInstallments)
      .set({ state: "canceled", nextAttemptAt: null })
      .where(and(eq(bookingInstallments.bookingId, b.id), inArray(bookingInstallments.state, ["scheduled", "failed"])));
    const title = hunt?.title ?? "your hunt";
    // A party paying in shares: each of its hunters is told (the lead by the message above, the members alike).
    const members = await tx
      .select({ userId: bookingPartyMembers.userId })
      .from(bookingPartyMembers)
      .where(and(eq(bookingPartyMembers.bookingId, b.id), ne(bookingPartyMembers.status, "removed")));
    const told = [...new Set([b.hunterId, ...members.map((m) => m.userId).filter((id): id is number => id !== null)])];
    await createNotifications(
      tx,
      told.map((userId) => ({
        userId,
        title: "Booking Cancelled",
        message: `${i.memberId === null ? "Your balance" : "A balance share"} for ${title} was not paid, so the outfitter cancelled the booking under its ${POLICY_TEXT[policy].name} policy.`,
      })),
    );
    const ids = await cancellationEmails(tx, row, title, { by: "hunter", policyName: POLICY_TEXT[policy].name, cents });
    return { b: row, i: u!, ids };
  });
  await deliverAfterCommit(out.ids);
  if (decision === "cancel" && out.b.huntId) expireHunt(out.b.huntId, out.b.outfitterId);
  const [fresh] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (out.i.memberId !== null) return scheduleOf(fresh!, null, (await balanceSharesOf(db, [bookingId])).get(bookingId));
  return scheduleOf(fresh!, out.i);
}
