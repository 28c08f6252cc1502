import "server-only";
import { eq, sql } from "drizzle-orm";
import { db, queryRows, type DbOrTx } from "@/db";
import { outfitterReliability, users } from "@/db/schema";
import { expireReliability } from "@/lib/cache/tags";
import {
  CANCELLATION_WINDOW_DAYS,
  RESPONSE_WINDOW_DAYS,
  RESPONSE_WITHIN_HOURS,
  cancellationFigures,
  responseFigures,
  type AcceptedBooking,
  type ResponseItem,
} from "./rates";

const DAY_MS = 86_400_000;
const at = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * Booking requests: a direct booking reaches the outfitter when the hunter's card is held or paid
 * ("New Booking Request"), and is answered when the outfitter accepts or denies it. A payment that
 * arrived after the booking had ended is no request, nor one the hunter withdrew within its 24 hours.
 */
async function bookingRequests(tx: DbOrTx, outfitterId: number, from: Date): Promise<ResponseItem[]> {
  const rows = await queryRows<{ asked_at: Date | string; answered_at: Date | string | null }>(
    tx,
    sql`SELECT paid_at AS asked_at, answered_at FROM bookings
         WHERE outfitter_id = ${outfitterId} AND source = 'direct' AND paid_at >= ${from.toISOString()}::timestamptz
           AND (cancelled_at IS NULL OR cancelled_at >= paid_at)
           AND NOT (answered_at IS NULL AND cancelled_by = 'hunter'
                    AND cancelled_at < paid_at + make_interval(hours => ${RESPONSE_WITHIN_HOURS}))`,
  );
  return rows.map((r) => ({ askedAt: new Date(r.asked_at), answeredAt: at(r.answered_at) }));
}

/** A hunter's first message to the outfitter, answered by the outfitter's first message back after it. */
async function firstMessages(tx: DbOrTx, outfitterId: number, from: Date): Promise<ResponseItem[]> {
  const rows = await queryRows<{ asked_at: Date | string; answered_at: Date | string | null }>(
    tx,
    sql`WITH firsts AS (
          SELECT m.sender_id AS hunter_id, min(m.created_at) AS asked_at
            FROM messages m JOIN users u ON u.id = m.sender_id AND u.role = 'hunter'
           WHERE m.receiver_id = ${outfitterId}
           GROUP BY m.sender_id)
        SELECT f.asked_at,
               (SELECT min(r.created_at) FROM messages r
                 WHERE r.sender_id = ${outfitterId} AND r.receiver_id = f.hunter_id AND r.created_at >= f.asked_at) AS answered_at
          FROM firsts f
         WHERE f.asked_at >= ${from.toISOString()}::timestamptz
           AND NOT EXISTS (SELECT 1 FROM messages e WHERE e.sender_id = ${outfitterId} AND e.receiver_id = f.hunter_id
                            AND e.created_at < f.asked_at)`,
  );
  return rows.map((r) => ({ askedAt: new Date(r.asked_at), answeredAt: at(r.answered_at) }));
}

/** Accepted bookings (direct or from a claim) in the 12 months, and whether the outfitter cancelled each. */
async function acceptedBookings(tx: DbOrTx, outfitterId: number, from: Date): Promise<AcceptedBooking[]> {
  const rows = await queryRows<{ accepted_at: Date | string; by_outfitter: boolean }>(
    tx,
    sql`SELECT coalesce(answered_at, created_at) AS accepted_at, coalesce(cancelled_by = 'outfitter', false) AS by_outfitter
          FROM bookings
         WHERE outfitter_id = ${outfitterId} AND coalesce(answered_at, created_at) >= ${from.toISOString()}::timestamptz
           AND (status IN ('accepted', 'completed') OR cancelled_by = 'outfitter'
                OR (status = 'cancelled' AND answered_at IS NOT NULL))`,
  );
  return rows.map((r) => ({ acceptedAt: new Date(r.accepted_at), cancelledByOutfitter: Boolean(r.by_outfitter) }));
}

export type ReliabilityRefresh = { changed: boolean; reranked: boolean; penalized: boolean };

/**
 * Recomputes and stores one outfitter's figures, in the caller's transaction (the change that moves
 * them). A cancellation share of 5% or more sets users.reliability_penalized, whose trigger re-ranks
 * the outfitter's hunts; the Top-Tier badge reads it too.
 */
export async function refreshReliability(tx: DbOrTx, outfitterId: number, now = new Date()): Promise<ReliabilityRefresh> {
  const responseFrom = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const cancelFrom = new Date(now.getTime() - CANCELLATION_WINDOW_DAYS * DAY_MS);
  const items = [...(await bookingRequests(tx, outfitterId, responseFrom)), ...(await firstMessages(tx, outfitterId, responseFrom))];
  const r = responseFigures(items, now);
  const c = cancellationFigures(await acceptedBookings(tx, outfitterId, cancelFrom), now);
  const values = {
    responseItems: r.n,
    answeredWithin24h: r.answeredWithin24h,
    responseRatePct: r.ratePct,
    medianResponseMinutes: r.medianMinutes,
    acceptedBookings: c.accepted,
    outfitterCancellations: c.cancelled,
    cancellationShareBp: c.shareBp,
    penalized: c.penalized,
  };
  const [before] = await tx.select().from(outfitterReliability).where(eq(outfitterReliability.outfitterId, outfitterId));
  await tx
    .insert(outfitterReliability)
    .values({ outfitterId, ...values, computedAt: now })
    .onConflictDoUpdate({ target: outfitterReliability.outfitterId, set: { ...values, computedAt: now } });
  const [user] = await tx
    .update(users)
    .set({ reliabilityPenalized: c.penalized })
    .where(sql`${users.id} = ${outfitterId} AND ${users.reliabilityPenalized} IS DISTINCT FROM ${c.penalized}`)
    .returning({ id: users.id });
  const changed = !before || (Object.keys(values) as (keyof typeof values)[]).some((k) => before[k] !== values[k]);
  return { changed, reranked: Boolean(user), penalized: c.penalized };
}

/** After the transaction of refreshReliability committed: the public line (and on a penalty change, ranks and badges) read fresh. */
export function afterReliabilityRefresh(outfitterId: number, r: ReliabilityRefresh) {
  if (r.changed || r.reranked) expireReliability(outfitterId, r.reranked);
}

/** The hourly job: the windows move and unanswered items fall due after 24 hours, so every outfitter with activity is recomputed. */
export async function refreshAllReliability(now = new Date()): Promise<{ outfitters: number; changed: number; penalized: number }> {
  const since = new Date(now.getTime() - CANCELLATION_WINDOW_DAYS * DAY_MS).toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE role = 'outfitter' AND (
          reliability_penalized
          OR EXISTS (SELECT 1 FROM outfitter_reliability r WHERE r.outfitter_id = users.id)
          OR EXISTS (SELECT 1 FROM bookings b WHERE b.outfitter_id = users.id AND b.created_at >= ${since}::timestamptz)
          OR EXISTS (SELECT 1 FROM messages m WHERE m.receiver_id = users.id AND m.created_at >= ${since}::timestamptz))
        ORDER BY id`,
  );
  let changed = 0;
  let penalized = 0;
  for (const { id } of rows) {
    const r = await db.transaction((tx) => refreshReliability(tx, Number(id), now));
    afterReliabilityRefresh(Number(id), r);
    if (r.changed || r.reranked) changed += 1;
    if (r.penalized) penalized += 1;
  }
  return { outfitters: rows.length, changed, penalized };
}
