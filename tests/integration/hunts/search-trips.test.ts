import { beforeAll, describe, expect, it } from "vitest";
import { GET as searchGET } from "@/app/api/hunts/route";
import { db } from "@/db";
import { createHunt, createHunter, createOutfitter, createOutfitterReview } from "@/seed/factories";
import { addDays, todayIso } from "@/lib/departures/dates";
import { SHORT_TRIP_RANGE_DAYS, isShortTripRange, searchSql, searchTuning } from "@/lib/hunts/search";
import { countHunts } from "@/lib/hunts/search-count";
import { call } from "../../support/http";

type Hunt = { id: number; price: string; nextDeparture: string | null };
type Page = { hunts: Hunt[]; nextCursor: string | null; prevCursor: string | null; message?: string; errors?: Record<string, string[]> };

const day = (n: number) => addDays(todayIso(), n);
const search = (qs: string) =>
  call<Hunt[] & { message?: string; errors?: Record<string, string[]> }>(searchGET, { url: `/api/hunts?${qs}` });
const page = (qs: string) => call<Page>(searchGET, { url: `/api/hunts?limit=2&${qs}` });
const h: Record<string, number> = {};
const mine = (list: Hunt[]) => list.map((x) => x.id).filter((id) => Object.values(h).includes(id));
const name = (id: number) => Object.entries(h).find(([, v]) => v === id)?.[0];
const names = (list: Hunt[]) => mine(list).map(name);

beforeAll(async () => {
  const rated = await createOutfitter({ firstName: "Rated" });
  const unrated = await createOutfitter({ firstName: "Unrated" });
  const hunter = await createHunter();
  await createOutfitterReview({ outfitterId: rated.id, hunterId: hunter.id, rating: 4, status: "approved" });
  const base = { location: "Tripville, Wyoming", groupSize: 4 };
  // October trip (3 free), a cheap December trip (1 free), a January trip with a full early departure, a past-only hunt, one on request.
  h.october = (
    await createHunt({
      ...base,
      outfitterId: rated.id,
      species: ["elk/wapiti"],
      priceCents: 500000,
      departures: [{ startDate: day(30), endDate: day(35), spots: 3 }],
    })
  ).id;
  h.december = (
    await createHunt({
      ...base,
      outfitterId: unrated.id,
      species: ["elk/wapiti"],
      priceCents: 200000,
      departures: [{ startDate: day(90), endDate: day(95), spots: 1 }],
    })
  ).id;
  h.january = (
    await createHunt({
      ...base,
      outfitterId: unrated.id,
      species: ["mule deer"],
      priceCents: 300000,
      groupSize: 6,
      departures: [
        { startDate: day(40), endDate: day(44), spots: 4, spotsLeft: 0 },
        { startDate: day(120), endDate: day(125), spots: 6 },
      ],
    })
  ).id;
  h.past = (
    await createHunt({
      ...base,
      outfitterId: rated.id,
      priceCents: 100000,
      departures: [{ startDate: day(-10), endDate: day(-5), spots: 4 }],
    })
  ).id;
  h.request = (await createHunt({ ...base, outfitterId: rated.id, priceCents: 400000, dates: "By arrangement" })).id;
  void db;
});

