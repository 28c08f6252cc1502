import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql, type SQL } from "drizzle-orm";
import { GET as searchGET } from "@/app/api/hunts/route";
import { db, queryRows } from "@/db";
import { hunts, users } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { PgDialect } from "drizzle-orm/pg-core";
import { searchHunts, searchSql, searchTuning } from "@/lib/hunts/search";
import { countHunts, countSql } from "@/lib/hunts/search-count";
import type { HuntFilters } from "@/lib/hunts/search-schema";
import { call } from "../../support/http";

type Hunt = { id: number; title: string; price: string; outfitter?: { isTopTier: boolean; firstName: string } };
type Page = { hunts: Hunt[]; nextCursor: string | null; prevCursor: string | null; hasMore: boolean };

/** The cursor a page ending with this hunt hands out (all bulk hunts are listed, bookable, at rank 10). */
const pageCursorAfter = (id: number) => Buffer.from(`10.${id}`, "utf8").toString("base64url");
const search = (qs: string) => call<Hunt[]>(searchGET, { url: `/api/hunts${qs}` });
const ids = (list: Hunt[]) => list.map((h) => h.id);

let bulkCreated = false;
let top: { id: number };
let plain: { id: number };
const h: Record<string, number> = {};

beforeAll(async () => {
  top = await createOutfitter({ firstName: "Tessa", isTopTier: true });
  plain = await createOutfitter({ firstName: "Paul" });
  const pending = await createOutfitter({ firstName: "Pending", isApproved: false });
  const paused = await createOutfitter({ firstName: "Paused", isActive: false });
  const base = { groupSize: 4, availability: 4 };
  h.elkMt = (
    await createHunt({
      ...base,
      outfitterId: plain.id,
      title: "Bugling Elk in the Bitterroot",
      species: ["elk/wapiti"],
      location: "Montana, USA",
      priceCents: 450000,
      durationDays: 5,
      difficulty: "difficult",
      dates: "September 10 - September 15, 2027",
      description: "Rifle hunt for bull elk.",
    })
  ).id;
  h.bearAk = (
    await createHunt({
      ...base,
      outfitterId: top.id,
      title: "Coastal Brown Bear",
      species: ["brown bear"],
      location: "Kodiak, Alaska",
      priceCents: 1800000,
      durationDays: 12,
      difficulty: "extreme",
      dates: "May 1 - May 12, 2027",
      description: "Spot and stalk with a rifle on the coast.",
    })
  ).id;
  h.duckAr = (
    await createHunt({
      ...base,
      outfitterId: plain.id,
      title: "Flooded Timber Ducks",
      species: ["mallard", "duck"],
      location: "Stuttgart, Arkansas",
      priceCents: 120000,
      durationDays: 2,
      difficulty: "easy",
      dates: "Dec 5 - Dec 7, 2028",
      description: "Shotgun wingshooting over decoys.",
    })
  ).id;
  h.deerTx = (
    await createHunt({
      ...base,
      outfitterId: top.id,
      title: "Hill Country Whitetail",
      species: ["white-tailed deer"],
      location: "Texas, USA",
      priceCents: 400000,
      originalPriceCents: 500000,
      isDiscounted: true,
      discountType: "amount",
      discountValue: 100000,
      durationDays: 4,
      difficulty: "moderate",
      dates: "November 2 - November 6, 2028",
      description: "Archery from blinds; bowhunters welcome.",
    })
  ).id;
  h.weird = (
    await createHunt({
      ...base,
      outfitterId: plain.id,
      title: "100% <b>Success</b> Hogs_Night",
      species: ["feral hog"],
      location: "Florida, USA",
      priceCents: 90000,
      durationDays: 1,
      difficulty: "easy",
      dates: "Year round",
      description: "Thermal night hunt with a rifle.",
    })
  ).id;
  h.inactive = (
    await createHunt({ ...base, outfitterId: plain.id, title: "Paused Elk Hunt", species: ["elk/wapiti"], isActive: false })
  ).id;
  h.pendingO = (await createHunt({ ...base, outfitterId: pending.id, title: "Pending Outfitter Elk", species: ["elk/wapiti"] })).id;
  h.pausedO = (await createHunt({ ...base, outfitterId: paused.id, title: "Paused Outfitter Elk", species: ["elk/wapiti"] })).id;
});

