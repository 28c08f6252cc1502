import "server-only";
import { sql } from "drizzle-orm";
import { db as defaultDb, queryRows, type DbOrTx } from "@/db";
import { expireHunt } from "@/lib/cache/tags";

/** How long an unpaid booking holds its spot. */
export const RESERVATION_MINUTES = 30;

export const reservationDeadline = (now: Date) => new Date(now.getTime() + RESERVATION_MINUTES * 60_000);

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
