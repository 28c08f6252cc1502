import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as leave, GET as place, POST as join } from "@/app/api/departures/[id]/waitlist/route";
import { GET as outfitterList } from "@/app/api/outfitter/departures/[id]/waitlist/route";
import { db } from "@/db";
import { huntDepartures, waitlistEntries } from "@/db/schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { lockHunt, returnSpots } from "@/lib/bookings/departure-spots";
import { addDays, todayIso } from "@/lib/departures/dates";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { OFFER_EXPIRED_MESSAGE } from "@/lib/waitlists/schema";
import { book, bookingWorld } from "../../support/bookings";
import { call } from "../../support/http";
import { emailsTo } from "../../support/outbox";
import { createHunter } from "@/seed/factories";
import { expireOffer, offerFreedSpots } from "@/lib/waitlists/offers";

/** Waitlists on full departures (issue 50): joining, FIFO offers holding spots 24 h, expiry passing them on, booking an offer. */
const HOUR = 3_600_000;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let departureId: number;
const hunters: { id: number; email: string; token: string }[] = [];

beforeAll(async () => {
  const start = addDays(todayIso(), 60);
  w = await bookingWorld({ groupSize: 4, departures: [{ startDate: start, endDate: addDays(start, 4), spots: 3, spotsLeft: 3 }] } as never);
  [{ id: departureId }] = await db.select({ id: huntDepartures.id }).from(huntDepartures).where(eq(huntDepartures.huntId, w.hunt.id));
  for (let i = 0; i < 4; i++) {
    const h = await createHunter({ firstName: `Waiter${i}` });
    hunters.push({ id: h.id, email: h.email, token: await issueApiToken(h.id) });
  }
});

const joinAs = (token: string, partySize: number) =>
  call<Record<string, unknown>>(join, { token, params: { id: String(departureId) }, body: { partySize } });
const spotsLeft = async () =>
  (await db.select({ n: huntDepartures.spotsLeft }).from(huntDepartures).where(eq(huntDepartures.id, departureId)))[0]!.n;
const entry = async (hunterId: number) =>
  (
    await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.hunterId, hunterId)))
  ).sort((a, b) => b.id - a.id)[0];
const freeSpots = (n: number) =>
  db.transaction(async (tx) => {
    await lockHunt(tx, w.hunt.id);
    await returnSpots(tx, departureId, n);
  });

describe("waitlists", () => {
  it("a departure with room answers 'Book it now' with a link, not an entry", async () => {
    const r = await joinAs(hunters[0]!.token, 2);
    expect(r).toMatchObject({ status: 200, json: { status: "available", message: "Book it now", bookUrl: `/booking/${w.hunt.id}` } });
    expect(await entry(hunters[0]!.id)).toBeUndefined();
  });

  it("on a full departure hunters join in order, twice is the same entry, and each sees their place", async () => {
    await db.update(huntDepartures).set({ spotsLeft: 0 }).where(eq(huntDepartures.id, departureId));
    const [a, b, c] = hunters as [(typeof hunters)[0], (typeof hunters)[0], (typeof hunters)[0]];
    expect((await joinAs(a.token, 2)).json).toMatchObject({ status: "waiting", place: 1, partySize: 2 });
    expect((await joinAs(b.token, 1)).json).toMatchObject({ status: "waiting", place: 2 });
    expect((await joinAs(c.token, 1)).json).toMatchObject({ status: "waiting", place: 3 });
    expect((await joinAs(a.token, 3)).json).toMatchObject({ status: "waiting", place: 1, partySize: 2 });
    expect((await call(place, { token: c.token, params: { id: String(departureId) } })).json).toMatchObject({ place: 3 });
    expect((await joinAs(a.token, 9)).status).toBe(409);
    const list = await call<{ place: number; hunterFirstName: string }[]>(outfitterList, {
      token: w.outfitterToken,
      params: { id: String(departureId) },
    });
    expect(list.json.map((e) => e.hunterFirstName)).toEqual(["Waiter0", "Waiter1", "Waiter2"]);
  });

  it("a freed spot goes to the first hunter whose party fits, held 24 h, by e-mail and notification", async () => {
    await freeSpots(1);
    await runJobNow(QUEUES.waitlistOffer.name, { departureId });
    const [a, b, c] = hunters as [(typeof hunters)[0], (typeof hunters)[0], (typeof hunters)[0]];
    expect((await entry(a.id))!.status).toBe("waiting");
    const offered = (await entry(b.id))!;
    expect(offered.status).toBe("offered");
    expect(offered.offerExpiresAt!.getTime() - offered.offeredAt!.getTime()).toBe(24 * HOUR);
    expect(await spotsLeft()).toBe(0);
    expect((await emailsTo(b.email)).map((m) => m.template)).toContain("waitlist-offer");
    expect((await entry(c.id))!.status).toBe("waiting");
    // Running the offer again offers nothing more: the spot is held.
    expect(await offerFreedSpots(departureId)).toEqual([]);
  });

  it("taking an offer after it expired is a 409, and the next in line has it; they book it through the normal flow", async () => {
    const [, b, c] = hunters as [(typeof hunters)[0], (typeof hunters)[0], (typeof hunters)[0]];
    const late = new Date(Date.now() + 25 * HOUR);
    const { createOrResumeBooking } = await import("@/lib/bookings/service");
    const { bookingInput } = await import("../../support/bookings");
    const user = { id: b.id, role: "hunter" } as never;
    await expect(createOrResumeBooking(user, bookingInput(w.hunt.id, { departureId, partySize: 1 }), late)).rejects.toMatchObject({
      status: 409,
      message: OFFER_EXPIRED_MESSAGE,
    });
    expect((await entry(b.id))!.status).toBe("expired");
    expect((await entry(c.id))!.status).toBe("offered");
    expect(await spotsLeft()).toBe(0);
    // A hunter without the offer cannot take the held spot.
    expect((await book(hunters[3]!.token, w.hunt.id, { departureId, partySize: 1 })).status).toBe(409);
    const r = await book(c.token, w.hunt.id, { departureId, partySize: 1 });
    expect(r.status).toBe(201);
    expect((await entry(c.id))!.status).toBe("booked");
  });

  it("an unanswered offer expires through its job and passes on; two spots freed at once go to one party of two, never more", async () => {
    const d = hunters[3]!;
    await joinAs(d.token, 1);
    await freeSpots(2);
    await runJobNow(QUEUES.waitlistOffer.name, { departureId });
    const a = hunters[0]!;
    expect((await entry(a.id))!.status).toBe("offered");
    expect((await entry(d.id))!.status).toBe("waiting");
    expect(await spotsLeft()).toBe(0);
    // A's offer runs out: its expiry passes the two spots on (D's party of one fits: one spot stays free).
    const later = new Date(Date.now() + 25 * HOUR);
    expect(await expireOffer((await entry(a.id))!.id, later)).toBe(true);
    expect((await entry(a.id))!.status).toBe("expired");
    expect((await entry(d.id))!.status).toBe("offered");
    expect(await spotsLeft()).toBe(1);
    // Leaving gives held spots back.
    expect((await call(leave, { method: "DELETE", token: d.token, params: { id: String(departureId) } })).status).toBe(200);
    expect(await spotsLeft()).toBe(2);
    expect((await call(leave, { method: "DELETE", token: d.token, params: { id: String(departureId) } })).status).toBe(404);
  });
});
