import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { BookableHunt } from "@/lib/bookings/service";
import { requireHunter } from "@/lib/hunters/guard";
import { WAITLIST_HUNTERS_ONLY, type MyWaitlistEntry } from "./schema";

/** The hunter's live waitlist entries (waiting or offered), offers first, each with its place in line. */
export async function myWaitlists(user: CurrentUser | null): Promise<MyWaitlistEntry[]> {
  const hunter = requireHunter(user, WAITLIST_HUNTERS_ONLY);
  const rows = await queryRows<{
    departure_id: number;
    hunt_id: number;
    title: string;
    start_date: string;
    end_date: string;
    party_size: number;
    status: "waiting" | "offered";
    offer_expires_at: Date | string | null;
    ahead: number;
  }>(
    db,
    sql`SELECT w.departure_id, d.hunt_id, h.title, d.start_date::text AS start_date, d.end_date::text AS end_date,
               w.party_size, w.status, w.offer_expires_at,
               (SELECT count(*)::int FROM waitlist_entries o WHERE o.departure_id = w.departure_id AND o.status = 'waiting'
                  AND (o.created_at, o.id) < (w.created_at, w.id)) AS ahead
        FROM waitlist_entries w JOIN hunt_departures d ON d.id = w.departure_id JOIN hunts h ON h.id = d.hunt_id
        WHERE w.hunter_id = ${hunter.id} AND w.status IN ('waiting', 'offered')
        ORDER BY w.status = 'waiting', w.offer_expires_at, d.start_date, w.id`,
  );
  return rows.map((r) => ({
    departureId: Number(r.departure_id),
    huntId: Number(r.hunt_id),
    huntTitle: r.title,
    startDate: r.start_date,
    endDate: r.end_date,
    partySize: Number(r.party_size),
    status: r.status,
    place: r.status === "waiting" ? Number(r.ahead) + 1 : null,
    offerExpiresAt: r.offer_expires_at ? new Date(r.offer_expires_at).toISOString() : null,
    bookUrl: `/booking/${Number(r.hunt_id)}`,
  }));
}

/**
 * The booking page for a hunter holding an offer: the held spots count as free on that departure
 * for them (the booking redeems the offer, giving them back just before it takes them).
 */
export async function withHeldSpots(hunt: BookableHunt, hunterId: number, now = new Date()): Promise<BookableHunt> {
  const held = await queryRows<{ departure_id: number; party_size: number }>(
    db,
    sql`SELECT w.departure_id, w.party_size FROM waitlist_entries w JOIN hunt_departures d ON d.id = w.departure_id
        WHERE w.hunter_id = ${hunterId} AND d.hunt_id = ${hunt.id} AND w.status = 'offered'
          AND w.offer_expires_at > ${now.toISOString()}::timestamptz`,
  );
  if (held.length === 0) return hunt;
  const extra = new Map(held.map((h) => [Number(h.departure_id), Number(h.party_size)]));
  const departures = hunt.departures.map((d) => (extra.has(d.id) ? { ...d, spotsLeft: d.spotsLeft + extra.get(d.id)! } : d));
  const added = [...extra.values()].reduce((a, b) => a + b, 0);
  const availability = hunt.availability + added;
  return { ...hunt, departures, availability, bookable: !hunt.seasonEnded && !hunt.datesOnRequest && availability > 0 };
}
