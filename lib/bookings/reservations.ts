import "server-only";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
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

// Spot hoarding: a hunter holds at most one open unpaid reservation per hunt and MAX_OPEN_RESERVATIONS overall. A per-hunter advisory
// lock serializes one hunter's requests on any instance; the open reservation on this hunt is answered instead of a second spot.
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
        // No money taken yet: a held card (authorized) or a refunded payment is not a free reservation.
        inArray(bookings.paymentStatus, ["unpaid", "processing", "failed"]),
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

// Releases unpaid reservations past their deadline in one statement, so spots return once; hunts are locked first, as every
// writer of departures does. Run by the booking endpoints and every minute by the bookings.reservation-sweep job.
export async function releaseExpiredReservations(
  executor: DbOrTx = defaultDb,
  scope: { huntId?: number; outfitterId?: number } = {},
  now: Date = new Date(),
): Promise<ReleasedHunt[]> {
  const huntFilter = scope.huntId !== undefined ? sql`and b.hunt_id = ${scope.huntId}` : sql``;
  const outfitterFilter = scope.outfitterId !== undefined ? sql`and b.outfitter_id = ${scope.outfitterId}` : sql``;
  // A held card (authorized) is not a reservation: it waits for the outfitter (./answer-expiry.ts).
  const expired = sql`b.holds_spot and b.status = 'pending' and b.payment_status <> 'paid' and b.payment_status <> 'authorized'
           and b.reservation_expires_at < ${now.toISOString()}::timestamptz ${huntFilter} ${outfitterFilter}`;
  // Nearly always nothing has expired: one read on the partial expiry index, and no writes.
  const due = await queryRows<{ hunt_id: number | null }>(executor, sql`select distinct b.hunt_id from bookings b where ${expired}`);
  if (due.length === 0) return [];
  const huntIds = `{${due
    .map((r) => r.hunt_id)
    .filter((id) => id !== null)
    .join(",")}}`;
  const rows = await executor.transaction(async (tx) => {
    await tx.execute(sql`select id from hunts where id = any(${huntIds}::int[]) order by id for no key update`);
    return queryRows<{ hunt_id: number; outfitter_id: number; n: number }>(
      tx,
      sql`
      with released as (
        update bookings b
           set status = 'cancelled', holds_spot = false, cancelled_by = 'system', cancelled_at = now(), updated_at = now()
         where ${expired}
        returning b.hunt_id, b.outfitter_id, b.departure_id, b.party_size
      ), freed as (
        select departure_id, sum(party_size)::int as n from released where departure_id is not null group by departure_id
      ), returned as (
        update hunt_departures d set spots_left = d.spots_left + freed.n, updated_at = now()
          from freed where d.id = freed.departure_id
        returning d.id
      ) -- a data-modifying WITH runs whether or not it is read
      select r.hunt_id, r.outfitter_id, sum(r.party_size)::int as n
        from released r where r.hunt_id is not null group by r.hunt_id, r.outfitter_id`,
    );
  });
  return rows.map((r) => ({ huntId: Number(r.hunt_id), outfitterId: Number(r.outfitter_id), released: Number(r.n) }));
}

export function expireReleased(released: ReleasedHunt[]) {
  for (const r of released) expireHunt(r.huntId, r.outfitterId);
}

export async function sweepExpiredReservations(scope: { huntId?: number; outfitterId?: number } = {}, now = new Date()) {
  const released = await releaseExpiredReservations(defaultDb, scope, now);
  expireReleased(released);
  return released;
}
