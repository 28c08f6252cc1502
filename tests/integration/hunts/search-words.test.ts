import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as searchGET } from "@/app/api/hunts/route";
import { db } from "@/db";
import { huntDepartures, users } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { searchHunts } from "@/lib/hunts/search";
import { countHunts } from "@/lib/hunts/search-count";
import { loadSearchPage } from "@/lib/hunts/search-page";
import type { PublicHunt } from "@/lib/hunts/present";
import { call } from "../../support/http";

// The search box (issue 53, item 2): place names and demonyms, every word somewhere in title,
// location, species or outfitter, dates typed among the words; the departure each card matched; and
// bookable hunts before sold-out ones in "Recommended" (item 3). One database for the file.
const search = (qs: string) => call<PublicHunt[]>(searchGET, { url: `/api/hunts${qs}` });
const idsOf = async (qs: string) => {
  const r = await search(qs);
  expect(r.status).toBe(200);
  return r.json.map((x) => x.id).sort((a, b) => a - b);
};
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);
const h: Record<string, number> = {};
let kestrel: { id: number };

beforeAll(async () => {
  const top = await createOutfitter({ firstName: "Summit Top", isTopTier: true });
  const plain = await createOutfitter({ firstName: "Glen Lodge" });
  kestrel = await createOutfitter({ firstName: "Kestrel Guides" });
  const hunt = (
    title: string,
    location: string,
    species: string[],
    departures: { startDate: string; endDate: string; spotsLeft?: number }[],
    outfitterId = plain.id,
  ) => createHunt({ outfitterId, title, location, species, groupSize: 4, departures: departures.map((d) => ({ spots: 4, ...d })) });
  h.stag = (
    await hunt("Red Stag Stalking", "Scottish Highlands, UK", ["red stag"], [{ startDate: "2027-10-04", endDate: "2027-10-08" }])
  ).id;
  h.roe = (await hunt("Roe Buck at Dawn", "Yorkshire, England", ["roe deer"], [{ startDate: "2027-05-03", endDate: "2027-05-06" }])).id;
  h.elkMt = (
    await hunt(
      "Bugling Bulls of the Bitterroot",
      "Montana, USA",
      ["elk/wapiti"],
      [
        { startDate: "2027-09-10", endDate: "2027-09-15" },
        { startDate: "2027-10-05", endDate: "2027-10-10", spotsLeft: 2 },
      ],
    )
  ).id;
  h.muleMt = (
    await hunt("Missouri Breaks Mule Deer", "Montana, USA", ["mule deer"], [{ startDate: "2027-11-01", endDate: "2027-11-05" }])
  ).id;
  h.elkNm = (
    await hunt("Gila Wilderness Bulls", "New Mexico, USA", ["elk/wapiti"], [{ startDate: "2027-10-20", endDate: "2027-10-25" }], kestrel.id)
  ).id;
  h.nz = (
    await hunt("Tahr on the Divide", "Canterbury, New Zealand", ["himalayan tahr"], [{ startDate: "2027-06-01", endDate: "2027-06-05" }])
  ).id;
  // Top-tier, every coming departure full: listed, but after every bookable hunt.
  h.soldOut = (
    await hunt("Full Camp Elk", "Wyoming, USA", ["elk/wapiti"], [{ startDate: "2027-10-01", endDate: "2027-10-05", spotsLeft: 0 }], top.id)
  ).id;
  h.topBookable = (
    await hunt("Open Camp Elk", "Wyoming, USA", ["elk/wapiti"], [{ startDate: "2027-10-12", endDate: "2027-10-16" }], top.id)
  ).id;
});

