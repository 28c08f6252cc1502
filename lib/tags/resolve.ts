import "server-only";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookings, bookingTagResults, huntDepartures, tagCredits } from "@/db/schema";
import { returnSpots } from "@/lib/bookings/departure-spots";
import { addDays } from "@/lib/departures/dates";
import { adjustBookingCommission } from "@/lib/money/commission/ledger";
import { chargedCents, refundBookingPayment } from "@/lib/money/charges/payment-operations";
import { CREDIT_VALID_DAYS, decideFailedDraw, type ShareDecision } from "./outcome-engine";
import type { LockedTagBooking, TagResultRow } from "./booking-lock";
import { creditedCentsOf } from "./credits";

const DAY = 86_400_000;
/** A departure at least this long after the booked one counts as next season. */
const NEXT_SEASON_DAYS = 180;

/** `observersMoving`: a rollover or switch of the last hunter aboard takes the booking's observers along. */
export type Resolution = { decision: ShareDecision; state: "applied" | "rolling_over" | "skipped"; observersMoving?: number };

// Takes `seats` spots on the first departure from `from` on with room for all of them (a conditional update: never oversold).
async function takeSpotsFrom(tx: DbOrTx, huntId: number, from: string, seats: number): Promise<number | null> {
  const candidates = await tx
    .select({ id: huntDepartures.id })
    .from(huntDepartures)
    .where(and(eq(huntDepartures.huntId, huntId), gte(huntDepartures.startDate, from), gte(huntDepartures.spotsLeft, seats)))
    .orderBy(asc(huntDepartures.startDate), asc(huntDepartures.id));
  for (const c of candidates) {
    const [taken] = await tx
      .update(huntDepartures)
      .set({ spotsLeft: sql`${huntDepartures.spotsLeft} - ${seats}` })
      .where(and(eq(huntDepartures.id, c.id), gte(huntDepartures.spotsLeft, seats)))
      .returning({ id: huntDepartures.id });
    if (taken) return taken.id;
  }
  return null;
}

/** Hunters still on the booked trip: no outcome yet, or one waiting as "rolling over" (its place has not moved). */
const aboard = (r: TagResultRow) => !r.resolution || r.resolutionState === "rolling_over";

/**
 * The places that move with this hunter: the hunter alone while another hunter stays on the booked
 * trip (the observers stay with that party), else the whole booking, observers included (observers
 * do not hunt, so they follow the last hunter).
 */
export function seatsMoving(locked: LockedTagBooking, row: TagResultRow): { seats: number; wholeBooking: boolean } {
  const others = locked.results.filter((r) => r.id !== row.id && aboard(r)).length;
  return others > 0 ? { seats: 1, wholeBooking: false } : { seats: locked.b.partySize, wholeBooking: true };
}

/**
 * Rollover or switch: spots on the first departure with room for every place that moves (of next
 * season, for a rollover), or null when there is none yet (nothing is written then). The last hunter
 * on the booked trip takes the booking with them, observers included (it stays accepted, on the new
 * departure, its money unchanged); one of several leaves the party alone and the place is recorded
 * on their result row.
 */
export async function movePlace(
  tx: DbOrTx,
  locked: LockedTagBooking,
  row: TagResultRow,
  kind: "rollover" | "switch",
  now: Date,
): Promise<number | null> {
  const { b, terms } = locked;
  const today = now.toISOString().slice(0, 10);
  const [booked] = b.departureId
    ? await tx.select({ startDate: huntDepartures.startDate }).from(huntDepartures).where(eq(huntDepartures.id, b.departureId))
    : [];
  const huntId = kind === "switch" ? (terms?.alternativeHuntId ?? null) : b.huntId;
  const from = kind === "rollover" ? addDays(booked?.startDate ?? today, NEXT_SEASON_DAYS) : today;
  const { seats, wholeBooking } = seatsMoving(locked, row);
  const movedTo = huntId ? await takeSpotsFrom(tx, huntId, from, seats) : null;
  if (movedTo === null) return null;
  if (wholeBooking) {
    if (b.holdsSpot) await returnSpots(tx, b.departureId, b.partySize);
    await tx.update(bookings).set({ huntId, departureId: movedTo, holdsSpot: true }).where(eq(bookings.id, b.id));
  } else await releasePlace(tx, locked, 1);
  return movedTo;
}