describe("GET /api/hunts listing", () => {
  it("lists only active hunts of approved, active outfitters as a plain list, top-tier first then newest", async () => {
    const r = await search("");
    expect(r.status).toBe(200);
    expect(Array.isArray(r.json)).toBe(true);
    expect(ids(r.json)).toEqual([h.deerTx, h.bearAk, h.weird, h.duckAr, h.elkMt]);
    expect(r.json[0]!.outfitter).toMatchObject({ firstName: "Tessa", isTopTier: true });
    expect(r.headers.get("x-next-cursor")).toBeNull();
  });

  it("ignores empty values", async () => {
    const r = await search("?location=&species=%20&dates=&priceRange=&difficulty=&weapons=");
    expect(r.status).toBe(200);
    expect(r.json).toHaveLength(5);
  });

  it("finds a known region the same way through its cache key (lower-cased) as the words typed", async () => {
    // lib/hunts/search-cache.ts serves `location=<state, province or country>` by its lower-cased name.
    for (const [typed, expected] of [
      [" MONTANA ", [h.elkMt]],
      ["Alaska", [h.bearAk]],
      // The country finds its states too (lib/hunts/search-words.ts).
      ["usa", [h.deerTx, h.bearAk, h.weird, h.duckAr, h.elkMt]],
    ] as const) {
      const r = await search(`?location=${encodeURIComponent(typed)}`);
      expect(r.status).toBe(200);
      expect(ids(r.json)).toEqual(expected);
      expect(ids((await searchHunts({ location: typed.trim() })).hunts)).toEqual(expected);
    }
  });

  it("follows the outfitter's state at once (triggers keep search_rank)", async () => {
    await db.update(users).set({ isTopTier: false }).where(eq(users.id, top.id));
    await db.update(users).set({ isTopTier: true }).where(eq(users.id, plain.id));
    expect(ids((await search("")).json)).toEqual([h.weird, h.duckAr, h.elkMt, h.deerTx, h.bearAk]);
    expect(ids((await search("?species=duck")).json)).toEqual([h.duckAr]);
    await db.update(users).set({ isActive: false }).where(eq(users.id, plain.id));
    expect(ids((await search("")).json)).toEqual([h.deerTx, h.bearAk]);
    expect((await search("?species=duck")).json).toEqual([]);
    await db.update(users).set({ isActive: true, isTopTier: false }).where(eq(users.id, plain.id));
    await db.update(users).set({ isTopTier: true }).where(eq(users.id, top.id));
    expect(ids((await search("")).json)).toEqual([h.deerTx, h.bearAk, h.weird, h.duckAr, h.elkMt]);
  });
});

describe("species index follows hunt edits", () => {
  it("re-reads species, pause and delete at once", async () => {
    const x = await createHunt({ outfitterId: plain.id, title: "Edited Hunt", species: ["moose"] });
    expect(ids((await search("?species=moose")).json)).toEqual([x.id]);
    await db
      .update(hunts)
      .set({ species: ["caribou/reindeer", "moose"] })
      .where(eq(hunts.id, x.id));
    expect(ids((await search("?species=caribou")).json)).toEqual([x.id]);
    expect(ids((await search("?species=moose")).json)).toEqual([x.id]);
    await db.update(hunts).set({ isActive: false }).where(eq(hunts.id, x.id));
    expect((await search("?species=moose")).json).toEqual([]);
    await db
      .update(hunts)
      .set({ isActive: true, species: ["moose"] })
      .where(eq(hunts.id, x.id));
    expect((await search("?species=caribou")).json).toEqual([]);
    await db.delete(hunts).where(eq(hunts.id, x.id));
    expect((await search("?species=moose")).json).toEqual([]);
  });
});

describe("species search checks price, duration and facets on the species key, kept by triggers", () => {
  it("follows price, duration, weapon words, dates and difficulty edits at once", async () => {
    const x = await createHunt({
      outfitterId: plain.id,
      title: "Tundra Moose",
      species: ["moose"],
      priceCents: 500000,
      durationDays: 6,
      difficulty: "moderate",
      dates: "September 2027",
      description: "Spot and stalk.",
    });
    const found = async (qs: string) => ids((await search(`?species=moose&${qs}`)).json).includes(x.id);
    expect(await found("maxPrice=5000&duration=6&season=fall&difficulty=moderate")).toBe(true);
    await db.update(hunts).set({ priceCents: 650000 }).where(eq(hunts.id, x.id));
    expect(await found("maxPrice=5000")).toBe(false);
    expect(await found("minPrice=6500")).toBe(true);
    await db.update(hunts).set({ durationDays: 9 }).where(eq(hunts.id, x.id));
    expect(await found("duration=6")).toBe(false);
    expect(await found("duration=8-10")).toBe(true);
    expect(await found("weapons=rifle")).toBe(false);
    await db.update(hunts).set({ description: "Spot and stalk with a rifle." }).where(eq(hunts.id, x.id));
    expect(await found("weapons=rifle")).toBe(true);
    await db.update(hunts).set({ dates: "February 2028" }).where(eq(hunts.id, x.id));
    expect(await found("season=fall")).toBe(false);
    expect(await found("season=winter")).toBe(true);
    await db.update(hunts).set({ difficulty: "extreme" }).where(eq(hunts.id, x.id));
    expect(await found("difficulty=moderate")).toBe(false);
    expect(
      await countHunts({ species: "moose", difficulty: "extreme", season: "winter", weapons: ["rifle"], price: { min: 600000 } }),
    ).toEqual({ count: 1, capped: false });
    await db.delete(hunts).where(eq(hunts.id, x.id));
    expect(await found("difficulty=extreme")).toBe(false);
  });
});