describe("place names, demonyms and codes", () => {
  it.each([
    ["Scotland", () => [h.stag]],
    ["scottish", () => [h.stag]],
    ["UK", () => [h.stag, h.roe]],
    ["United Kingdom", () => [h.stag, h.roe]],
    ["great britain", () => [h.stag, h.roe]],
    ["England", () => [h.roe]],
    ["NZ", () => [h.nz]],
    ["kiwi", () => [h.nz]],
    ["united states", () => [h.elkMt, h.muleMt, h.elkNm, h.soldOut, h.topBookable]],
  ])("%s", async (text, expected) => {
    expect(await idsOf(`?location=${encodeURIComponent(text)}`)).toEqual(sorted(...expected()));
  });

  it("matches a code only as a whole word, and a name at the start of a word", async () => {
    // "us" is not the "us" inside "Bugling Bulls" or "Missouri"; "uk" is not inside "Buck".
    expect(await idsOf("?location=us")).toEqual(sorted(h.elkMt, h.muleMt, h.elkNm, h.soldOut, h.topBookable));
    expect(await idsOf("?location=uk")).toEqual(sorted(h.stag, h.roe));
    expect(await idsOf("?location=itterroot")).toEqual([]);
  });
});

describe("several words: each must match title, location, species or outfitter", () => {
  it.each([
    ["montana elk", () => [h.elkMt]],
    ["elk montana", () => [h.elkMt]],
    ["Montana deer", () => [h.muleMt]],
    ["elk hunt in new mexico", () => [h.elkNm]],
    ["kestrel elk", () => [h.elkNm]],
    ["red stag scotland", () => [h.stag]],
    ["bitterroot bulls", () => [h.elkMt]],
    ["montana moose", () => []],
    ["scotland elk", () => []],
  ])("%s", async (text, expected) => {
    expect(await idsOf(`?location=${encodeURIComponent(text)}`)).toEqual(sorted(...expected()));
  });

  it("counts as it lists, on every head (species head, outfitter, indexes step)", async () => {
    for (const f of [{ location: "montana elk" }, { location: "elk", species: "elk" }, { location: "usa", outfitterId: kestrel.id }]) {
      const page = await searchHunts(f);
      expect((await countHunts(f)).count).toBe(page.hunts.length);
    }
    expect((await searchHunts({ location: "bitterroot", species: "elk" })).hunts.map((x) => x.id)).toEqual([h.elkMt]);
  });

  it("finds a hunt by its outfitter's new name at once", async () => {
    await db.update(users).set({ firstName: "Falcon Guides" }).where(eq(users.id, kestrel.id));
    expect(await idsOf("?location=falcon")).toEqual([h.elkNm]);
    expect(await idsOf("?location=kestrel")).toEqual([]);
    await db.update(users).set({ firstName: "Kestrel Guides" }).where(eq(users.id, kestrel.id));
  });
});

describe("a date typed among the words is a From/To", () => {
  it.each([
    ["elk october 2027", () => [h.elkMt, h.elkNm, h.topBookable]],
    ["elk oct 2027", () => [h.elkMt, h.elkNm, h.topBookable]],
    ["2027-10-05", () => [h.elkMt]],
    ["elk 2027-10-05 to 2027-10-20", () => [h.elkMt, h.elkNm, h.topBookable]],
    ["september-october 2027 montana", () => [h.elkMt]],
    ["5 october 2027", () => [h.elkMt]],
    ["usa november 2027", () => [h.muleMt]],
    ["elk 2028", () => []],
  ])("%s", async (text, expected) => {
    expect(await idsOf(`?location=${encodeURIComponent(text)}`)).toEqual(sorted(...expected()));
  });

  it("searches exactly as From/To over the same days, and the Dates (text) box too", async () => {
    const byFields = await idsOf("?from=2027-10-01&to=2027-10-31");
    expect(await idsOf("?location=october%202027")).toEqual(byFields);
    expect(await idsOf("?dates=October%202027")).toEqual(byFields);
    expect(byFields).toEqual(sorted(h.stag, h.elkMt, h.elkNm, h.topBookable));
  });

  it("leaves the dates to From and To when they are given", async () => {
    expect(await idsOf("?location=elk%20october%202027&from=2027-09-01&to=2027-09-30")).toEqual([h.elkMt]);
  });

  it.each([
    ["2027-02-30", "2027-02-30"],
    ["elk 2027-13-01", "2027-13-01"],
    ["feb 30 2027", "feb 30 2027"],
    ["november 2027 to october 2027", "november 2027 to october 2027"],
  ])("a date that does not exist (%s) is a 400 naming it, never a 5xx", async (text, named) => {
    const r = await call<{ error: string }>(searchGET, { url: `/api/hunts?location=${encodeURIComponent(text)}` });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.json)).toContain(`Location has a date that does not exist: ${named}`);
  });

  it.each([["october 32 2027"], ["2027-10"], ["99999"], ["-"], ["to"], ["🦌 elk"], ["oct oct oct oct oct"], ["1900-01-01"], ["may may"]])(
    "odd input (%s) is a 200",
    async (text) => {
      expect((await search(`?location=${encodeURIComponent(text)}`)).status).toBe(200);
    },
  );

  it("the search page drops a bad date with its message instead of failing", async () => {
    const page = await loadSearchPage("/browse-hunts", { location: "elk 2027-02-30" }, ["location"]);
    expect(page.errors).toEqual(["Location has a date that does not exist: 2027-02-30"]);
    expect(page.hunts.length).toBeGreaterThan(0);
  });
});

