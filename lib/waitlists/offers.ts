import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db as defaultDb, queryRows, type DbOrTx } from "@/db";
import { huntDepartures, waitlistEntries } from "@/db/schema";
import { config } from "@/lib/config";
import { enqueueEmail } from "@/lib/email";
import { waitlistOffer } from "@/lib/email/templates/waitlist-offer";
import { formatDateRange, formatDateTime } from "@/lib/format/dates";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { lockHunt } from "@/lib/bookings/departure-spots";
import { createNotifications } from "@/lib/notifications/create";
import { conflict } from "@/lib/http/errors";
import { OFFER_EXPIRED_MESSAGE, OFFER_HOURS } from "./schema";

type Offered = { id: number; hunter_id: number; party_size: number };

/**
 * Gives the departure's free spots to its waitlist, first come first served: the first waiting
 * hunter whose party fits gets an offer holding those spots for 24 h, then the next, until no one
 * fits. Under the hunt's row lock (every writer of its departures takes it) and with conditional
 * updates, so two instances never hand out one spot twice or offer one hunter twice.
 */
export async function offerFreedSpots(departureId: number, now = new Date(), db: DbOrTx = defaultDb): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [dep] = await tx.select().from(huntDepartures).where(eq(huntDepartures.id, departureId));
    if (!dep) return [];
    await lockHunt(tx, dep.huntId);
    const expires = new Date(now.getTime() + OFFER_HOURS * 3_600_000);
    const offered: Offered[] = [];
    for (;;) {
      const [next] = await queryRows<Offered>(
        tx,
        sql`SELECT w.id, w.hunter_id, w.party_size FROM waitlist_entries w JOIN hunt_departures d ON d.id = w.departure_id
            WHERE w.departure_id = ${departureId} AND w.status = 'waiting' AND w.party_size <= d.spots_left
              AND d.start_date >= ${now.toISOString().slice(0, 10)}::date
            ORDER BY w.created_at, w.id LIMIT 1 FOR UPDATE OF w SKIP LOCKED`,
      );
      if (!next) break;
      const [held] = await tx
        .update(huntDepartures)
        .set({ spotsLeft: sql`${huntDepartures.spotsLeft} - ${next.party_size}` })
        .where(and(eq(huntDepartures.id, departureId), sql`${huntDepartures.spotsLeft} >= ${next.party_size}`))
        .returning({ id: huntDepartures.id });
      if (!held) break;
      await tx
        .update(waitlistEntries)
        .set({ status: "offered", offeredAt: now, offerExpiresAt: expires })
        .where(and(eq(waitlistEntries.id, next.id), eq(waitlistEntries.status, "waiting")));
      await enqueue(
        tx,
        QUEUES.waitlistOfferExpiry.name,
        { entryId: next.id },
        { singletonKey: `waitlist-expiry-${next.id}`, startAfter: expires },
      );
      offered.push(next);
    }
    if (offered.length === 0) return [];
    const [info] = await queryRows<{ title: string; hunt_id: number; start_date: string; end_date: string; time_zone: string }>(
      tx,
      sql`SELECT h.title, h.id AS hunt_id, d.start_date::text AS start_date, d.end_date::text AS end_date, h.time_zone
          FROM hunt_departures d JOIN hunts h ON h.id = d.hunt_id WHERE d.id = ${departureId}`,
    );
    const people = await queryRows<{ id: number; email: string; first_name: string }>(
      tx,
      sql`SELECT id, email, first_name FROM users WHERE id = ANY(${`{${offered.map((o) => o.hunter_id).join(",")}}`}::int[])`,
    );
    const trip = formatDateRange(info!.start_date, info!.end_date);
    const bookUrl = `${config().APP_URL}/booking/${info!.hunt_id}`;
    for (const o of offered) {
      const p = people.find((x) => Number(x.id) === Number(o.hunter_id))!;
      await enqueueEmail(
        tx,
        p.email,
        waitlistOffer.build({
          firstName: p.first_name,
          huntTitle: info!.title,
          trip,
          partySize: o.party_size,
          expiresText: formatDateTime(expires, { timeZone: "UTC" }) + " UTC",
          bookUrl,
        }),
        { waitlistEntryId: o.id },
      );
    }
    await createNotifications(
      tx,
      offered.map((o) => ({
        userId: o.hunter_id,
        title: "Spots are held for you",
        message: `${o.party_size} ${o.party_size === 1 ? "spot" : "spots"} on ${info!.title} (${trip}) are yours to book for ${OFFER_HOURS} hours.`,
      })),
    );
    return offered.map((o) => o.id);
  });
}