describe("species search checks location and outfitter on the species key, kept by triggers", () => {
  it("keeps the longest location and title the hunt form allows on the key (200 characters, 3 bytes each)", async () => {
    const x = await createHunt({
      outfitterId: plain.id,
      title: "鹿".repeat(200),
      species: ["moose", "elk/wapiti"],
      location: "山".repeat(199) + "x",
    });
    try {
      expect(ids((await search(`?species=moose&location=${encodeURIComponent("山x")}`)).json)).toEqual([x.id]);
      await db
        .update(hunts)
        .set({ location: "森".repeat(200) })
        .where(eq(hunts.id, x.id));
      expect(ids((await search(`?species=elk&location=${encodeURIComponent("森森")}`)).json)).toEqual([x.id]);
    } finally {
      await db.delete(hunts).where(eq(hunts.id, x.id));
    }
  });

  it("follows location, title and outfitter edits at once, on the head and after it", async () => {
    const x = await createHunt({ outfitterId: plain.id, title: "Yukon Moose Camp", species: ["moose"], location: "Whitehorse, Yukon" });
    const found = async (qs: string) => ids((await search(`?species=moose&${qs}`)).json).includes(x.id);
    const saved = { ...searchTuning };
    try {
      for (const rows of [1500, 1]) {
        searchTuning.keyHeadRows = rows;
        expect(await found("location=YUKON"), `head ${rows}`).toBe(true);
        expect(await found(`outfitterId=${plain.id}&location=whitehorse`), `head ${rows}`).toBe(true);
        expect(await found(`outfitterId=${top.id}`), `head ${rows}`).toBe(false);
      }
      await db.update(hunts).set({ location: "Fairbanks, Alaska" }).where(eq(hunts.id, x.id));
      expect(await found("location=whitehorse")).toBe(false);
      expect(await found("location=fairbanks")).toBe(true);
      expect(await found("location=yukon")).toBe(true); // still in the title
      await db.update(hunts).set({ title: "Interior Moose Camp" }).where(eq(hunts.id, x.id));
      expect(await found("location=yukon")).toBe(false);
      expect(await found("location=interior")).toBe(true);
      await db.update(hunts).set({ outfitterId: top.id }).where(eq(hunts.id, x.id));
      expect(await found(`outfitterId=${plain.id}`)).toBe(false);
      expect(await found(`outfitterId=${top.id}&location=interior`)).toBe(true);
      expect(await countHunts({ species: "moose", location: "fairbanks", outfitterId: top.id })).toEqual({ count: 1, capped: false });
    } finally {
      Object.assign(searchTuning, saved);
      await db.delete(hunts).where(eq(hunts.id, x.id));
    }
  });
});

// Every search runs once with the normal head and once with a tiny one, so the second step (the
// indexes after the head rows) answers most of it: both must give the same hunts in the same order.
const HEADS = [2000, 2] as const;

/** Every head at its normal size, or every head 2 rows long; returns the reset. */
function useHeadRows(headRows: (typeof HEADS)[number]) {
  const saved = { ...searchTuning };
  const tiny = headRows === 2;
  Object.assign(searchTuning, { headRows, streamHeadRows: tiny ? 2 : saved.streamHeadRows, keyHeadRows: tiny ? 2 : saved.keyHeadRows });
  return () => void Object.assign(searchTuning, saved);
}

