import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { hunts, savedSearches } from "@/db/schema";
import { PUT as putHunt } from "@/app/api/hunts/[id]/route";
import { GET as getHunts, POST as postHunt } from "@/app/api/hunts/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { saveHuntFees } from "@/lib/hunts/fees";
import { searchHunts } from "@/lib/hunts/search";
import { cacheableSearch } from "@/lib/hunts/search-cache";
import { filtersOf, huntSearchQuerySchema } from "@/lib/hunts/search-schema";
import { matchChangedHunts } from "@/lib/saved-searches/match";
import { savedSearchInputSchema } from "@/lib/saved-searches/schema";
import { createSavedSearch } from "@/lib/saved-searches/service";
import { EMPTY_FEES, type HuntFees } from "@/lib/money/price-lines/types";
import { toPublicUser } from "@/lib/users/public-user";
import { createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { call } from "../../support/http";

// Search by the whole price (issue 46): maxAllIn, sort=all_in_asc, "Licence included" and "No
// trophy fees", on every head the search can take (listing key, species stream, outfitter, sorted).
const place = `Allinville ${Date.now()}`;
let outfitterId: number;
let token: string;
const ids = { elk: 0, included: 0, plain: 0, trophy: 0, other: 0 };

const elkFees: HuntFees = {
  ...EMPTY_FEES,
  trophyFees: [{ species: "Bull elk", woundedLostCounts: true, fixedCents: 150000, tiers: [], scoreUnit: null }],
  licences: [{ name: "Elk licence", obtainedBy: "hunter", residentCents: 6000, nonResidentCents: 95900, agencyUrl: null }],
  addOns: [{ name: "Meat processing", priceCents: 35000, unit: "per_person", required: true }],
  taxBp: 700,
};
const includedFees: HuntFees = {
  ...EMPTY_FEES,
  licences: [{ name: "Tags", obtainedBy: "included", residentCents: 0, nonResidentCents: 0, agencyUrl: null }],
};
const trophyFees: HuntFees = {
  ...EMPTY_FEES,
  trophyFees: [{ species: "Kudu", woundedLostCounts: false, fixedCents: 250000, tiers: [], scoreUnit: null }],
};

async function make(priceCents: number, fees: HuntFees | null, species = ["elk/wapiti"], outfitter = outfitterId) {
  const h = await createHunt({ outfitterId: outfitter, priceCents, durationDays: 5, species, location: `${place}, Montana, USA` });
  if (fees) await saveHuntFees(db, h, fees);
  return h.id;
}

const q = (extra: Record<string, string>) => filtersOf(huntSearchQuerySchema.parse({ location: place, ...extra }));
const idsOf = (page: { hunts: { id: number }[] }) => page.hunts.map((h) => h.id);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

beforeAll(async () => {
  const o = await createOutfitter();
  outfitterId = o.id;
  token = await issueApiToken(o.id);
  // (3700 + 350) × 1.07 + 959 = 5292.50: the price alone is under 4,500, the whole price is not.
  ids.elk = await make(370000, elkFees);
  ids.included = await make(450000, includedFees);
  ids.plain = await make(200000, null);
  ids.trophy = await make(300000, trophyFees, ["kudu"]);
  ids.other = await make(100000, null, ["elk/wapiti"], (await createOutfitter()).id);
});

describe("the all-in columns on hunts", () => {
  it("are kept from hunt_pricing by the triggers, and the price for a hunt without fees", async () => {
    const rows = await db.select().from(hunts).where(eq(hunts.id, ids.elk));
    expect(rows[0]).toMatchObject({ allInFromCents: 529250, licenceIncluded: false, hasTrophyFees: true });
    const [plain] = await db.select().from(hunts).where(eq(hunts.id, ids.plain));
    expect(plain).toMatchObject({ allInFromCents: 200000, licenceIncluded: false, hasTrophyFees: false });
    const [inc] = await db.select().from(hunts).where(eq(hunts.id, ids.included));
    expect(inc).toMatchObject({ allInFromCents: 450000, licenceIncluded: true, hasTrophyFees: false });
    // A direct write never sticks: the trigger puts the derived value back.
    await db.update(hunts).set({ allInFromCents: 1, hasTrophyFees: false }).where(eq(hunts.id, ids.elk));
    const [again] = await db.select().from(hunts).where(eq(hunts.id, ids.elk));
    expect(again).toMatchObject({ allInFromCents: 529250, hasTrophyFees: true });
  });

  it("follow a price change through PUT /api/hunts/{id}, the stored fees kept", async () => {
    const body = {
      title: "Pronghorn Hunt",
      description: "Three days on the plains.",
      species: ["pronghorn"],
      location: "Wyoming, USA",
      price: 1000,
      duration: 3,
      groupSize: 2,
      dates: "Oct 1-3, 2027",
      availability: 2,
    };
    const fees = { addOns: [{ name: "Field care", price: 100, unit: "per_booking", required: true }] };
    const made = await call<{ id: number }>(postHunt, { token, body: { ...body, fees } });
    expect(made.status).toBe(201);
    const r = await call(putHunt, { method: "PUT", token, params: { id: String(made.json.id) }, body: { ...body, price: 1500 } });
    expect(r.status).toBe(200);
    const [row] = await db.select().from(hunts).where(eq(hunts.id, made.json.id));
    expect(row!.allInFromCents).toBe(160000);
  });
});

describe("searching by the whole price", () => {
  it("maxAllIn compares the all-in from, not the price", async () => {
    expect(sorted(idsOf(await searchHunts(q({ maxAllIn: "4500" }))))).toEqual(sorted([ids.included, ids.plain, ids.trophy, ids.other]));
    expect(sorted(idsOf(await searchHunts(q({ maxAllIn: "5292.50" }))))).toContain(ids.elk);
    expect(idsOf(await searchHunts(q({ maxAllIn: "5292.49" })))).not.toContain(ids.elk);
  });

  it("Licence included and No trophy fees", async () => {
    expect(idsOf(await searchHunts(q({ licenceIncluded: "true" })))).toEqual([ids.included]);
    expect(sorted(idsOf(await searchHunts(q({ noTrophyFees: "true" }))))).toEqual(sorted([ids.included, ids.plain, ids.other]));
    expect(idsOf(await searchHunts(q({ noTrophyFees: "true", licenceIncluded: "true", maxAllIn: "4000" })))).toEqual([]);
  });

  it("every head applies them: species stream, outfitter, listing and sorted", async () => {
    expect(sorted(idsOf(await searchHunts(q({ species: "elk", noTrophyFees: "true" }))))).toEqual(
      sorted([ids.included, ids.plain, ids.other]),
    );
    expect(sorted(idsOf(await searchHunts(q({ species: "elk", maxAllIn: "2500" }))))).toEqual(sorted([ids.plain, ids.other]));
    const byOutfitter = filtersOf(huntSearchQuerySchema.parse({ outfitterId: String(outfitterId), noTrophyFees: "true" }));
    const mine = idsOf(await searchHunts(byOutfitter));
    expect(mine).toEqual(expect.arrayContaining([ids.included, ids.plain]));
    expect(mine).not.toEqual(expect.arrayContaining([ids.elk]));
    expect(mine).not.toEqual(expect.arrayContaining([ids.trophy]));
    const noLocation = filtersOf(huntSearchQuerySchema.parse({ licenceIncluded: "true" }));
    expect(idsOf(await searchHunts(noLocation, { limit: 100 }))).toContain(ids.included);
    expect(idsOf(await searchHunts(q({ maxAllIn: "4500" }), { sort: "price_desc" }))).toEqual([
      ids.included,
      ids.trophy,
      ids.plain,
      ids.other,
    ]);
  });

  it("sort=all_in_asc orders by the all-in from and pages by keyset", async () => {
    const order = [ids.other, ids.plain, ids.trophy, ids.included, ids.elk];
    expect(idsOf(await searchHunts(q({}), { sort: "all_in_asc" }))).toEqual(order);
    const first = await searchHunts(q({}), { sort: "all_in_asc", limit: 2 });
    const cursor = huntSearchQuerySchema.parse({ sort: "all_in_asc", cursor: first.nextCursor! }).cursor;
    const second = await searchHunts(q({}), { sort: "all_in_asc", limit: 2, cursor });
    const before = huntSearchQuerySchema.parse({ sort: "all_in_asc", before: second.prevCursor! }).before;
    const back = await searchHunts(q({}), { sort: "all_in_asc", limit: 2, before });
    expect([...idsOf(first), ...idsOf(second)]).toEqual(order.slice(0, 4));
    expect(idsOf(back)).toEqual(order.slice(0, 2));
    expect(idsOf(await searchHunts(q({ noTrophyFees: "true" }), { sort: "all_in_asc" }))).toEqual([ids.other, ids.plain, ids.included]);
  });

  it("GET /api/hunts takes them, cards say from $X all-in, and bad values are a 400 naming the field", async () => {
    const url = `/api/hunts?location=${encodeURIComponent(place)}&sort=all_in_asc&maxAllIn=6000&noTrophyFees=false`;
    const r = await call<{ id: number; allInFrom: string }[]>(getHunts, { url });
    expect(r.status).toBe(200);
    expect(r.json.map((h) => h.id)).toEqual([ids.other, ids.plain, ids.trophy, ids.included, ids.elk]);
    expect(r.json.find((h) => h.id === ids.elk)!.allInFrom).toBe("5292.50");
    for (const [key, value, message] of [
      ["maxAllIn", "cheap", "Maximum all-in price must be an amount in dollars, like 2500 or 2500.00"],
      ["maxAllIn", "-5", "Maximum all-in price must be an amount in dollars, like 2500 or 2500.00"],
      ["licenceIncluded", "maybe", "Licence included must be true or false"],
      ["noTrophyFees", "2", "No trophy fees must be true or false"],
      ["sort", "all_in_desc", undefined],
    ] as const) {
      const bad = await call<{ errors: Record<string, string[]> }>(getHunts, { url: `/api/hunts?${key}=${value}` });
      expect(bad.status).toBe(400);
      expect(bad.json.errors[key]).toBeDefined();
      if (message) expect(bad.json.errors[key]).toEqual([message]);
    }
  });

  it("caches the closed flags with the first page, never a typed maximum", () => {
    expect(cacheableSearch(filtersOf(huntSearchQuerySchema.parse({ licenceIncluded: "true", noTrophyFees: "1" })), {})).toEqual({
      licenceIncluded: true,
      noTrophyFees: true,
    });
    expect(cacheableSearch(filtersOf(huntSearchQuerySchema.parse({ maxAllIn: "5000" })), {})).toBeNull();
  });
});

describe("saved searches keep the whole-price filters", () => {
  it("saves them from both pages and alerts only on hunts that meet them", async () => {
    const hunter = toPublicUser(await createHunter());
    const advanced = savedSearchInputSchema.parse({
      name: "All-in elk",
      frequency: "daily",
      path: "/advanced-search",
      filters: { location: place, maxAllIn: "4600", licenceIncluded: "true", noTrophyFees: "true", sort: "all_in_asc" },
    });
    const saved = await createSavedSearch(hunter, advanced);
    expect(saved.query).toBe(
      `licenceIncluded=true&location=${encodeURIComponent(place).replace(/%20/g, "+")}&maxAllIn=4600&noTrophyFees=true`,
    );
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row).toMatchObject({ allInMax: 460000, licenceIncluded: true, noTrophyFees: true });
    const browse = savedSearchInputSchema.safeParse({
      name: "Browse",
      frequency: "daily",
      path: "/browse-hunts",
      filters: { maxAllIn: "4600" },
    });
    expect(browse.success && browse.data.filters).toEqual({ maxAllIn: 460000 });
    const notOnBrowse = savedSearchInputSchema.safeParse({
      name: "Browse",
      frequency: "daily",
      path: "/browse-hunts",
      filters: { noTrophyFees: "true" },
    });
    expect(notOnBrowse.success).toBe(false);
    await db
      .update(savedSearches)
      .set({ checkedThrough: new Date(Date.now() - 86_400_000) })
      .where(eq(savedSearches.id, saved.id));
    const { matches } = await matchChangedHunts(db, new Date(Date.now() - 86_400_000), "digest", new Date());
    expect(matches.get(saved.id)).toEqual([ids.included]);
  });
});
