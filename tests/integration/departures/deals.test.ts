import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as endDeal, PUT as markDeal } from "@/app/api/outfitter/departures/[id]/deal/route";
import { POST as book } from "@/app/api/bookings/route";
import { GET as searchGET } from "@/app/api/hunts/route";
import { POST as saveSearch } from "@/app/api/saved-searches/route";
import { db } from "@/db";
import { bookings, huntDepartures, hunts, savedSearches } from "@/db/schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { addDays, todayIso } from "@/lib/departures/dates";
import { DEAL_MESSAGES, departurePriceCents } from "@/lib/departures/deals";
import type { DepartureDeal } from "@/lib/departures/deal-service";
import { searchHunts } from "@/lib/hunts/search";
import { huntCardModel } from "@/lib/hunts/card-model";
import { runSavedSearchAlerts } from "@/lib/saved-searches/run";
import { createHunt, createOutfitter } from "@/seed/factories";
import { bookingBody, bookingWorld } from "../../support/bookings";
import { hunterWithToken } from "../../support/hunter-fixtures";
import { call } from "../../support/http";
import { emailsTo } from "../../support/outbox";

/** Last-minute deals (issue 50): the rules of marking one, its price at booking, the Deals filter and the saved-search alert. */
const word = `Dealbrook${Date.now().toString(36)}`;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const dep: Record<"soon" | "later" | "far" | "past" | "edge", number> = { soon: 0, later: 0, far: 0, past: 0, edge: 0 };
let otherToken: string;

const departuresOf = async (huntId: number) =>
  db.select().from(huntDepartures).where(eq(huntDepartures.huntId, huntId)).orderBy(huntDepartures.startDate);
const put = (id: number, body: unknown, token = w.outfitterToken) =>
  call<DepartureDeal & { message: string }>(markDeal, { method: "PUT", token, params: { id: String(id) }, body });
const dealOf = async (id: number) =>
  (await db.select({ bp: huntDepartures.dealDiscountBp }).from(huntDepartures).where(eq(huntDepartures.id, id)))[0]!.bp;

beforeAll(async () => {
  const t = todayIso();
  w = await bookingWorld({
    title: `Deal Elk ${word}`,
    location: `${word} Valley, Montana`,
    species: ["elk"],
    groupSize: 4,
    departures: [
      { startDate: addDays(t, -2), endDate: addDays(t, 3), spots: 4 },
      { startDate: addDays(t, 10), endDate: addDays(t, 14), spots: 4 },
      { startDate: addDays(t, 30), endDate: addDays(t, 34), spots: 4 },
      { startDate: addDays(t, 60), endDate: addDays(t, 64), spots: 4 },
      { startDate: addDays(t, 61), endDate: addDays(t, 65), spots: 4 },
    ],
  } as never);
  const ds = await departuresOf(w.hunt.id);
  [dep.past, dep.soon, dep.later, dep.edge, dep.far] = ds.map((d) => d.id) as [number, number, number, number, number];
  otherToken = await issueApiToken((await createOutfitter()).id);
});

