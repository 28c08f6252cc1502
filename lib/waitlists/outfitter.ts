import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { forbidden, notFound } from "@/lib/http/errors";
import { NOT_OWN_HUNT } from "@/lib/hunts/manage";
import type { HuntWaitlist } from "./schema";

export const OUTFITTER_WAITLISTS_ONLY = "Only outfitters can see their departures' waitlists";

/**
 * The outfitter's view of a hunt's waitlists: each departure with anyone waiting or holding an
 * offer, its line in order (offers first, then first come first served). Hunters by first name only.
 */
export async function huntWaitlists(user: CurrentUser, huntId: number): Promise<HuntWaitlist[]> {
  if (user.role !== "outfitter") throw forbidden(OUTFITTER_WAITLISTS_ONLY);
  const [hunt] = await db
    .select({ outfitterId: hunts.outfitterId })
    .from(hunts)
    .where(and(eq(hunts.id, huntId), isNull(hunts.deletedAt)));
  if (!hunt) throw notFound("Hunt not found");
  if (hunt.outfitterId !== user.id) throw forbidden(NOT_OWN_HUNT);
  const rows = await queryRows<{
    departure_id: number;
    start_date: string;
    end_date: string;
    spots: number;
    spots_left: number;
    entry_id: number;
    first_name: string;
    party_size: number;
    status: "waiting" | "offered";
    created_at: Date | string;
    offer_expires_at: Date | string | null;
  }>(
    db,
    sql`SELECT d.id AS departure_id, d.start_date::text AS start_date, d.end_date::text AS end_date, d.spots, d.spots_left,
               w.id AS entry_id, u.first_name, w.party_size, w.status, w.created_at, w.offer_expires_at
        FROM hunt_departures d JOIN waitlist_entries w ON w.departure_id = d.id AND w.status IN ('waiting', 'offered')
        JOIN users u ON u.id = w.hunter_id
        WHERE d.hunt_id = ${huntId}
        ORDER BY d.start_date, d.id, w.status = 'waiting', w.created_at, w.id`,
  );
  const out: HuntWaitlist[] = [];
  for (const r of rows) {
    let dep = out.at(-1);
    if (!dep || dep.departureId !== Number(r.departure_id)) {
      dep = {
        departureId: Number(r.departure_id),
        startDate: r.start_date,
        endDate: r.end_date,
        spots: Number(r.spots),
        spotsLeft: Number(r.spots_left),
        entries: [],
      };
      out.push(dep);
    }
    dep.entries.push({
      id: Number(r.entry_id),
      hunterFirstName: r.first_name,
      partySize: Number(r.party_size),
      status: r.status,
      place: dep.entries.length + 1,
      joinedAt: new Date(r.created_at).toISOString(),
      offerExpiresAt: r.offer_expires_at ? new Date(r.offer_expires_at).toISOString() : null,
    });
  }
  return out;
}
