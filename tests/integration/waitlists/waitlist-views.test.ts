import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as join } from "@/app/api/departures/[id]/waitlist/route";
import { GET as mine } from "@/app/api/hunter/waitlists/route";
import { GET as huntLists } from "@/app/api/outfitter/hunts/[id]/waitlists/route";
import { db } from "@/db";
import { huntDepartures } from "@/db/schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { lockHunt, returnSpots } from "@/lib/bookings/departure-spots";
import { huntForBooking } from "@/lib/bookings/service";
import { addDays, todayIso } from "@/lib/departures/dates";
import { formatTimeLeft } from "@/lib/format/dates";
import { offerFreedSpots } from "@/lib/waitlists/offers";
import type { HuntWaitlist, MyWaitlistEntry } from "@/lib/waitlists/schema";
import { withHeldSpots } from "@/lib/waitlists/mine";
import { createHunter, createOutfitter } from "@/seed/factories";
import { bookingWorld } from "../../support/bookings";
import { call } from "../../support/http";

/** What the waitlist screens read: the hunter's entries (dashboard), the outfitter's per hunt, and the booking page's held spots. */
let w: Awaited<ReturnType<typeof bookingWorld>>;
let departureId: number;
const people: { id: number; token: string }[] = [];

beforeAll(async () => {
  const start = addDays(todayIso(), 50);
  w = await bookingWorld({
    title: "Waitlist Views Elk",
    groupSize: 3,
    departures: [{ startDate: start, endDate: addDays(start, 3), spots: 2, spotsLeft: 0 }],
  } as never);
  [{ id: departureId }] = await db.select({ id: huntDepartures.id }).from(huntDepartures).where(eq(huntDepartures.huntId, w.hunt.id));
  for (const [i, party] of [2, 1, 1].entries()) {
    const h = await createHunter({ firstName: `Viewer${i}` });
    const token = await issueApiToken(h.id);
    people.push({ id: h.id, token });
    const r = await call(join, { token, params: { id: String(departureId) }, body: { partySize: party } });
    expect(r.status).toBe(200);
  }
});

const myList = async (token: string) => (await call<MyWaitlistEntry[]>(mine, { token })).json;

describe("the hunter's waitlists (GET /api/hunter/waitlists)", () => {
  it("lists each live entry with the hunt, the dates and the place in line; nobody else's", async () => {
    const second = await myList(people[1]!.token);
    expect(second).toEqual([
      expect.objectContaining({
        departureId,
        huntId: w.hunt.id,
        huntTitle: "Waitlist Views Elk",
        status: "waiting",
        place: 2,
        partySize: 1,
      }),
    ]);
    expect(await myList(w.hunterToken)).toEqual([]);
    const outfitterCall = await call<{ message: string }>(mine, { token: w.outfitterToken });
    expect([outfitterCall.status, outfitterCall.json.message]).toEqual([403, "Only hunters can join a waitlist"]);
  });

  it("an offer shows with its hold's end, and the booking page counts the held spots as free for that hunter only", async () => {
    await db.transaction(async (tx) => {
      await lockHunt(tx, w.hunt.id);
      await returnSpots(tx, departureId, 2);
    });
    const offered = await offerFreedSpots(departureId);
    expect(offered).toHaveLength(1);
    const [first] = await myList(people[0]!.token);
    expect(first).toMatchObject({ status: "offered", place: null });
    const left = new Date(first!.offerExpiresAt!).getTime() - Date.now();
    expect(left).toBeGreaterThan(23.9 * 3_600_000);
    expect(left).toBeLessThanOrEqual(24 * 3_600_000);
    expect(formatTimeLeft(first!.offerExpiresAt!)).toMatch(/^2[34] h \d\d min$/);
    // The second in line moved up to first among those waiting.
    expect((await myList(people[1]!.token))[0]).toMatchObject({ status: "waiting", place: 1 });

    const listed = (await huntForBooking(w.hunt.id))!;
    expect(listed.departures.find((d) => d.id === departureId)!.spotsLeft).toBe(0);
    expect(listed.bookable).toBe(false);
    const forHolder = await withHeldSpots(listed, people[0]!.id);
    expect(forHolder.departures.find((d) => d.id === departureId)!.spotsLeft).toBe(2);
    expect(forHolder.bookable).toBe(true);
    const forOther = await withHeldSpots(listed, people[1]!.id);
    expect(forOther.departures.find((d) => d.id === departureId)!.spotsLeft).toBe(0);
    // Past its hold it counts for nothing.
    const later = await withHeldSpots(listed, people[0]!.id, new Date(Date.now() + 25 * 3_600_000));
    expect(later.bookable).toBe(false);
  });
});

describe("the outfitter's waitlists of a hunt (GET /api/outfitter/hunts/{id}/waitlists)", () => {
  it("each departure's line in order, offers first, first names only; another outfitter gets 403, an unknown hunt 404", async () => {
    const r = await call<HuntWaitlist[]>(huntLists, { token: w.outfitterToken, params: { id: String(w.hunt.id) } });
    expect(r.status).toBe(200);
    expect(r.json).toHaveLength(1);
    expect(r.json[0]!.entries.map((e) => [e.place, e.hunterFirstName, e.partySize, e.status])).toEqual([
      [1, "Viewer0", 2, "offered"],
      [2, "Viewer1", 1, "waiting"],
      [3, "Viewer2", 1, "waiting"],
    ]);
    expect(JSON.stringify(r.json)).not.toMatch(/@/);
    const other = await issueApiToken((await createOutfitter()).id);
    expect((await call(huntLists, { token: other, params: { id: String(w.hunt.id) } })).status).toBe(403);
    expect((await call(huntLists, { token: w.outfitterToken, params: { id: "999999999" } })).status).toBe(404);
    expect((await call(huntLists, { token: people[0]!.token, params: { id: String(w.hunt.id) } })).status).toBe(403);
  });
});

describe("formatTimeLeft", () => {
  it("hours and minutes, minutes, under a minute, expired", () => {
    const now = Date.UTC(2030, 0, 1);
    expect(formatTimeLeft(now + 23 * 3_600_000 + 5 * 60_000 + 30_000, now)).toBe("23 h 05 min");
    expect(formatTimeLeft(now + 4 * 60_000 + 59_000, now)).toBe("4 min");
    expect(formatTimeLeft(now + 30_000, now)).toBe("less than a minute");
    expect(formatTimeLeft(now, now)).toBe("expired");
  });
});
