import "server-only";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { huntDepartures, hunts } from "@/db/schema";
import type { IsoDate } from "@/lib/departures/dates";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { offerFreedSpotsLater } from "@/lib/waitlists/enqueue";

export const FULLY_BOOKED_MESSAGE = "This hunt is fully booked";
export const DEPARTURE_FULL_MESSAGE = "This departure is fully booked";
export const PAST_DEPARTURE_MESSAGE = "This departure has already started and can no longer be booked";
export const OTHER_HUNT_DEPARTURE_MESSAGE = "This departure belongs to another hunt";
export const DATES_ON_REQUEST_MESSAGE = "This hunt's dates are on request: message the outfitter to book it";
export const spotsLeftMessage = (n: number) => `Only ${n} ${n === 1 ? "spot is" : "spots are"} left on this departure`;
export const partyTooLargeMessage = (n: number) => `This hunt takes at most ${n} ${n === 1 ? "hunter" : "hunters"} per booking`;

type Departure = typeof huntDepartures.$inferSelect;

/** Every writer of a hunt's departures takes this lock first (booking, releasing, cancelling, the hunt form), so they queue, not deadlock. */
export async function lockHunt(tx: DbOrTx, huntId: number) {
  await tx.execute(sql`select id from ${hunts} where id = ${huntId} for no key update`);
}

/** The departure a booking asks for (checked), or the next one with room for the party. */
async function departureFor(
  tx: DbOrTx,
  huntId: number,
  departureId: number | undefined,
  party: number,
  today: IsoDate,
): Promise<Departure> {
  if (departureId !== undefined) {
    const [d] = await tx.select().from(huntDepartures).where(eq(huntDepartures.id, departureId));
    if (!d) throw notFound("Departure not found");
    if (d.huntId !== huntId) throw conflict(OTHER_HUNT_DEPARTURE_MESSAGE);
    if (d.startDate < today) throw conflict(PAST_DEPARTURE_MESSAGE);
    return d;
  }
  const [next] = await tx
    .select()
    .from(huntDepartures)
    .where(and(eq(huntDepartures.huntId, huntId), gte(huntDepartures.startDate, today), gte(huntDepartures.spotsLeft, party)))
    .orderBy(asc(huntDepartures.startDate), asc(huntDepartures.id))
    .limit(1);
  if (next) return next;
  const [any] = await tx.select({ id: huntDepartures.id }).from(huntDepartures).where(eq(huntDepartures.huntId, huntId)).limit(1);
  throw conflict(any ? FULLY_BOOKED_MESSAGE : DATES_ON_REQUEST_MESSAGE);
}

/** One conditional update that cannot go below zero, so simultaneous bookings on any instance never oversell (losers get a 409). */
export async function takeSpots(
  tx: DbOrTx,
  hunt: { id: number; groupSize: number },
  request: { departureId?: number; partySize: number; hunters?: number },
  today: IsoDate,
): Promise<Departure> {
  // The group size caps the hunters; observers take spots but are no hunters (the booking page offers them so).
  const hunters = request.hunters ?? request.partySize;
  if (hunters > hunt.groupSize) throw conflict(partyTooLargeMessage(hunt.groupSize));
  const d = await departureFor(tx, hunt.id, request.departureId, request.partySize, today);
  const [taken] = await tx
    .update(huntDepartures)
    .set({ spotsLeft: sql`${huntDepartures.spotsLeft} - ${request.partySize}` })
    .where(and(eq(huntDepartures.id, d.id), gte(huntDepartures.spotsLeft, request.partySize), gte(huntDepartures.startDate, today)))
    .returning();
  if (taken) return taken;
  const [now] = await tx.select({ left: huntDepartures.spotsLeft }).from(huntDepartures).where(eq(huntDepartures.id, d.id));
  throw conflict(!now || now.left <= 0 ? DEPARTURE_FULL_MESSAGE : spotsLeftMessage(now.left));
}

/**
 * Hunters plus observers beyond the free spots are a bad request naming the party (400): of the
 * chosen departure, or, with none chosen, of every upcoming one while the hunters alone would fit.
 */
export async function assertRoomForParty(
  tx: DbOrTx,
  party: { huntId: number; departureId?: number; hunters: number; spots: number },
  today: IsoDate,
) {
  const [d] =
    party.departureId !== undefined
      ? await tx.select({ left: huntDepartures.spotsLeft }).from(huntDepartures).where(eq(huntDepartures.id, party.departureId))
      : await tx
          .select({ left: sql<number>`max(${huntDepartures.spotsLeft})`.mapWith(Number) })
          .from(huntDepartures)
          .where(and(eq(huntDepartures.huntId, party.huntId), gte(huntDepartures.startDate, today)));
  // Hunters alone beyond the spots keep the usual 409 (fully booked) of takeSpots.
  if (d && d.left !== null && party.spots > d.left && (party.departureId !== undefined || party.hunters <= d.left)) {
    const message = `Hunters plus observers exceed the departure's ${d.left} free ${d.left === 1 ? "spot" : "spots"}`;
    throw badRequest(message, { observers: [message] });
  }
}

/** Call with the hunt locked. */
export async function returnSpots(tx: DbOrTx, departureId: number | null, partySize: number) {
  if (departureId === null) return;
  await tx
    .update(huntDepartures)
    .set({ spotsLeft: sql`least(${huntDepartures.spotsLeft} + ${partySize}, ${huntDepartures.spots})` })
    .where(eq(huntDepartures.id, departureId));
  // Freed spots go to the departure's waitlist first (lib/waitlists), with this change's commit.
  await offerFreedSpotsLater(tx, departureId);
}