describe.each(HEADS)("each filter alone (head rows %i)", (headRows) => {
  beforeAll(() => useHeadRows(headRows));

  const cases: [string, string, () => number[]][] = [
    ["location matches the location, any case", "?location=MONTANA", () => [h.elkMt]],
    ["location matches the title too", "?location=bitterroot", () => [h.elkMt]],
    ["species matches an element, any case", "?species=Brown%20Bear", () => [h.bearAk]],
    ["species half of a catalogue pair", "?species=elk", () => [h.elkMt]],
    ["species family word", "?species=bear", () => [h.bearAk]],
    ["species hunter shorthand", "?species=whitetail", () => [h.deerTx]],
    ["species of several on one hunt", "?species=duck", () => [h.duckAr]],
    ["species 'all' is no filter", "?species=all", () => [h.deerTx, h.bearAk, h.weird, h.duckAr, h.elkMt]],
    ["species free text", "?species=feral%20hog", () => [h.weird]],
    ["dates as text", "?dates=2027", () => [h.bearAk, h.elkMt]],
    ["dates: a month and year search as From/To", "?dates=December%202028", () => [h.duckAr]],
    ["dates text that is no date matches the dates text", "?dates=year%20round", () => [h.weird]],
    ["dates: the words in their order, anything between", "?dates=september%202027", () => [h.elkMt]],
    ["outfitterId", "", () => [h.deerTx, h.bearAk]],
    ["priceRange", "?priceRange=1000-4500", () => [h.deerTx, h.duckAr, h.elkMt]],
    ["priceRange open-ended", "?priceRange=10000%2B", () => [h.bearAk]],
    ["minPrice", "?minPrice=4500", () => [h.bearAk, h.elkMt]],
    ["maxPrice on the discounted price", "?maxPrice=4000.00", () => [h.deerTx, h.weird, h.duckAr]],
    ["difficulty", "?difficulty=Easy", () => [h.weird, h.duckAr]],
    ["duration range", "?duration=4-7", () => [h.deerTx, h.elkMt]],
    ["duration exact", "?duration=12", () => [h.bearAk]],
    ["season from month names (and 'Year round')", "?season=fall", () => [h.deerTx, h.weird, h.elkMt]],
    ["season with abbreviated months", "?season=winter", () => [h.weird, h.duckAr]],
    ["weapons from the listing text", "?weapons=bow", () => [h.deerTx]],
    ["several weapons", "?weapons=shotgun,bow", () => [h.deerTx, h.duckAr]],
  ];
  it.each(cases)("%s", async (_name, qs, expected) => {
    const query = qs || `?outfitterId=${top.id}`;
    const r = await search(query);
    expect(r.status).toBe(200);
    expect(ids(r.json)).toEqual(expected());
  });
});

describe.each(HEADS)("filters combined (head rows %i)", (headRows) => {
  beforeAll(() => useHeadRows(headRows));

  it("applies every filter together", async () => {
    const r = await search(
      `?location=texas&species=deer&dates=november%202028&outfitterId=${top.id}&priceRange=2500-5000&minPrice=3000&maxPrice=4000&difficulty=moderate&duration=4&season=fall&weapons=bow`,
    );
    expect(r.status).toBe(200);
    expect(ids(r.json)).toEqual([h.deerTx]);
  });

  it("returns an empty list when filters exclude each other", async () => {
    const r = await search("?species=elk&location=alaska");
    expect(r.json).toEqual([]);
  });
});

describe("hostile input is only text", () => {
  it.each([["'; DROP TABLE hunts; --"], ["' OR '1'='1"], ["<script>alert(1)</script>"], ["%' OR 1=1 --"]])(
    "location %s finds nothing and changes nothing",
    async (text) => {
      for (const field of ["location", "species", "dates"]) {
        const r = await search(`?${field}=${encodeURIComponent(text)}`);
        expect(r.status).toBe(200);
        expect(r.json).toEqual([]);
      }
      expect((await search("")).json).toHaveLength(5);
    },
  );

  it("takes %, _ and HTML literally", async () => {
    expect(ids((await search(`?location=${encodeURIComponent("100%")}`)).json)).toEqual([h.weird]);
    expect(ids((await search(`?location=${encodeURIComponent("hogs_night")}`)).json)).toEqual([h.weird]);
    expect((await search(`?location=${encodeURIComponent("b_tterroot")}`)).json).toEqual([]);
    expect((await search(`?location=${encodeURIComponent("%%")}`)).json).toEqual([]);
    expect(ids((await search(`?location=${encodeURIComponent("<b>success</b>")}`)).json)).toEqual([h.weird]);
  });
});