describe("marking a last-minute deal (PUT /api/outfitter/departures/{id}/deal)", () => {
  it("only a departure starting within 60 days from today: later or started is a 400 with the reason, nothing written", async () => {
    const far = await put(dep.far, { percent: 20 });
    expect([far.status, far.json.message]).toEqual([400, DEAL_MESSAGES.window]);
    const past = await put(dep.past, { percent: 20 });
    expect([past.status, past.json.message]).toEqual([400, DEAL_MESSAGES.started]);
    expect(await dealOf(dep.far)).toBeNull();
    expect(await dealOf(dep.past)).toBeNull();
    const edge = await put(dep.edge, { percent: 10 });
    expect(edge.status).toBe(200);
    expect((await call(endDeal, { method: "DELETE", token: w.outfitterToken, params: { id: String(dep.edge) } })).status).toBe(200);
    expect(await dealOf(dep.edge)).toBeNull();
  });

  it("the discount is above 0% and below 100%, and never brings the price below the $1.00 minimum", async () => {
    for (const percent of [0, 100, -5, "abc", 100.5, "12.345", null]) {
      const r = await put(dep.soon, { percent });
      expect([r.status, r.json.message], String(percent)).toEqual([400, DEAL_MESSAGES.percent]);
    }
    expect((await put(dep.soon, {})).status).toBe(400);
    expect(await dealOf(dep.soon)).toBeNull();
    const cheap = await createHunt({
      outfitterId: w.outfitter.id,
      priceCents: 100,
      departures: [{ startDate: addDays(todayIso(), 5), endDate: addDays(todayIso(), 6), spots: 2 }],
    });
    const [cheapDep] = await departuresOf(cheap.id);
    const r = await put(cheapDep!.id, { percent: 1 });
    expect([r.status, r.json.message]).toEqual([400, DEAL_MESSAGES.belowMin]);
    expect(await dealOf(cheapDep!.id)).toBeNull();
  });

  it("only the departure's own outfitter: another outfitter 403, a hunter 403, signed out 401, an unknown departure 404", async () => {
    expect((await put(dep.soon, { percent: 20 }, otherToken)).status).toBe(403);
    const hunter = await put(dep.soon, { percent: 20 }, w.hunterToken);
    expect([hunter.status, hunter.json.message]).toEqual([403, DEAL_MESSAGES.outfittersOnly]);
    expect((await call(markDeal, { method: "PUT", params: { id: String(dep.soon) }, body: { percent: 20 } })).status).toBe(401);
    expect((await put(2_000_000_000, { percent: 20 })).status).toBe(404);
    expect((await put(0, { percent: 20 })).status).toBe(404);
    expect((await call(endDeal, { method: "DELETE", token: otherToken, params: { id: String(dep.soon) } })).status).toBe(403);
    expect(await dealOf(dep.soon)).toBeNull();
  });

  it("the larger of the hunt's own discount and the deal's wins, never stacked", () => {
    const discounted = { priceCents: 315_000, originalPriceCents: 450_000, isDiscounted: true };
    expect(departurePriceCents(discounted, 2000)).toBe(315_000);
    expect(departurePriceCents(discounted, 4000)).toBe(270_000);
    expect(departurePriceCents({ priceCents: 450_000, originalPriceCents: null, isDiscounted: false }, 2000)).toBe(360_000);
    expect(departurePriceCents(discounted, null)).toBe(315_000);
  });
});

