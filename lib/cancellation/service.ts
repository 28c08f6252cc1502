import "server-only";
import { eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookings, huntDepartures, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { lockHunt, returnSpots } from "@/lib/bookings/departure-spots";
import { chargedCents, refundBookingPayment } from "@/lib/money/charges/payment-operations";
import type { BookingRow } from "@/lib/bookings/present";
import { expireHunt } from "@/lib/cache/tags";
import { daysBetween, todayIn } from "@/lib/departures/dates";
import { adjustBookingCommission } from "@/lib/money/commission/ledger";
import { deliverAfterCommit } from "@/lib/email";
import { forbidden, notFound } from "@/lib/http/errors";
import { assertTransition } from "@/lib/bookings/transitions";
import { applyRate, formatCents, formatUsd } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";
import { cancellationEmails } from "./emails";
import { LEGACY_STRICT_DEPOSIT_PERCENT, POLICY_TEXT, type CancellationPolicy } from "@/lib/money/refunds/cancellation-policies";
import { hunterRefund, outfitterRefund, type RefundQuote } from "@/lib/money/refunds/policy-refund";
import { creditedCentsOf } from "@/lib/tags/credits";
import { afterReliabilityRefresh, refreshReliability } from "@/lib/reliability/figures";

// The hunter gets back what the booking's policy gives for the days left; an outfitter cancelling refunds everything. The money goes
// back through the provider (reverse transfer), the spots return, and the commission follows what the outfitter keeps.
export const CANCEL_OWN_BOOKINGS = "You can only cancel your own bookings";
export { ALREADY_STARTED, NOT_ACCEPTED } from "@/lib/bookings/transitions";

export type CancellationQuote = {
  bookingId: number;
  policy: CancellationPolicy;
  policyName: string;
  /** The hunter (policy applies) or the outfitter (full refund). */
  by: "hunter" | "outfitter";
  startDate: string | null;
  /** Where the days before the start are counted: the hunt's IANA time zone (its local calendar day). */
  timeZone: string;
  daysBefore: number | null;
  paid: string;
  refund: string;
  kept: string;
  message: string;
};

type Context = { b: BookingRow; policy: CancellationPolicy; startDate: string | null; timeZone: string; creditedCents: number };

async function load(tx: DbOrTx, user: CurrentUser, bookingId: number, lock: boolean): Promise<Context> {
  const query = tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const [b] = lock ? await query.for("update") : await query;
  if (!b) throw notFound("Booking not found");
  if (user.role === "hunter" ? b.hunterId !== user.id : user.role === "outfitter" ? b.outfitterId !== user.id : true) {
    throw forbidden(CANCEL_OWN_BOOKINGS);
  }
  const [hunt] = b.huntId
    ? await tx.select({ policy: hunts.cancellationPolicy, timeZone: hunts.timeZone }).from(hunts).where(eq(hunts.id, b.huntId))
    : [];
  const [departure] = b.departureId
    ? await tx.select({ startDate: huntDepartures.startDate }).from(huntDepartures).where(eq(huntDepartures.id, b.departureId))
    : [];
  return {
    b,
    policy: b.cancellationPolicy ?? hunt?.policy ?? "flexible",
    startDate: departure?.startDate ?? null,
    timeZone: hunt?.timeZone ?? "UTC",
    creditedCents: await creditedCentsOf(tx, b.id),
  };
}

const refundText = (c: RefundQuote) => `${formatUsd(c.refundCents)} of ${formatUsd(c.paidCents)}`;

function quoteOf(
  user: CurrentUser,
  { b, policy, startDate, timeZone, creditedCents }: Context,
  now: Date,
): CancellationQuote & { cents: RefundQuote } {
  // Days before the start counted from today where the hunt is (its dates are local dates).
  const today = todayIn(timeZone, now);
  // The row's preconditions (accepted, not past its first day) come before any figure.
  assertTransition("cancelAccepted", { b, now, today, departure: startDate ? { startDate, endDate: startDate } : null });
  const daysBefore = startDate ? daysBetween(today, startDate) : null;
  // A failed draw's credit already stands for part of the money: it is not refunded a second time.
  const paidCents = (["paid", "partially_refunded"] as string[]).includes(b.paymentStatus)
    ? Math.max(0, chargedCents(b) - b.refundedCents - creditedCents)
    : 0;
  const by = user.role === "outfitter" ? "outfitter" : "hunter";
  // A booking from before departures has no trip date yet: its policy counts from the date the outfitter confirms, and until
  // there is one nothing is late, so it is fully refundable. Strict keeps the deposit charged when booking; a booking from before
  // deposits keeps the share its texts promised.
  const depositCents = b.depositCents ?? applyRate(b.totalAmountCents, LEGACY_STRICT_DEPOSIT_PERCENT * 100);
  const cents =
    by === "outfitter" || daysBefore === null ? outfitterRefund(paidCents) : hunterRefund({ policy, paidCents, depositCents, daysBefore });
  return {
    bookingId: b.id,
    policy,
    policyName: POLICY_TEXT[policy].name,
    by,
    startDate,
    timeZone,
    daysBefore,
    paid: formatCents(cents.paidCents),
    refund: formatCents(cents.refundCents),
    kept: formatCents(cents.keptCents),
    message: `${by === "hunter" ? "You" : "The hunter"} will be refunded ${refundText(cents)}`,
    cents,
  };
}

/** What cancelling now would refund, before confirming. */
export async function cancellationQuote(user: CurrentUser, bookingId: number, now = new Date()): Promise<CancellationQuote> {
  const { cents: _c, ...quote } = quoteOf(user, await load(db, user, bookingId, false), now);
  void _c;
  return quote;
}

/** One transaction (hunt, then booking locked): a failed refund at the provider changes nothing. */
export async function cancelAcceptedBooking(user: CurrentUser, bookingId: number, now = new Date()): Promise<CancellationQuote> {
  const result = await db.transaction(async (tx) => {
    const [peek] = await tx.select({ huntId: bookings.huntId }).from(bookings).where(eq(bookings.id, bookingId));
    if (peek?.huntId) await lockHunt(tx, peek.huntId);
    const ctx = await load(tx, user, bookingId, true);
    const quote = quoteOf(user, ctx, now);
    const { b } = ctx;
    await tx
      .update(bookings)
      .set({ status: "cancelled", holdsSpot: false, cancelledBy: quote.by, cancelledAt: now })
      .where(eq(bookings.id, b.id));
    const reliability = await refreshReliability(tx, b.outfitterId, now);
    if (b.holdsSpot) await returnSpots(tx, b.departureId, b.partySize);
    const row = await refundBookingPayment(
      tx,
      { ...b, status: "cancelled", holdsSpot: false },
      { amountCents: quote.cents.refundCents, action: "refund-cancel", now },
    );
    await adjustBookingCommission(tx, b.id, quote.cents.keptCents);
    const [hunt] = b.huntId ? await tx.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, b.huntId)) : [];
    const title = hunt?.title ?? "your hunt";
    await createNotifications(
      tx,
      quote.by === "hunter"
        ? [
            {
              userId: b.outfitterId,
              title: "Booking Cancelled",
              message: `${b.hunterName} cancelled their booking for ${title}. They are refunded ${refundText(quote.cents)}.`,
            },
          ]
        : [
            {
              userId: b.hunterId,
              title: "Booking Cancelled",
              message: `The outfitter cancelled your booking for ${title}. You will be refunded ${refundText(quote.cents)}.`,
            },
          ],
    );
    // The e-mails are written with the cancellation: a refund the provider refuses rolls both back.
    const emailIds = await cancellationEmails(tx, b, title, quote);
    return { quote, row, emailIds, reliability };
  });
  await deliverAfterCommit(result.emailIds);
  afterReliabilityRefresh(result.row.outfitterId, result.reliability);
  if (result.row.huntId) expireHunt(result.row.huntId, result.row.outfitterId);
  const { cents: _c, ...quote } = result.quote;
  void _c;
  return quote;
}
