import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { db } from "@/db";
import { favorites, huntTags } from "@/db/schema";
import { GET as feedGET } from "@/app/api/calendar/[token]/route";
import { GET as deadlinesGET } from "@/app/api/hunter/deadlines/route";
import { POST as resetPOST } from "@/app/api/hunter/deadlines/calendar-token/route";
import { createHunt } from "@/seed/factories";
import { addDays, todayIso } from "@/lib/departures/dates";
import type { Deadline } from "@/lib/tags/deadlines";
import { call } from "../../support/http";
import { drawWorld } from "./tag-world";

async function feed(url: string) {
  const token = url.split("/api/calendar/")[1]!;
  const res = await call<string>(feedGET, { params: { token } });
  return res;
}

describe("the private deadline calendar", () => {
  it("is an RFC 5545 feed whose events equal the hunter's deadlines (booked and favourite outfitters' draw hunts), and its token can be reset", async () => {
    const w = await drawWorld("rollover", 1);
    // A favourite outfitter's draw hunt also shows; its OTC hunt does not.
    const liked = await createHunt({ outfitterId: w.outfitter.id, title: "Sheep Draw Hunt" });
    await db.insert(huntTags).values({
      huntId: liked.id,
      tagType: "draw",
      region: "Wyoming",
      applicationOpensOn: addDays(todayIso(), 1),
      applicationClosesOn: addDays(todayIso(), 40),
      resultsOn: addDays(todayIso(), 90),
      failedDrawOutcome: "credit",
    });
    // Last season's draw of that outfitter, results out: nothing left to do, not listed.
    const past = await createHunt({ outfitterId: w.outfitter.id, title: "Last Season Draw" });
    await db.insert(huntTags).values({
      huntId: past.id,
      tagType: "draw",
      region: "Wyoming",
      applicationOpensOn: addDays(todayIso(), -200),
      applicationClosesOn: addDays(todayIso(), -150),
      resultsOn: addDays(todayIso(), -1),
      failedDrawOutcome: "credit",
    });
    const otc = await createHunt({ outfitterId: w.outfitter.id, title: "OTC Hunt" });
    await db.insert(huntTags).values({ huntId: otc.id, tagType: "otc" });
    await db.insert(favorites).values({ hunterId: w.hunter.id, outfitterId: w.outfitter.id });

    const list = await call<{ deadlines: Deadline[]; hasCalendar: boolean; credits: unknown[] }>(deadlinesGET, { token: w.hunterToken });
    expect(list.json.hasCalendar).toBe(false);
    expect(list.json.credits).toEqual([]);
    expect(list.json.deadlines.map((d) => [d.huntId, d.bookingId])).toEqual([
      [w.hunt.id, w.bookingId],
      [liked.id, null],
    ]);

    const made = await call<{ url: string }>(resetPOST, { token: w.hunterToken });
    expect(made.status).toBe(201);
    const res = await feed(made.json.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = res.json;
    const comp = new ICAL.Component(ICAL.parse(text));
    const events = comp.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const got = events.map((e) => [e.summary, e.startDate.toString()]).sort();
    const want = list.json.deadlines
      .flatMap((d) => [
        [`Apply by: ${d.huntTitle}`, d.applicationClosesOn],
        [`Draw results: ${d.huntTitle}`, d.resultsOn],
      ])
      .sort();
    expect(got).toEqual(want);
    expect(events.every((e) => e.startDate.isDate)).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    // Reset: the old address is gone, the new one works.
    const again = await call<{ url: string }>(resetPOST, { token: w.hunterToken });
    expect((await feed(made.json.url)).status).toBe(404);
    expect((await feed(again.json.url)).status).toBe(200);
    expect((await feed("/api/calendar/not-a-token.ics")).status).toBe(404);
  });
});