describe("a marked deal", () => {
  let hunter: Awaited<ReturnType<typeof hunterWithToken>>;
  let dealsSearch: number;
  let plainSearch: number;

  beforeAll(async () => {
    hunter = await hunterWithToken({ firstName: "Dana" });
    const saved = async (name: string, filters: Record<string, string>) => {
      const r = await call<{ id: number }>(saveSearch, {
        token: hunter.token,
        body: { name, frequency: "instant", path: "/advanced-search", filters },
      });
      expect(r.status).toBe(201);
      return r.json.id;
    };
    dealsSearch = await saved("Deals only", { location: word, deals: "true" });
    plainSearch = await saved("Any", { location: word });
    // The hunt and its departures were listed before the searches last looked: the deal is the only news.
    const back = new Date(Date.now() - 60_000);
    const before = new Date(Date.now() - 86_400_000);
    await db.update(hunts).set({ createdAt: before }).where(eq(hunts.id, w.hunt.id));
    await db.update(huntDepartures).set({ createdAt: before }).where(eq(huntDepartures.huntId, w.hunt.id));
    await db.update(savedSearches).set({ checkedThrough: back }).where(eq(savedSearches.hunterId, hunter.hunter.id));
    // A new matching hunt with no deal: news for the plain search, none for the deals-only one.
    await createHunt({
      outfitterId: w.outfitter.id,
      title: `Plain Elk ${word}`,
      location: `${word} Flats, Montana`,
      species: ["elk"],
      departures: [{ startDate: addDays(todayIso(), 12), endDate: addDays(todayIso(), 15), spots: 2 }],
    });
    const r = await put(dep.soon, { percent: "20" });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ departureId: dep.soon, dealPercent: "20", price: "3600.00" });
  });

  it("is found by the Deals filter (search and GET /api/hunts) and shows on the card; a bad value is a 400", async () => {
    const page = await searchHunts({ location: word, deals: true });
    expect(page.hunts.map((h) => h.id)).toEqual([w.hunt.id]);
    expect(huntCardModel(page.hunts[0]!).lastMinuteText).toBe("Last-minute from $3,600.00 (20% off)");
    const api = await call<{ id: number }[]>(searchGET, { url: `/api/hunts?deals=true&location=${word}` });
    expect(api.json.map((h) => h.id)).toEqual([w.hunt.id]);
    const bad = await call<{ message: string }>(searchGET, { url: `/api/hunts?deals=maybe` });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("Deals must be true or false");
    await db.update(huntDepartures).set({ spotsLeft: 0 }).where(eq(huntDepartures.id, dep.soon));
    expect((await searchHunts({ location: word, deals: true })).hunts).toEqual([]);
    await db.update(huntDepartures).set({ spotsLeft: 4 }).where(eq(huntDepartures.id, dep.soon));
  });

  it("alerts the matching saved searches, deals-only ones included, with the deal in the e-mail", async () => {
    const r = await runSavedSearchAlerts("instant", new Date(Date.now() + 1000));
    expect(r.sent).toBeGreaterThanOrEqual(2);
    const mails = await emailsTo(hunter.hunter.email);
    const metaIds = mails.map((m) => Number((m.meta as { savedSearchId?: number } | null)?.savedSearchId)).sort();
    expect(metaIds).toEqual([dealsSearch, plainSearch].sort());
    for (const m of mails) {
      expect(m.html).toContain("Last-minute deals");
      expect(m.text).toContain(`Deal Elk ${word}`);
      expect(m.text).toMatch(/Last-minute deal: .* · 20% off · \$3,600\.00 per hunter · 4 spots/);
    }
    const mailOf = (id: number) => mails.find((m) => (m.meta as { savedSearchId?: number }).savedSearchId === id)!;
    expect(mailOf(plainSearch).text).toContain(`Plain Elk ${word}`);
    expect(mailOf(dealsSearch).text).not.toContain(`Plain Elk ${word}`);
    // Nothing new since: the next run (another period) sends none.
    await runSavedSearchAlerts("instant", new Date(Date.now() + 6 * 60_000));
    expect((await emailsTo(hunter.hunter.email)).length).toBe(2);
  });

  it("prices the booking of that departure at the deal, and the others at the hunt's price", async () => {
    const dealt = await call<{ id: number; totalAmount: string }>(book, {
      token: w.hunterToken,
      body: bookingBody(w.hunt.id, { departureId: dep.soon, partySize: 2 }),
    });
    expect(dealt.status).toBe(201);
    const plain = await call<{ id: number; totalAmount: string }>(book, {
      token: (await hunterWithToken()).token,
      body: bookingBody(w.hunt.id, { departureId: dep.later, partySize: 2 }),
    });
    expect(plain.status).toBe(201);
    const totals = async (id: number) =>
      (await db.select({ t: bookings.totalAmountCents }).from(bookings).where(eq(bookings.id, id)))[0]!.t;
    expect(await totals(dealt.json.id)).toBe(720_000);
    expect(await totals(plain.json.id)).toBe(900_000);
  });

  it("ended, the departure is priced at the hunt's price again and the Deals filter no longer finds it", async () => {
    const r = await call<DepartureDeal>(endDeal, { method: "DELETE", token: w.outfitterToken, params: { id: String(dep.soon) } });
    expect(r.json).toMatchObject({ dealPercent: null, price: "4500.00" });
    expect((await searchHunts({ location: word, deals: true })).hunts).toEqual([]);
    const [row] = await db.select().from(huntDepartures).where(eq(huntDepartures.id, dep.soon));
    expect([row!.dealDiscountBp, row!.dealMarkedAt]).toEqual([null, null]);
  });
});