/**
 * An offer past its time gives its spots back and passes them on (the expiry job, or a hunter
 * taking it too late). Answers whether it expired here.
 */
export async function expireOffer(entryId: number, now = new Date(), db: DbOrTx = defaultDb): Promise<boolean> {
  const departureId = await db.transaction(async (tx) => {
    const [e] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (!e || e.status !== "offered" || !e.offerExpiresAt || e.offerExpiresAt > now) return null;
    const [dep] = await tx.select({ huntId: huntDepartures.huntId }).from(huntDepartures).where(eq(huntDepartures.id, e.departureId));
    if (dep) await lockHunt(tx, dep.huntId);
    const [gone] = await tx
      .update(waitlistEntries)
      .set({ status: "expired" })
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, "offered")))
      .returning();
    if (!gone) return null;
    await tx
      .update(huntDepartures)
      .set({ spotsLeft: sql`least(${huntDepartures.spotsLeft} + ${gone.partySize}, ${huntDepartures.spots})` })
      .where(eq(huntDepartures.id, gone.departureId));
    return gone.departureId;
  });
  if (departureId === null) return false;
  await offerFreedSpots(departureId, now, db);
  return true;
}

/** The hunter's live offer on a departure, if any. */
export async function offerOf(executor: DbOrTx, hunterId: number, departureId: number) {
  const [e] = await executor
    .select()
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.hunterId, hunterId), eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.status, "offered")),
    );
  return e ?? null;
}

/**
 * In the booking's transaction, with the hunt locked: an offer still held gives its spots back to
 * the departure just before the booking takes them (so the offered hunter books through the normal
 * flow); answers whether there was one.
 */
export async function redeemOffer(tx: DbOrTx, hunterId: number, departureId: number, now: Date): Promise<boolean> {
  const [e] = await tx
    .update(waitlistEntries)
    .set({ status: "booked" })
    .where(
      and(
        eq(waitlistEntries.hunterId, hunterId),
        eq(waitlistEntries.departureId, departureId),
        eq(waitlistEntries.status, "offered"),
        sql`${waitlistEntries.offerExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (!e) return false;
  await tx
    .update(huntDepartures)
    .set({ spotsLeft: sql`least(${huntDepartures.spotsLeft} + ${e.partySize}, ${huntDepartures.spots})` })
    .where(eq(huntDepartures.id, departureId));
  return true;
}

/** Before a booking: the hunter's offer on this departure, past its time, is passed on and the booking refused (409). */
export async function refuseExpiredOffer(hunterId: number, departureId: number, now: Date) {
  const e = await offerOf(defaultDb, hunterId, departureId);
  if (!e || !e.offerExpiresAt || e.offerExpiresAt > now) return;
  await expireOffer(e.id, now);
  throw conflict(OFFER_EXPIRED_MESSAGE);
}

/** The net under the keyed jobs: departures whose free spots fit someone waiting. */
export async function offerAllFreedSpots(now = new Date()): Promise<number> {
  const due = await queryRows<{ departure_id: number }>(
    defaultDb,
    sql`SELECT DISTINCT w.departure_id FROM waitlist_entries w JOIN hunt_departures d ON d.id = w.departure_id
        WHERE w.status = 'waiting' AND w.party_size <= d.spots_left AND d.start_date >= ${now.toISOString().slice(0, 10)}::date`,
  );
  let n = 0;
  for (const d of due) n += (await offerFreedSpots(Number(d.departure_id), now)).length;
  const expired = await queryRows<{ id: number }>(
    defaultDb,
    sql`SELECT id FROM waitlist_entries WHERE status = 'offered' AND offer_expires_at <= ${now.toISOString()}::timestamptz`,
  );
  for (const e of expired) await expireOffer(Number(e.id), now);
  return n;
}