describe("GET /api/hunts from / to / partySize", () => {
  it("finds hunts with a bookable departure starting in the range", async () => {
    expect(names((await search(`location=tripville&from=${day(25)}&to=${day(50)}`)).json).sort()).toEqual(["october"]);
    expect(names((await search(`location=tripville&from=${day(60)}`)).json).sort()).toEqual(["december", "january"]);
    expect(names((await search(`location=tripville&to=${day(31)}`)).json).sort()).toEqual(["october"]);
    // The full departure of the January hunt does not count, nor does the past one.
    expect(names((await search(`location=tripville&from=${day(38)}&to=${day(45)}`)).json)).toEqual([]);
    expect(names((await search(`location=tripville&from=${day(-20)}&to=${day(-1)}`)).json)).toEqual([]);
  });

  it("finds a departure with room for the party on a hunt taking parties that large", async () => {
    expect(names((await search("location=tripville&partySize=3")).json).sort()).toEqual(["january", "october"]);
    expect(names((await search("location=tripville&partySize=5")).json)).toEqual(["january"]);
    expect(names((await search(`location=tripville&partySize=2&to=${day(100)}`)).json)).toEqual(["october"]);
  });

  it("combines with species (the prepared species head) and counts the same", async () => {
    expect(names((await search(`species=elk&from=${day(60)}`)).json)).toEqual(["december"]);
    expect(await countHunts({ species: "elk", from: day(60) })).toEqual({ count: 1, capped: false });
    expect(await countHunts({ location: "tripville", partySize: 3 })).toEqual({ count: 2, capped: false });
  });

  it("finds the same hunts on the listing key whichever head size finds them (no other filter)", async () => {
    const walk = async (qs: string) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 100; pages++) {
        const r: { json: Page } = await page(`${qs}${cursor ? `&cursor=${cursor}` : ""}`);
        seen.push(...mine(r.json.hunts));
        cursor = r.json.nextCursor;
        if (!cursor) break;
      }
      return seen.map(name);
    };
    const saved = { ...searchTuning };
    try {
      for (const rows of [2, 3, 2000]) {
        Object.assign(searchTuning, { headRows: rows, keyHeadRows: rows });
        expect(await walk(`from=${day(60)}`), `head rows ${rows}`).toEqual(["january", "december"]);
        expect(await walk(`from=${day(25)}&to=${day(50)}`), `head rows ${rows}`).toEqual(["october"]);
        expect(await walk("partySize=5"), `head rows ${rows}`).toEqual(["january"]);
        expect(await walk(`partySize=2&to=${day(100)}&maxPrice=6000`), `head rows ${rows}`).toEqual(["october"]);
      }
    } finally {
      Object.assign(searchTuning, saved);
    }
  });

  it("starts a short date range from its departures, with the same answers", async () => {
    // A day, and SHORT_TRIP_RANGE_DAYS days: the departures' index, no head walk (no boundary step).
    const shortRanges = [
      { from: day(30), to: day(30) },
      { from: day(28), to: addDays(day(28), SHORT_TRIP_RANGE_DAYS - 1) },
    ];
    for (const f of shortRanges) {
      expect(isShortTripRange(f)).toBe(true);
      expect(searchSql(f).boundary).toBeNull();
      expect(searchSql({ ...f, location: "tripville" }).boundary).toBeNull();
    }
    // A range starting in the past counts from today; a week, or an open end, keeps the head.
    expect(isShortTripRange({ from: day(-30), to: day(1) })).toBe(true);
    expect(isShortTripRange({ from: day(28), to: addDays(day(28), SHORT_TRIP_RANGE_DAYS) })).toBe(false);
    expect(isShortTripRange({ from: day(28) })).toBe(false);
    expect(searchSql({ from: day(28), to: day(35) }).boundary).not.toBeNull();
    // The answers: the October departure starts on day 30 (3 free spots); January's day-40 one is full.
    expect(names((await search(`from=${day(30)}&to=${day(30)}`)).json)).toEqual(["october"]);
    expect(names((await search(`from=${day(29)}&to=${day(31)}&partySize=3`)).json)).toEqual(["october"]);
    expect(names((await search(`from=${day(29)}&to=${day(31)}&partySize=4`)).json)).toEqual([]);
    expect(names((await search(`from=${day(40)}&to=${day(40)}`)).json)).toEqual([]);
    expect(names((await search(`from=${day(90)}&to=${day(91)}&location=tripville`)).json)).toEqual(["december"]);
  });

  it("keeps the free-text dates parameter", async () => {
    const r = await search("location=tripville&dates=arrangement");
    expect(names(r.json)).toEqual(["request"]);
  });

  it.each([
    ["from=10/03/2027", "from", "From must be a date like 2027-10-03"],
    ["to=2027-02-30", "to", "To must be a date like 2027-10-03"],
    [`from=${day(50)}&to=${day(40)}`, "to", "To cannot be before From"],
    ["partySize=0", "partySize", "Party size must be a whole number from 1 to 1000"],
    ["sort=cheapest", "sort", "Sort must be one of: recommended, price_asc, price_desc, soonest, rating, newest, harvest_rate, all_in_asc"],
  ])("answers 400 naming the field for %s", async (qs, field, message) => {
    const r = await search(qs);
    expect(r.status).toBe(400);
    expect(r.json.errors?.[field]).toEqual([message]);
  });
});

