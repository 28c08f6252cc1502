import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { bookingTagResults, emailOutbox, huntDepartures, huntTags } from "@/db/schema";
import { PUT as putHunt } from "@/app/api/hunts/[id]/route";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { reportTagResult, reviewTagResult } from "@/lib/tags/results";
import { createHunt } from "@/seed/factories";
import { asCurrent } from "../../security/registry-fixtures";
import { huntDay } from "../../support/days";
import { call } from "../../support/http";
import { bookingNow, drawWorld } from "./tag-world";

const dep = (start: number, spots = 4, id?: number) => ({
  ...(id ? { id } : {}),
  startDate: huntDay(start),
  endDate: huntDay(start + 5),
  spots,
});
const body = (departures: ReturnType<typeof dep>[]) => ({
  title: "Limited-entry Bull Elk",
  description: "Five days in the high country.",
  species: ["elk/wapiti"],
  location: "Montana, USA",
  price: 3000,
  duration: 5,
  groupSize: 6,
  departures,
});
const departuresOf = (huntId: number) =>
  db.select().from(huntDepartures).where(eq(huntDepartures.huntId, huntId)).orderBy(huntDepartures.startDate);
const resultOf = async (bookingId: number, hunterIndex: number) =>
  (
    await db
      .select()
      .from(bookingTagResults)
      .where(and(eq(bookingTagResults.bookingId, bookingId), eq(bookingTagResults.hunterIndex, hunterIndex)))
  )[0]!;
const queued = async (huntId: number) =>
  Number(
    (
      await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${QUEUES.tagRolloverPickup.name} AND data->>'huntId' = ${String(huntId)}`,
      )
    )[0]!.n,
  );

async function notDrawn(w: Awaited<ReturnType<typeof drawWorld>>, hunterIndex: number) {
  await reportTagResult(asCurrent(w.hunter), w.bookingId, { hunterIndex, result: "not_drawn" });
  return reviewTagResult(asCurrent(w.outfitter), w.bookingId, { hunterIndex, decision: "confirm", message: null });
}

describe("a rollover waiting for next season", () => {
  it("is picked up when the outfitter adds a next-season departure: the place moves, the hunter and outfitter are told, once", async () => {
    const w = await drawWorld("rollover", 2, { departures: [{ startDate: huntDay(90), endDate: huntDay(95), spots: 6 }] });
    const [booked] = await departuresOf(w.hunt.id);
    const results = await notDrawn(w, 2);
    expect(results[1]).toMatchObject({ resolution: "rollover", resolutionState: "rolling_over" });
    const asked = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, w.outfitter.email));
    expect(asked.some((m) => /Please add a departure/.test(m.text ?? ""))).toBe(true);
    expect(await bookingNow(w.bookingId)).toMatchObject({ status: "accepted", partySize: 2 });

    // A departure only weeks later is not next season: nothing moves. One 200+ days on is.
    const soon = await call(putHunt, {
      token: w.outfitterToken,
      params: { id: String(w.hunt.id) },
      body: body([dep(90, 6, booked!.id), dep(120)]),
    });
    expect(soon.status).toBe(200);
    expect(await queued(w.hunt.id)).toBe(1);
    expect(await runJobNow(QUEUES.tagRolloverPickup.name, { huntId: w.hunt.id })).toEqual({ moved: 0 });
    expect((await resultOf(w.bookingId, 2)).resolutionState).toBe("rolling_over");
    const [, shortly] = await departuresOf(w.hunt.id);
    const next = await call(putHunt, {
      token: w.outfitterToken,
      params: { id: String(w.hunt.id) },
      body: body([dep(90, 6, booked!.id), dep(120, 4, shortly!.id), dep(450, 3)]),
    });
    expect(next.status).toBe(200);
    expect(await runJobNow(QUEUES.tagRolloverPickup.name, { huntId: w.hunt.id })).toEqual({ moved: 1 });
    const after = await departuresOf(w.hunt.id);
    const season = after.find((d) => d.startDate === huntDay(450))!;
    expect(season.spotsLeft).toBe(2);
    expect(await resultOf(w.bookingId, 2)).toMatchObject({ resolutionState: "applied", movedToDepartureId: season.id });
    // The other hunter keeps the booked trip; the moved hunter's spot there is free again.
    expect(await bookingNow(w.bookingId)).toMatchObject({ status: "accepted", partySize: 1, departureId: booked!.id });
    expect(after.find((d) => d.id === booked!.id)!.spotsLeft).toBe(5);
    const mails = await db.select().from(emailOutbox);
    expect(mails.filter((m) => /^Your place has moved/.test(m.subject)).map((m) => m.toEmail)).toEqual([w.hunter.email]);
    expect(mails.filter((m) => /^A waiting place has moved/.test(m.subject)).map((m) => m.toEmail)).toEqual([w.outfitter.email]);
    // Run again (a retry, a second worker): nothing more.
    expect(await runJobNow(QUEUES.tagRolloverPickup.name, { huntId: w.hunt.id })).toEqual({ moved: 0 });
    expect((await departuresOf(w.hunt.id)).find((d) => d.id === season.id)!.spotsLeft).toBe(2);
  });

  it("a sole hunter's booking moves onto the next-season departure and stays accepted", async () => {
    const w = await drawWorld("rollover", 1, {
      departures: [
        { startDate: huntDay(60), endDate: huntDay(65), spots: 4 },
        { startDate: huntDay(420), endDate: huntDay(425), spots: 4 },
      ],
    });
    const [first, season] = await departuresOf(w.hunt.id);
    const results = await notDrawn(w, 1);
    expect(results[0]).toMatchObject({ resolution: "rollover", resolutionState: "applied" });
    expect(await bookingNow(w.bookingId)).toMatchObject({ status: "accepted", partySize: 1, departureId: season!.id });
    const now = await departuresOf(w.hunt.id);
    expect(now.map((d) => d.spotsLeft)).toEqual([first!.spotsLeft + 1, season!.spotsLeft - 1]);
  });
});

describe("a switch waiting for the alternative hunt", () => {
  it("moves the booking onto the alternative hunt once it has a departure with room", async () => {
    let altId = 0;
    const w = await drawWorld("switch", 1, {}, async (outfitterId) => {
      const alt = await createHunt({ outfitterId, departures: [{ startDate: huntDay(-10), endDate: huntDay(-5), spots: 4 }] });
      await db.insert(huntTags).values({ huntId: alt.id, tagType: "otc" });
      altId = alt.id;
      return { alternativeHuntId: alt.id };
    });
    const results = await notDrawn(w, 1);
    expect(results[0]).toMatchObject({ resolution: "switch", resolutionState: "rolling_over" });
    // Its only departure is over: the place waits, until the outfitter adds one.
    const [past] = await departuresOf(altId);
    const r = await call(putHunt, {
      token: w.outfitterToken,
      params: { id: String(altId) },
      body: body([dep(-10, 4, past!.id), dep(70, 2)]),
    });
    expect(r.status).toBe(200);
    expect(await queued(altId)).toBe(1);
    expect(await runJobNow(QUEUES.tagRolloverPickup.name, { huntId: altId })).toEqual({ moved: 1 });
    const added = (await departuresOf(altId)).find((d) => d.startDate === huntDay(70))!;
    expect(await bookingNow(w.bookingId)).toMatchObject({ status: "accepted", huntId: altId, departureId: added.id });
    expect(added.spotsLeft).toBe(1);
  });
});