describe("each card has the departure that matched", () => {
  it("is the first departure in the window with room for the party, with its free spots", async () => {
    const [elk] = (await search("?location=elk%20montana%20october%202027")).json;
    expect(elk!.matchedDeparture).toEqual({ startDate: "2027-10-05", endDate: "2027-10-10", spotsLeft: 2 });
    const september = (await search("?location=bitterroot&from=2027-09-01")).json[0]!;
    expect(september.matchedDeparture).toEqual({ startDate: "2027-09-10", endDate: "2027-09-15", spotsLeft: 4 });
    const party3 = (await search("?location=bitterroot&partySize=3")).json[0]!;
    expect(party3.matchedDeparture).toEqual({ startDate: "2027-09-10", endDate: "2027-09-15", spotsLeft: 4 });
  });

  it("in every order, and on the pages' cards", async () => {
    for (const sort of ["soonest", "price_asc", "newest"]) {
      const [elk] = (await search(`?location=bitterroot&from=2027-10-01&to=2027-10-31&sort=${sort}`)).json;
      expect(elk!.matchedDeparture).toMatchObject({ startDate: "2027-10-05", spotsLeft: 2 });
    }
    const page = await loadSearchPage("/advanced-search", { species: "elk", from: "2027-10-01", to: "2027-10-31" }, [
      "species",
      "from",
      "to",
    ]);
    expect(page.hunts.every((x) => x.matchedDeparture && x.matchedDeparture.startDate >= "2027-10-01")).toBe(true);
  });

  it("is absent without dates or a party size", async () => {
    expect((await search("?location=bitterroot")).json[0]!.matchedDeparture).toBeUndefined();
  });
});

describe("Recommended: bookable before sold out", () => {
  it("ranks a plain outfitter's bookable hunt above a top-tier sold-out one, and moves it back when a spot frees", async () => {
    const order = (await search("?species=elk")).json.map((x) => x.id);
    expect(order.indexOf(h.topBookable)).toBe(0);
    expect(order.indexOf(h.soldOut)).toBe(order.length - 1);
    expect(order.indexOf(h.elkMt)).toBeLessThan(order.indexOf(h.soldOut));
    const listing = (await search("")).json.map((x) => x.id);
    expect(listing.at(-1)).toBe(h.soldOut);
    // The same on the listing's key and the indexes step (a rare word).
    expect((await search("?location=wyoming")).json.map((x) => x.id)).toEqual([h.topBookable, h.soldOut]);
    // A spot frees: the top-tier hunt is bookable again and goes back before the plain outfitter's.
    await db.update(huntDepartures).set({ spotsLeft: 1 }).where(eq(huntDepartures.huntId, h.soldOut));
    const after = (await search("?species=elk")).json.map((x) => x.id);
    expect(after.slice(0, 2).sort()).toEqual(sorted(h.soldOut, h.topBookable));
    await db.update(huntDepartures).set({ spotsLeft: 0 }).where(eq(huntDepartures.huntId, h.soldOut));
    expect((await search("?species=elk")).json.map((x) => x.id).at(-1)).toBe(h.soldOut);
  });
});