describe("GET /api/hunts sort", () => {
  const upcoming = ["october", "december", "january", "request"];
  it.each([
    ["price_asc", ["december", "january", "request", "october"]],
    ["price_desc", ["october", "request", "january", "december"]],
    // The next departure with a date first; 'dates on request' last.
    ["soonest", ["october", "december", "january", "request"]],
    // Rated outfitters first (4.0), unrated after; ties newest first.
    ["rating", ["request", "october", "january", "december"]],
    ["newest", ["request", "january", "december", "october"]],
  ])("orders by %s and pages through it both ways with keyset cursors", async (sort, expected) => {
    const all = await search(`location=tripville&sort=${sort}`);
    expect(names(all.json)).toEqual(expected);
    expect(names(all.json).every((n) => upcoming.includes(n!))).toBe(true);
    const first = await page(`location=tripville&sort=${sort}`);
    expect(names(first.json.hunts)).toEqual(expected.slice(0, 2));
    const second = await page(`location=tripville&sort=${sort}&cursor=${first.json.nextCursor}`);
    expect(names(second.json.hunts)).toEqual(expected.slice(2, 4));
    expect(second.json.nextCursor).toBeNull();
    const back = await page(`location=tripville&sort=${sort}&before=${second.json.prevCursor}`);
    expect(names(back.json.hunts)).toEqual(expected.slice(0, 2));
    expect(back.json.prevCursor).toBeNull();
  });

  it("sorts with a party size alone (a probe of the departures per row) and with dates (EXISTS)", async () => {
    expect(names((await search("location=tripville&partySize=3&sort=price_asc")).json)).toEqual(["january", "october"]);
    expect(names((await search("partySize=5&sort=price_desc")).json)).toEqual(["january"]);
    expect(names((await search("location=tripville&partySize=2&sort=soonest")).json)).toEqual(["october", "january"]);
    expect(names((await search(`location=tripville&from=${day(60)}&sort=soonest`)).json)).toEqual(["december", "january"]);
  });

  it("bounds a date range by each hunt's next bookable departure without losing a match", async () => {
    // January's next bookable departure is day 120 (day 40 is full): a range ending before it finds
    // only October; ranges reaching it find it, in soonest order and in the others.
    expect(names((await search(`location=tripville&to=${day(45)}&sort=soonest`)).json)).toEqual(["october"]);
    expect(names((await search(`location=tripville&from=${day(85)}&to=${day(125)}&sort=soonest`)).json)).toEqual(["december", "january"]);
    expect(names((await search(`location=tripville&from=${day(100)}&to=${day(120)}&sort=price_asc`)).json)).toEqual(["january"]);
    expect(names((await search(`location=tripville&from=${day(100)}&to=${day(119)}`)).json)).toEqual([]);
  });

  it("sorts without any filter too (the listing's partial indexes)", async () => {
    const r = await search("sort=price_asc&limit=100");
    const prices = (r.json as unknown as Page).hunts.map((x) => Number(x.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("refuses a cursor of another order or a forged one", async () => {
    const first = await page("location=tripville&sort=price_asc");
    const other = await page(`location=tripville&sort=soonest&cursor=${first.json.nextCursor}`);
    expect(other).toMatchObject({ status: 400, json: { errors: { cursor: ["Cursor belongs to another sort order"] } } });
    const forged = Buffer.from("soonest.2027-02-30.5").toString("base64url");
    expect((await page(`sort=soonest&cursor=${forged}`)).status).toBe(400);
    const huge = Buffer.from("price_asc.99999999999.5").toString("base64url");
    expect((await page(`sort=price_asc&cursor=${huge}`)).status).toBe(400);
  });
});