describe("invalid values are a 400 with a message", () => {
  it.each([
    ["?priceRange=cheap", "Price range"],
    ["?priceRange=5000-100", "Price range"],
    ["?minPrice=-5", "Minimum price"],
    ["?maxPrice=abc", "Maximum price"],
    ["?difficulty=insane", "Difficulty"],
    ["?duration=long", "Duration"],
    ["?season=monsoon", "Season"],
    ["?weapons=laser", "Weapons"],
    ["?outfitterId=abc", "Outfitter"],
    ["?limit=0", "Limit"],
    ["?limit=101", "Limit"],
    ["?cursor=not-a-cursor", "Cursor"],
    [`?location=${"x".repeat(101)}`, "Location"],
  ])("%s", async (qs, field) => {
    const r = await search(qs);
    expect(r.status).toBe(400);
    expect((r.json as unknown as { message: string }).message).toContain(field);
  });
});

describe.each(HEADS)("paging (head rows %i)", (headRows) => {
  beforeAll(() => useHeadRows(headRows));

  it("walks every page with a cursor, without repeats, in the listing order", async () => {
    const all = ids((await call<Page>(searchGET, { url: "/api/hunts?limit=100" })).json.hunts);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const qs: string = `?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const r = await call<Page>(searchGET, { url: `/api/hunts${qs}` });
      expect(r.status).toBe(200);
      expect(r.json.hunts.length).toBeLessThanOrEqual(2);
      expect(r.json.hasMore).toBe(r.json.nextCursor !== null);
      seen.push(...ids(r.json.hunts));
      cursor = r.json.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 2));
  });

  it("goes back with `before` to the same previous page", async () => {
    const first = (await call<Page>(searchGET, { url: "/api/hunts?limit=2" })).json;
    expect(first.prevCursor).toBeNull();
    const second = (await call<Page>(searchGET, { url: `/api/hunts?limit=2&cursor=${first.nextCursor}` })).json;
    expect(second.prevCursor).not.toBeNull();
    const back = (await call<Page>(searchGET, { url: `/api/hunts?limit=2&before=${second.prevCursor}` })).json;
    expect(ids(back.hunts)).toEqual(ids(first.hunts));
    expect(back.prevCursor).toBeNull();
    expect(back.nextCursor).toBe(first.nextCursor);
  });

  it("keeps the plain list bounded and says when there is more", async () => {
    if (!bulkCreated) {
      for (let i = 0; i < 21; i++) await createHunt({ outfitterId: plain.id, title: `Bulk Hunt ${i}`, species: ["quail"] });
      bulkCreated = true;
    }
    const r = await search("");
    expect(r.json).toHaveLength(24);
    expect(r.headers.get("x-next-cursor")).toBeTruthy();
    const rest = await call<Page>(searchGET, { url: `/api/hunts?cursor=${r.headers.get("x-next-cursor")}` });
    expect(rest.json.hunts).toHaveLength(2);
    expect(rest.json.hasMore).toBe(false);
  });

  it("pages filtered results (indexes step) forward and back without repeats", async () => {
    const qs = "species=quail&maxPrice=100000&dates=2027";
    const all = ids((await call<Page>(searchGET, { url: `/api/hunts?${qs}&limit=100` })).json.hunts);
    expect(all).toHaveLength(21);
    const pages: number[][] = [];
    let cursor: string | null = null;
    do {
      const r: { json: Page } = await call<Page>(searchGET, { url: `/api/hunts?${qs}&limit=5${cursor ? `&cursor=${cursor}` : ""}` });
      pages.push(ids(r.json.hunts));
      cursor = r.json.nextCursor;
    } while (cursor && pages.length < 10);
    expect(pages.flat()).toEqual(all);
    const third = (await call<Page>(searchGET, { url: `/api/hunts?${qs}&limit=5&cursor=${encodeURIComponent(pageCursorAfter(all[9]!))}` }))
      .json;
    const back = (await call<Page>(searchGET, { url: `/api/hunts?${qs}&limit=5&before=${third.prevCursor}` })).json;
    expect(ids(back.hunts)).toEqual(pages[1]);
  });

  it("counts matches up to a cap", async () => {
    expect(await countHunts({ species: "quail" })).toEqual({ count: 21, capped: false });
    expect(await countHunts({ species: "quail" }, 10)).toEqual({ count: 10, capped: true });
    expect(await countHunts({ species: "elk" })).toEqual({ count: 1, capped: false });
  });

  it("counts every kind of search as its list does", async () => {
    const cases: HuntFilters[] = [
      {},
      { location: "usa" },
      { dates: "2027" },
      { price: { max: 400000 } },
      { season: "fall" },
      { weapons: ["rifle"] },
      { outfitterId: top.id },
      { outfitterId: plain.id, difficulty: "easy" },
      { species: "quail", price: { max: 100000 } },
      { species: "quail", dates: "2027" },
      { species: "deer", location: "texas", season: "fall" },
      { species: "bear", outfitterId: top.id },
      { species: "elk", location: "alaska" },
      { location: "usa", season: "fall", price: { min: 100000 } },
    ];
    for (const f of cases) {
      const listed = (await searchHunts(f, { limit: 100 })).hunts.length;
      expect(await countHunts(f), JSON.stringify(f)).toEqual({ count: Math.min(listed, 100), capped: false });
      if (listed > 1) expect(await countHunts(f, listed - 1), JSON.stringify(f)).toEqual({ count: listed - 1, capped: true });
    }
  });
});

describe("the species head runs as prepared statements with a fixed text", () => {
  // Prepared statements are kept per connection by their text; a text that changed with the
  // filter values would fill every connection's statement cache (lib/hunts/search.ts, keySlots).
  const text = (q: { sql: string }) => q.sql;
  const dialect = new PgDialect();
  const compile = (f: HuntFilters, cursor?: { rank: number; id: number }) => {
    const page = searchSql(f, { limit: 24, cursor });
    const count = countSql(f);
    return {
      prepared: page.prepared && count.prepared,
      head: text(dialect.sqlToQuery(page.head)),
      boundary: text(dialect.sqlToQuery(page.boundary!)),
      countHead: text(dialect.sqlToQuery(count.head)),
    };
  };
  const bare = { species: "moose" } satisfies HuntFilters;
  const full: HuntFilters = {
    species: "pronghorn",
    location: "it's 100%_\\",
    dates: "june",
    outfitterId: 7,
    price: { min: 1, max: 2 },
    duration: { min: 3 },
    difficulty: "easy",
    season: "spring",
    weapons: ["bow", "rifle", "crossbow"],
  };

  it("has the same texts whichever filters are set, for the same number of species terms", () => {
    const a = compile(bare);
    expect(a.prepared).toBe(true);
    for (const f of [full, { ...bare, location: "x" }, { ...bare, weapons: ["bow" as const] }, { ...bare, price: { max: 5 } }]) {
      const b = compile(f);
      expect(b.head, JSON.stringify(f)).toBe(a.head);
      expect(b.boundary, JSON.stringify(f)).toBe(a.boundary);
    }
    // A count with no filter beyond the species reads the key alone, one more fixed text.
    expect(compile({ ...bare, location: "x" }).countHead).toBe(compile(full).countHead);
    expect(compile({ ...bare, season: "fall" }).countHead).toBe(compile(bare).countHead);
  });

  it("has one more text per page direction, not per cursor value", () => {
    expect(compile(bare, { rank: 1, id: 10 }).head).toBe(compile(full, { rank: 2, id: 99 }).head);
  });

  it("plans prepared statements once, generically, parsed-once statements with their values, and every other statement with its values (PostgreSQL)", async () => {
    const { dbClient, queryRowsParsedOnce, queryRowsPrepared } = await import("@/db");
    const mode = sql`SELECT current_setting('plan_cache_mode') AS mode`;
    const prepared = (await queryRowsPrepared<{ mode: string }>(db, mode))[0]!.mode;
    const parsedOnce = (await queryRowsParsedOnce<{ mode: string }>(db, mode))[0]!.mode;
    const other = (await queryRows<{ mode: string }>(db, mode))[0]!.mode;
    // The main pool keeps PostgreSQL's default: PL/pgSQL triggers cache their statements' plans
    // on it, and forcing custom plans there re-planned every trigger statement on every row.
    expect(other).toBe("auto");
    const onPostgres = dbClient().kind === "postgres";
    expect(prepared).toBe(onPostgres ? "force_generic_plan" : "auto");
    // The sorted searches: named, but never a generic plan (how far an order's index is walked
    // depends on how many hunts the values match).
    expect(parsedOnce).toBe(onPostgres ? "force_custom_plan" : "auto");
    // Inside a transaction it is the transaction's own connection.
    const inTx = await db.transaction(async (tx) => (await queryRowsParsedOnce<{ mode: string }>(tx, mode))[0]!.mode);
    expect(inTx).toBe("auto");
  });

  it("prepares nothing else: steps that choose indexes by the values run unprepared", () => {
    expect(searchSql({ location: "montana", season: "fall" }).prepared).toBe(false);
    expect(searchSql({}).prepared).toBe(false);
    expect(countSql({ location: "montana" }).prepared).toBe(false);
    expect(countSql({ season: "fall" }).prepared).toBe(false);
  });

  it("finds the same hunts with every filter set on the species head as without the fixed shape", async () => {
    const r = await searchHunts({
      species: "deer",
      location: "TEXAS",
      dates: "november",
      outfitterId: top.id,
      price: { min: 300000, max: 400000 },
      duration: { min: 4, max: 4 },
      difficulty: "moderate",
      season: "fall",
      weapons: ["bow", "crossbow"],
    });
    expect(r.hunts.map((x) => x.id)).toEqual([h.deerTx]);
    expect((await searchHunts({ species: "deer", weapons: ["crossbow"] })).hunts).toEqual([]);
    expect((await searchHunts({ species: "deer", outfitterId: plain.id })).hunts).toEqual([]);
  });
});

describe("a listing head thinned by price, duration, facets, location or trips", () => {
  // Rare facets (crossbow) used to read 2,000 hunt rows to find none; the head now checks them on
  // the covering listing key (hunts_listed_key_idx) and reads a hunt row only for a match.
  /** The head's plan (JSON text) when scans other than index scans are ruled out. */
  const planOf = async (query: SQL) => {
    await db.execute(sql`VACUUM ANALYZE hunts`);
    return db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const rows = await queryRows<Record<string, unknown>>(tx, sql`EXPLAIN (FORMAT JSON) ${query}`);
      return JSON.stringify(Object.values(rows[0]!)[0]);
    });
  };
  const indexPlan = (f: HuntFilters) => planOf(searchSql(f, { limit: 24 }).head);

  it("walks the covering listing key, index only, and joins hunts for matches alone", async () => {
    expect(await indexPlan({ weapons: ["crossbow"] })).toMatch(/"Index Only Scan"[^}]*"Index Name":"hunts_listed_key_idx"/);
  });

  it("sorts by the soonest departure on its covering index, index only, and reads hunts for the page alone", async () => {
    const { sortedSearchSql } = await import("@/lib/hunts/search-sorted");
    const { filterConditions } = await import("@/lib/hunts/search");
    const f: HuntFilters = { species: "elk", from: "2099-01-01", to: "2099-02-01", partySize: 2, price: { max: 900000 } };
    const plan = await planOf(sortedSearchSql(filterConditions(f), "soonest", {}).query);
    expect(plan).toMatch(/"Index Only Scan"[^}]*"Index Name":"hunts_listed_soonest_idx"/);
  });

  it("starts a short date range from its departures and checks each hunt on hunts_listed_id_idx, index only", async () => {
    const f: HuntFilters = { from: "2099-01-01", to: "2099-01-02" };
    const plan = await indexPlan(f);
    expect(plan).toMatch(/"Index Only Scan"[^}]*"Index Name":"hunts_listed_id_idx"/);
    // Keys first: the page's hunts are read whole, and joined to their outfitters, after the limit.
    expect(new PgDialect().sqlToQuery(searchSql(f, { limit: 24 }).head).sql).toMatch(
      /LIMIT \$\d+\) k\s+JOIN hunts h ON h.id = k.id JOIN users u/,
    );
  });

  it("checks the search box's words on the key's search text (hunts_listed_key_idx), index only", async () => {
    const plan = await indexPlan({ location: "montana" });
    expect(plan).toMatch(/"Index Only Scan"[^}]*"Index Name":"hunts_listed_key_idx"/);
    expect(plan).toContain("m.search_text");
  });

  it("is the listing key only while no dates text or outfitter filter needs the hunt row", () => {
    const text = (f: HuntFilters) => new PgDialect().sqlToQuery(searchSql(f, { limit: 24 }).head).sql;
    const keyed: HuntFilters[] = [
      { weapons: ["crossbow"] },
      { price: { min: 100 } },
      { duration: { max: 3 } },
      { season: "fall" },
      { location: "texas" },
      { from: "2099-01-01" },
      { partySize: 3 },
    ];
    for (const f of keyed) expect(text(f), JSON.stringify(f)).toContain("FROM hunts k");
    for (const f of [{ dates: "june" }, {}, { outfitterId: 1, from: "2099-01-01" }])
      expect(text(f), JSON.stringify(f)).not.toContain("FROM hunts k");
  });

  it("has one text per set of location and trip filters, whatever their values", () => {
    const compile = (f: HuntFilters) => {
      const q = searchSql(f, { limit: 24 });
      return { prepared: q.prepared, head: new PgDialect().sqlToQuery(q.head).sql };
    };
    const pairs: [HuntFilters, HuntFilters][] = [
      [{ location: "montana" }, { location: "kodiak" }],
      [{ from: "2099-01-01", to: "2099-02-01" }, { partySize: 4 }],
      [{ from: "2099-01-01" }, { to: "2099-03-01", partySize: 2 }],
      [
        { location: "a", from: "2099-01-01" },
        { location: "b", partySize: 6 },
      ],
    ];
    for (const [a, b] of pairs) {
      expect(compile(a).prepared, JSON.stringify(a)).toBe(true);
      expect(compile(b).head, JSON.stringify([a, b])).toBe(compile(a).head);
    }
    expect(compile({ location: "a" }).head).not.toBe(compile({ price: { min: 1 } }).head);
    expect(compile({ from: "2099-01-01" }).head).not.toBe(compile({ price: { min: 1 } }).head);
  });

  it("probes each entry's departures on the key, never hashing the range's departures (a generic plan)", async () => {
    const q = searchSql({ from: "2099-01-01", to: "2099-02-01" }, { limit: 24 });
    const { sql: text, params } = new PgDialect().sqlToQuery(q.head);
    const literal = (v: unknown) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql.raw("SET LOCAL plan_cache_mode = force_generic_plan"));
      await tx.execute(sql.raw(`PREPARE trip_head AS ${text}`));
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE trip_head(${params.map(literal).join(", ")})`),
      );
      await tx.execute(sql.raw("DEALLOCATE trip_head"));
      return JSON.stringify(Object.values(rows[0]!)[0]);
    });
    expect(plan).toMatch(/"Index Only Scan"[^}]*"Index Name":"hunts_listed_key_idx"/);
    expect(plan).toContain("SubPlan");
    expect(plan).not.toMatch(/Hash/);
  });

  it("runs as a prepared statement with one text whichever key filter is set", () => {
    const compile = (f: HuntFilters, cursor?: { rank: number; id: number }) => {
      const q = searchSql(f, { limit: 24, cursor });
      return { prepared: q.prepared, head: new PgDialect().sqlToQuery(q.head).sql, boundary: new PgDialect().sqlToQuery(q.boundary!).sql };
    };
    const a = compile({ weapons: ["crossbow"] });
    expect(a.prepared).toBe(true);
    for (const f of [
      { price: { min: 100, max: 900 } },
      { duration: { max: 3 } },
      { season: "fall" as const },
      { difficulty: "easy" as const },
      { weapons: ["bow" as const, "rifle" as const] },
    ]) {
      const b = compile(f);
      expect(b.prepared, JSON.stringify(f)).toBe(true);
      expect(b.head, JSON.stringify(f)).toBe(a.head);
      expect(b.boundary, JSON.stringify(f)).toBe(a.boundary);
    }
    expect(compile({ price: { min: 1 } }, { rank: 1, id: 10 }).head).toBe(compile({ season: "winter" }, { rank: 2, id: 99 }).head);
    // Two key filters go straight to the filters' indexes, chosen by the values: not prepared.
    expect(searchSql({ price: { min: 1 }, season: "fall" }).prepared).toBe(false);
  });

  it("pages through the same hunts whichever head size finds them", async () => {
    const walk = async (qs: string) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url: string = `/api/hunts?${qs}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
        const r = await call<Page>(searchGET, { url });
        expect(r.status).toBe(200);
        seen.push(...ids(r.json.hunts));
        cursor = r.json.nextCursor;
        pages++;
      } while (cursor && pages < 50);
      return seen;
    };
    const rifles = ids((await call<Page>(searchGET, { url: "/api/hunts?weapons=rifle&limit=100" })).json.hunts);
    expect(rifles).toEqual(expect.arrayContaining([h.bearAk, h.weird, h.elkMt]));
    expect(rifles).not.toContain(h.duckAr);
    const cheap = ids((await call<Page>(searchGET, { url: "/api/hunts?maxPrice=1500&limit=100" })).json.hunts);
    expect(cheap).toEqual(expect.arrayContaining([h.duckAr, h.weird]));
    expect(cheap).not.toContain(h.bearAk);
    const saved = searchTuning.headRows;
    try {
      for (const rows of [2, 3, 2000]) {
        searchTuning.headRows = rows;
        expect(await walk("weapons=rifle"), `head rows ${rows}`).toEqual(rifles);
        expect(await walk("maxPrice=1500"), `head rows ${rows}`).toEqual(cheap);
        expect(await walk("weapons=crossbow"), `head rows ${rows}`).toEqual([]);
      }
    } finally {
      searchTuning.headRows = saved;
    }
  });
});
