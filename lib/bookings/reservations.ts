import "server-only";
import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import { db as defaultDb, queryRows, type DbOrTx } from "@/db";
import { bookings } from "@/db/schema";
import { expireHunt } from "@/lib/cache/tags";
import { conflict } from "@/lib/http/errors";

/** How long an unpaid booking holds its spot. */
export const RESERVATION_MINUTES = 30;

export const reservationDeadline = (now: Date) => new Date(now.getTime() + RESERVATION_MINUTES * 60_000);

/** Open unpaid reservations one hunter may hold at once (on different hunts). */
export const MAX_OPEN_RESERVATIONS = 3;
export const TOO_MANY_RESERVATIONS_MESSAGE = `You already hold ${MAX_OPEN_RESERVATIONS} unpaid reservations. Pay for one, or wait for it to expire, before reserving another hunt.`;

/** Any number: it only names the advisory lock that serializes one hunter's reservations. */
const RESERVATION_LOCK = 7_301;

type Booking = typeof bookings.$inferSelect;

/**
 * The spot-hoarding rule, called in the booking transaction before a spot is taken: a hunter
 * holds at most one open unpaid reservation per hunt and MAX_OPEN_RESERVATIONS overall (open: the
 * same condition releaseExpiredReservations sweeps, not yet past its deadline). An advisory lock
 * per hunter, held to the end of the transaction, makes two requests of one hunter (on any
 * instance) check one after the other. Returns the hunter's open reservation on this hunt, which
 * the caller answers with instead of taking a second spot; null when a new one may be made; 409
 * past the cap.
 */
export async function heldReservationOrRoom(tx: DbOrTx, hunterId: number, huntId: number, now: Date): Promise<Booking | null> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(${RESERVATION_LOCK}, ${hunterId})`);
  const open = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.hunterId, hunterId),
        eq(bookings.holdsSpot, true),
        eq(bookings.status, "pending"),
        ne(bookings.paymentStatus, "paid"),
        gte(bookings.reservationExpiresAt, now),
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  const sameHunt = open.find((b) => b.huntId === huntId);
  if (sameHunt) return sameHunt;
  if (open.length >= MAX_OPEN_RESERVATIONS) throw conflict(TOO_MANY_RESERVATIONS_MESSAGE);
  return null;
}

export type ReleasedHunt = { huntId: number; outfitterId: number; released: number };

/**
 * Releases every reservation whose payment has not succeeded by its deadline: the booking becomes
 * `cancelled` and its spot goes back to the hunt, in one statement so a spot is returned once
 * even when two requests release at the same moment (the second finds `holds_spot` false).
 * Called by the booking endpoints before they read or change a hunt's availability, and every
 * minute by each server instance (./reservation-sweeper.ts, started in instrumentation.ts), so a
 * spot comes back even when nobody tries to book that hunt again.
 */
export async function releaseExpiredReservations(
  executor: DbOrTx = defaultDb,
  scope: { huntId?: number; outfitterId?: number } = {},
  now: Date = new Date(),
): Promise<ReleasedHunt[]> {
  const huntFilter = scope.huntId !== undefined ? sql`and b.hunt_id = ${scope.huntId}` : sql``;
  const outfitterFilter = scope.outfitterId !== undefined ? sql`and b.outfitter_id = ${scope.outfitterId}` : sql``;
  const rows = await queryRows<{ hunt_id: number; outfitter_id: number; n: number }>(
    executor,
    sql`
      with released as (
        update bookings b
           set status = 'cancelled', holds_spot = false, updated_at = now()
         where b.holds_spot and b.status = 'pending' and b.payment_status <> 'paid'
           and b.reservation_expires_at < ${now.toISOString()}::timestamptz
           ${huntFilter} ${outfitterFilter}
        returning b.hunt_id
      ), freed as (
        select hunt_id, count(*)::int as n from released where hunt_id is not null group by hunt_id
      )
      update hunts h set availability = h.availability + freed.n, updated_at = now()
        from freed where h.id = freed.hunt_id
      returning h.id as hunt_id, h.outfitter_id, freed.n`,
  );
  return rows.map((r) => ({ huntId: Number(r.hunt_id), outfitterId: Number(r.outfitter_id), released: Number(r.n) }));
}

/** Expires the public pages of hunts whose availability changed (call after the commit). */
export function expireReleased(released: ReleasedHunt[]) {
  for (const r of released) expireHunt(r.huntId, r.outfitterId);
}

/** Releases expired reservations and expires the affected pages; for callers outside a transaction. */
export async function sweepExpiredReservations(scope: { huntId?: number; outfitterId?: number } = {}, now = new Date()) {
  const released = await releaseExpiredReservations(defaultDb, scope, now);
  expireReleased(released);
  return released;
}
