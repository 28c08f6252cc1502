import { and, eq, inArray, sql } from "drizzle-orm";
import { send, sleep, type Answer } from "./servers";
import { dayFromNow, raceBookingDetails, type RaceContext } from "./race-context";

type Ctx = RaceContext;

const day = dayFromNow;
const details = raceBookingDetails("Waitlist Race");

/**
 * (k) issue 50: waitlists across instances. A departure of 2 spots is sold out and four hunters
 * wait. Both bookings are cancelled at once, one on each instance, while this process runs the offer
 * pass and the sweep too: the 2 freed spots go to the first 2 in line, one offer (and one e-mail)
 * each, never more than were freed. Then the two offered hunters book, each on both instances at
 * once, racing a hunter who is not on the list on both: one booking per offer, the outsider 409s,
 * and no spot is sold or held twice.
 */
export async function waitlistRace(ctx: Ctx, rounds = 3) {
  const { db } = await import("../../db");
  const schema = await import("../../db/schema");
  const { createHunt, createHunter } = await import("../../seed/factories");
  const { issueApiToken } = await import("../../lib/auth/api-tokens");
  const { offerAllFreedSpots, offerFreedSpots } = await import("../../lib/waitlists/offers");
  const [p0, p1] = [ctx.ports[0]!, ctx.ports[1 % ctx.ports.length]!];
  const person = async (name: string) => {
    const h = await createHunter({ firstName: name });
    return { id: h.id, token: await issueApiToken(h.id) };
  };
  const freeAnswers: Answer[] = [];
  const freeBreaches: string[] = [];
  const bookAnswers: Answer[] = [];
  const bookBreaches: string[] = [];
  let freeMs = 0;
  let bookMs = 0;
  for (let round = 0; round < rounds; round++) {
    const start = day(70 + round);
    const hunt = await createHunt({
      outfitterId: ctx.outfitterId,
      priceCents: 160000,
      groupSize: 2,
      departures: [{ startDate: start, endDate: start, spots: 2 }],
    });
    const [dep] = await db.select().from(schema.huntDepartures).where(eq(schema.huntDepartures.huntId, hunt.id));
    const departureId = dep!.id;
    const body = { ...details, huntId: hunt.id, departureId, partySize: 1 };
    const buyers = [await person(`Buyer${round}a`), await person(`Buyer${round}b`)];
    const bookingIds: number[] = [];
    for (const [i, b] of buyers.entries()) {
      const r = await send(ctx.ports[i % ctx.ports.length]!, "POST", "/api/bookings", { token: b.token, body });
      if (r.status !== 201) throw new Error(`k: setup booking answered ${r.status}: ${r.text}`);
      bookingIds.push(Number(r.body.id));
    }
    const waiters = [];
    for (let i = 0; i < 4; i++) {
      const w = await person(`Waiter${round}${i}`);
      const r = await send(ctx.ports[i % ctx.ports.length]!, "POST", `/api/departures/${departureId}/waitlist`, {
        token: w.token,
        body: { partySize: 1 },
      });
      if (r.status !== 200 || r.body.place !== i + 1) throw new Error(`k: join answered ${r.status}: ${r.text}`);
      waiters.push(w);
    }

    // Both spots freed at once, one on each instance, with every offer pass racing them.
    const t0 = performance.now();
    const [cancelA, cancelB] = await Promise.all([
      send(p0, "PATCH", `/api/bookings/${bookingIds[0]}/status`, { token: buyers[0]!.token, body: { status: "cancelled" } }),
      send(p1, "PATCH", `/api/bookings/${bookingIds[1]}/status`, { token: buyers[1]!.token, body: { status: "cancelled" } }),
      offerFreedSpots(departureId),
      offerAllFreedSpots(),
      sleep(20).then(() => offerFreedSpots(departureId)),
      sleep(40).then(() => offerAllFreedSpots()),
    ]);
    freeAnswers.push(cancelA, cancelB);
    // The instances' keyed offer jobs run too; then one more pass here (a pass over nothing changes nothing).
    await sleep(1500);
    await offerAllFreedSpots();
    freeMs += Math.round(performance.now() - t0);
    const entries = await db
      .select()
      .from(schema.waitlistEntries)
      .where(eq(schema.waitlistEntries.departureId, departureId))
      .orderBy(schema.waitlistEntries.id);
    const offered = entries.filter((e) => e.status === "offered").map((e) => e.hunterId);
    const [after] = await db.select().from(schema.huntDepartures).where(eq(schema.huntDepartures.id, departureId));
    const mails = await db
      .select({ to: schema.emailOutbox.toEmail, meta: schema.emailOutbox.meta })
      .from(schema.emailOutbox)
      .where(
        and(
          eq(schema.emailOutbox.template, "waitlist-offer"),
          inArray(
            sql`(${schema.emailOutbox.meta}->>'waitlistEntryId')::int`,
            entries.map((e) => e.id),
          ),
        ),
      );
    if (cancelA.status !== 200 || cancelB.status !== 200)
      freeBreaches.push(`round ${round}: cancels answered ${cancelA.status}, ${cancelB.status}`);
    if (offered.join() !== [waiters[0]!.id, waiters[1]!.id].join())
      freeBreaches.push(`round ${round}: offers went to ${offered.join(",") || "nobody"}, expected the first two in line`);
    if (after!.spotsLeft !== 0) freeBreaches.push(`round ${round}: ${after!.spotsLeft} spots left with 2 held, expected 0`);
    if (mails.length !== 2) freeBreaches.push(`round ${round}: ${mails.length} offer e-mails, expected 2`);

    // The two offers booked, each on both instances at once, racing an outsider on both.
    const outsider = await person(`Outsider${round}`);
    const t1 = performance.now();
    const race = await Promise.all([
      send(p0, "POST", "/api/bookings", { token: waiters[0]!.token, body }),
      send(p1, "POST", "/api/bookings", { token: outsider.token, body }),
      send(p1, "POST", "/api/bookings", { token: waiters[0]!.token, body }),
      send(p0, "POST", "/api/bookings", { token: outsider.token, body }),
      send(p1, "POST", "/api/bookings", { token: waiters[1]!.token, body }),
      send(p0, "POST", "/api/bookings", { token: waiters[1]!.token, body }),
    ]);
    bookMs += Math.round(performance.now() - t1);
    bookAnswers.push(...race);
    const live = await db
      .select()
      .from(schema.bookings)
      .where(and(eq(schema.bookings.huntId, hunt.id), sql`${schema.bookings.status} <> 'cancelled'`));
    const byHunter = (id: number) => live.filter((b) => b.hunterId === id).length;
    const [end] = await db.select().from(schema.huntDepartures).where(eq(schema.huntDepartures.id, departureId));
    const states = await db.select().from(schema.waitlistEntries).where(eq(schema.waitlistEntries.departureId, departureId));
    if (byHunter(waiters[0]!.id) !== 1 || byHunter(waiters[1]!.id) !== 1)
      bookBreaches.push(
        `round ${round}: offered hunters hold ${byHunter(waiters[0]!.id)} and ${byHunter(waiters[1]!.id)} bookings, expected 1 each`,
      );
    if (byHunter(outsider.id) !== 0) bookBreaches.push(`round ${round}: the outsider booked a held spot`);
    if (race[1]!.status !== 409 || race[3]!.status !== 409)
      bookBreaches.push(`round ${round}: the outsider was answered ${race[1]!.status}, ${race[3]!.status}, expected 409s`);
    if (race.some((a) => a.status >= 500 || a.status === 0))
      bookBreaches.push(`round ${round}: answers ${race.map((a) => a.status).join(",")}`);
    const sold = live.reduce((n, b) => n + b.partySize, 0);
    if (sold !== 2 || end!.spotsLeft !== 0) bookBreaches.push(`round ${round}: ${sold} spots sold and ${end!.spotsLeft} left of 2`);
    const booked = states.filter((e) => e.status === "booked").map((e) => e.hunterId);
    if (booked.sort().join() !== [waiters[0]!.id, waiters[1]!.id].sort().join())
      bookBreaches.push(`round ${round}: entries booked ${booked.join(",")}`);
    if (states.some((e) => e.status === "offered")) bookBreaches.push(`round ${round}: an offer is still held with no spot free`);
  }
  ctx.figures(`k: 2 spots freed on both instances at once, offer passes racing × ${rounds}`, freeAnswers, freeMs, 200, {}, freeBreaches);
  ctx.figures(`k: 2 offers booked on both instances, an outsider racing × ${rounds}`, bookAnswers, bookMs, 201, {}, bookBreaches);
}