// The hunter no longer goes on the booked trip: one spot back, one hunter fewer (the last one cancels the booking).
async function releasePlace(tx: DbOrTx, locked: LockedTagBooking, leaving: number) {
  const { b } = locked;
  const staying = b.partySize - leaving;
  if (b.holdsSpot) await returnSpots(tx, b.departureId, leaving);
  await tx
    .update(bookings)
    .set(staying > 0 ? { partySize: staying } : { status: "cancelled", holdsSpot: false, cancelledBy: "system", cancelledAt: new Date() })
    .where(eq(bookings.id, b.id));
}

// A refunded or credited hunter leaves; the last hunter aboard ends the booking, observers' spots with it (they do not
// hunt). A hunter waiting as "rolling over" is still aboard: their place keeps the booking.
async function releaseHunter(tx: DbOrTx, locked: LockedTagBooking, row: TagResultRow) {
  await releasePlace(tx, locked, seatsMoving(locked, row).seats);
}

/**
 * Applies the promised outcome of a confirmed "not drawn", once: a row already resolved, or a
 * booking no longer accepted (a cancellation settled its money), is left as it is. The caller holds
 * the locks of lockTagBooking.
 */
export async function resolveFailedDraw(
  tx: DbOrTx,
  locked: LockedTagBooking,
  row: TagResultRow,
  now = new Date(),
): Promise<Resolution | null> {
  const { b, terms, results } = locked;
  if (!terms || row.resolution || row.status !== "not_drawn" || row.review !== "confirmed") return null;
  if (b.status !== "accepted") return null;
  const paid = (["paid", "partially_refunded"] as string[]).includes(b.paymentStatus) ? chargedCents(b) : 0;
  const decision = decideFailedDraw(
    {
      chargedCents: paid,
      refundedCents: b.refundedCents,
      creditedCents: await creditedCentsOf(tx, b.id),
      hunterIndexes: results.map((r) => r.hunterIndex),
      resolvedIndexes: results.filter((r) => r.resolution).map((r) => r.hunterIndex),
    },
    terms.outcome,
    row.hunterIndex,
  );
  if (decision.kind === "already-resolved") return { decision, state: "skipped" };
  let state: Resolution["state"] = "applied";
  let movedTo: number | null = null;
  let observersMoving = 0;
  if (decision.kind === "refund") {
    const after = await refundBookingPayment(tx, b, { amountCents: decision.refundCents, action: `tag-refund-${row.hunterIndex}`, now });
    await adjustBookingCommission(tx, b.id, chargedCents(after) - after.refundedCents);
    await releaseHunter(tx, { ...locked, b: after }, row);
  } else if (decision.kind === "credit") {
    await tx.insert(tagCredits).values({
      hunterId: b.hunterId,
      outfitterId: b.outfitterId,
      bookingId: b.id,
      hunterIndex: row.hunterIndex,
      amountCents: decision.creditCents,
      expiresAt: new Date(now.getTime() + CREDIT_VALID_DAYS * DAY),
    });
    await releaseHunter(tx, locked, row);
  } else {
    const { seats, wholeBooking } = seatsMoving(locked, row);
    if (wholeBooking && seats > 1) observersMoving = seats - 1;
    movedTo = await movePlace(tx, locked, row, decision.kind, now);
    // No departure yet: the place waits as "rolling over" until the outfitter adds one (lib/tags/rollover-pickup.ts).
    if (movedTo === null) state = "rolling_over";
  }
  await tx
    .update(bookingTagResults)
    .set({ resolution: terms.outcome, resolutionState: state, resolvedAt: now, movedToDepartureId: movedTo })
    .where(and(eq(bookingTagResults.id, row.id), sql`${bookingTagResults.resolution} is null`));
  return { decision, state, ...(observersMoving > 0 ? { observersMoving } : {}) };
}
