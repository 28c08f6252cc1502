import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { huntDepartures, hunts, users, waitlistEntries } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { PAST_DEPARTURE_MESSAGE, lockHunt, partyTooLargeMessage } from "@/lib/bookings/departure-spots";
import { todayIn } from "@/lib/departures/dates";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { requireHunter } from "@/lib/hunters/guard";
import { NOT_OWN_HUNT } from "@/lib/hunts/manage";
import { offerFreedSpotsLater } from "./enqueue";
import {
  DEPARTURE_NOT_FOUND,
  NOT_ON_WAITLIST,
  WAITLIST_HUNTERS_ONLY,
  type BookItNow,
  type JoinWaitlistInput,
  type OutfitterWaitlistEntry,
  type WaitlistPlace,
} from "./schema";

const bookUrlOf = (huntId: number) => `/booking/${huntId}`;

async function placeOf(hunterId: number, departureId: number): Promise<WaitlistPlace | null> {
  const [row] = await queryRows<{
    hunt_id: number;
    party_size: number;
    status: "waiting" | "offered";
    offer_expires_at: Date | null;
    ahead: number;
  }>(
    db,
    sql`SELECT d.hunt_id, w.party_size, w.status, w.offer_expires_at,
               (SELECT count(*)::int FROM waitlist_entries o WHERE o.departure_id = w.departure_id AND o.status = 'waiting'
                  AND (o.created_at, o.id) < (w.created_at, w.id)) AS ahead
        FROM waitlist_entries w JOIN hunt_departures d ON d.id = w.departure_id
        WHERE w.hunter_id = ${hunterId} AND w.departure_id = ${departureId} AND w.status IN ('waiting', 'offered')`,
  );
  if (!row) return null;
  return {
    departureId,
    huntId: Number(row.hunt_id),
    partySize: Number(row.party_size),
    status: row.status,
    place: row.status === "waiting" ? Number(row.ahead) + 1 : null,
    offerExpiresAt: row.offer_expires_at ? new Date(row.offer_expires_at).toISOString() : null,
    bookUrl: bookUrlOf(Number(row.hunt_id)),
  };
}

/**
 * "Join the waitlist" on a departure: a departure with room for the party answers "Book it now"
 * instead; joining again answers the entry already there (idempotent, the first party size kept).
 */
export async function joinWaitlist(
  user: CurrentUser | null,
  departureId: number,
  input: JoinWaitlistInput,
  now = new Date(),
): Promise<WaitlistPlace | BookItNow> {
  const hunter = requireHunter(user, WAITLIST_HUNTERS_ONLY);
  const answer = await db.transaction(async (tx) => {
    const [d] = await tx
      .select({
        id: huntDepartures.id,
        huntId: huntDepartures.huntId,
        startDate: huntDepartures.startDate,
        spotsLeft: huntDepartures.spotsLeft,
      })
      .from(huntDepartures)
      .where(eq(huntDepartures.id, departureId));
    if (!d) throw notFound(DEPARTURE_NOT_FOUND);
    await lockHunt(tx, d.huntId);
    const [hunt] = await tx
      .select({ groupSize: hunts.groupSize, timeZone: hunts.timeZone, active: hunts.isActive, rank: hunts.searchRank })
      .from(hunts)
      .where(eq(hunts.id, d.huntId));
    if (!hunt || !hunt.active || hunt.rank <= 0) throw notFound(DEPARTURE_NOT_FOUND);
    if (d.startDate < todayIn(hunt.timeZone, now)) throw conflict(PAST_DEPARTURE_MESSAGE);
    if (input.partySize > hunt.groupSize) throw conflict(partyTooLargeMessage(hunt.groupSize));
    const [fresh] = await tx.select({ spotsLeft: huntDepartures.spotsLeft }).from(huntDepartures).where(eq(huntDepartures.id, departureId));
    const live = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.hunterId, hunter.id), sql`status in ('waiting', 'offered')`),
      );
    if (live.length) return null;
    if (fresh!.spotsLeft >= input.partySize)
      return { status: "available", message: "Book it now", spotsLeft: fresh!.spotsLeft, bookUrl: bookUrlOf(d.huntId) } satisfies BookItNow;
    await tx.insert(waitlistEntries).values({ departureId, hunterId: hunter.id, partySize: input.partySize }).onConflictDoNothing();
    return null;
  });
  return answer ?? (await placeOf(hunter.id, departureId))!;
}

export async function waitlistPlace(user: CurrentUser | null, departureId: number): Promise<WaitlistPlace> {
  const hunter = requireHunter(user, WAITLIST_HUNTERS_ONLY);
  const place = await placeOf(hunter.id, departureId);
  if (!place) throw notFound(NOT_ON_WAITLIST);
  return place;
}

/** Leaving gives back held offer spots (and passes them on); leaving twice is a 404. */
export async function leaveWaitlist(user: CurrentUser | null, departureId: number): Promise<{ left: true }> {
  const hunter = requireHunter(user, WAITLIST_HUNTERS_ONLY);
  await db.transaction(async (tx) => {
    const [d] = await tx.select({ huntId: huntDepartures.huntId }).from(huntDepartures).where(eq(huntDepartures.id, departureId));
    if (!d) throw notFound(NOT_ON_WAITLIST);
    await lockHunt(tx, d.huntId);
    const [gone] = await tx
      .update(waitlistEntries)
      .set({ status: "left" })
      .where(
        and(eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.hunterId, hunter.id), sql`status in ('waiting', 'offered')`),
      )
      .returning({ partySize: waitlistEntries.partySize, offered: sql<boolean>`${waitlistEntries.offerExpiresAt} is not null` });
    if (!gone) throw notFound(NOT_ON_WAITLIST);
    if (gone.offered) {
      await tx
        .update(huntDepartures)
        .set({ spotsLeft: sql`least(${huntDepartures.spotsLeft} + ${gone.partySize}, ${huntDepartures.spots})` })
        .where(eq(huntDepartures.id, departureId));
      await offerFreedSpotsLater(tx, departureId);
    }
  });
  return { left: true };
}

/** The outfitter's view of one of their departures' waitlist, in line order (offers first). */
export async function departureWaitlist(user: CurrentUser, departureId: number): Promise<OutfitterWaitlistEntry[]> {
  if (user.role !== "outfitter") throw forbidden("Only outfitters can see their departures' waitlists");
  const [d] = await db
    .select({ outfitterId: hunts.outfitterId })
    .from(huntDepartures)
    .innerJoin(hunts, eq(hunts.id, huntDepartures.huntId))
    .where(eq(huntDepartures.id, departureId));
  if (!d) throw notFound(DEPARTURE_NOT_FOUND);
  if (d.outfitterId !== user.id) throw forbidden(NOT_OWN_HUNT);
  const rows = await db
    .select({
      id: waitlistEntries.id,
      firstName: users.firstName,
      partySize: waitlistEntries.partySize,
      status: waitlistEntries.status,
      createdAt: waitlistEntries.createdAt,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.hunterId))
    .where(and(eq(waitlistEntries.departureId, departureId), sql`${waitlistEntries.status} in ('waiting', 'offered')`))
    .orderBy(sql`${waitlistEntries.status} = 'waiting'`, waitlistEntries.createdAt, waitlistEntries.id);
  return rows.map((r, i) => ({
    id: r.id,
    hunterFirstName: r.firstName,
    partySize: r.partySize,
    status: r.status as "waiting" | "offered",
    place: i + 1,
    joinedAt: r.createdAt.toISOString(),
    offerExpiresAt: r.offerExpiresAt?.toISOString() ?? null,
  }));
}
