import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db";
import { hunts, savedSearchAlerts, savedSearches } from "@/db/schema";
import { addDays, todayIso } from "@/lib/departures/dates";
import { searchHunts } from "@/lib/hunts/search";
import { runSavedSearchAlerts } from "@/lib/saved-searches/run";
import { savedSearchInputSchema } from "@/lib/saved-searches/schema";
import { createSavedSearch } from "@/lib/saved-searches/service";
import { toPublicUser, type PublicUser } from "@/lib/users/public-user";
import { createHunt, createHunter, createOutfitter } from "@/seed/factories";

/**
 * The alert run's matching (lib/saved-searches/match.ts) against the search itself: for any saved
 * search, its alert lists exactly the hunts searchHunts returns for the same filters that are new
 * (created, or given a departure) since the search last looked.
 */
const DAY = 86_400_000;
const day = (n: number) => addDays(todayIso(), n);
let hunter: PublicUser;
let changedIds: Set<number>;
const lookedAt = new Date(Date.now() - 2 * DAY);

beforeAll(async () => {
  hunter = toPublicUser(await createHunter());
  const outfitters = [await createOutfitter(), await createOutfitter()];
  const rng = fc.sample(
    fc.record({
      species: fc.constantFrom(["elk/wapiti"], ["mule deer"], ["white-tailed deer"], ["mule deer", "elk/wapiti"], ["pronghorn"]),
      location: fc.constantFrom("Montana, USA", "Wyoming, USA", "Texas, USA"),
      title: fc.constantFrom("Rifle Elk Hunt", "Archery Trophy Hunt", "Guided Plains Hunt", "Muzzleloader Week"),
      priceCents: fc.constantFrom(200000, 450000, 800000),
      durationDays: fc.constantFrom(3, 5, 7),
      groupSize: fc.constantFrom(1, 2, 4),
      difficulty: fc.constantFrom("easy", "moderate", "difficult", null),
      outfitter: fc.constantFrom(0, 1),
      age: fc.constantFrom("old", "new", "old-new-departure"),
      start: fc.integer({ min: 10, max: 200 }),
      spotsLeft: fc.constantFrom(0, 1, 3),
    }),
    { numRuns: 60, seed: 50 },
  );
  changedIds = new Set();
  for (const r of rng) {
    const created = r.age === "new" ? new Date() : new Date(Date.now() - 10 * DAY);
    const h = await createHunt({
      outfitterId: outfitters[r.outfitter]!.id,
      species: [...r.species],
      location: r.location,
      title: r.title,
      priceCents: r.priceCents,
      durationDays: r.durationDays,
      groupSize: r.groupSize,
      difficulty: r.difficulty as "easy" | null,
      createdAt: created,
      departures: [{ startDate: day(r.start), endDate: day(r.start + r.durationDays - 1), spots: 4, spotsLeft: r.spotsLeft }],
    });
    if (r.age !== "new")
      await db.execute(sql`UPDATE hunt_departures SET created_at = ${created.toISOString()}::timestamptz WHERE hunt_id = ${h.id}`);
    if (r.age === "old-new-departure") {
      await db.execute(sql`INSERT INTO hunt_departures (hunt_id, start_date, end_date, spots, spots_left)
                           VALUES (${h.id}, ${day(r.start + 30)}::date, ${day(r.start + 30 + r.durationDays - 1)}::date, 4, 2)`);
    }
    if (r.age !== "old") changedIds.add(h.id);
  }
});

const allFilters = fc.record({
  species: fc.constantFrom("elk", "mule deer", "deer", "white-tailed deer", "pronghorn"),
  location: fc.constantFrom("montana", "texas", "usa", "wyo"),
  minPrice: fc.constantFrom("2500", "4000"),
  maxPrice: fc.constantFrom("5000", "9000"),
  duration: fc.constantFrom("5", "4-7", "6+"),
  difficulty: fc.constantFrom("easy", "moderate", "difficult"),
  weapons: fc.constantFrom("rifle", "bow", "rifle,bow", "muzzleloader"),
  season: fc.constantFrom("fall", "winter", "summer"),
  partySize: fc.constantFrom("1", "2", "3"),
  from: fc.constantFrom(day(5), day(60), day(150)),
  to: fc.constantFrom(day(90), day(250)),
});
// Up to three filters at once, as most searches have: more and nearly nothing matches.
const filtersArb = fc
  .tuple(
    allFilters,
    fc.subarray(
      ["species", "location", "minPrice", "maxPrice", "duration", "difficulty", "weapons", "season", "partySize", "from", "to"] as const,
      { maxLength: 3 },
    ),
  )
  .map(([all, keys]) => Object.fromEntries(keys.map((k) => [k, all[k]])) as Partial<typeof all>);

describe("saved-search alerts match the search", () => {
  it("an alert lists exactly the hunts the search returns that are new since the last alert", async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filtersArb, async (filters) => {
        if (filters.from && filters.to && filters.to < filters.from) delete filters.to;
        const input = savedSearchInputSchema.parse({ name: "Property", frequency: "instant", path: "/advanced-search", filters });
        const saved = await createSavedSearch(hunter, input);
        await db.update(savedSearches).set({ checkedThrough: lookedAt }).where(eq(savedSearches.id, saved.id));
        const expected = (await searchHunts(input.filters, { limit: 100 })).hunts.map((h) => h.id).filter((id) => changedIds.has(id));
        if (expected.length) nonEmpty++;
        await runSavedSearchAlerts("instant");
        const [alert] = await db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.savedSearchId, saved.id));
        expect([...(alert?.huntIds ?? [])].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
        // A second run in the same period finds nothing new and sends nothing more.
        await runSavedSearchAlerts("instant");
        expect(await db.$count(savedSearchAlerts, eq(savedSearchAlerts.savedSearchId, saved.id))).toBe(alert ? 1 : 0);
        await db.delete(savedSearches).where(eq(savedSearches.id, saved.id));
      }),
      { numRuns: 40, seed: 5050 },
    );
    // The catalogue really has both kinds of change, and some searches match.
    expect(await db.$count(hunts)).toBeGreaterThan(50);
    expect(nonEmpty).toBeGreaterThan(5);
  }, 120_000);
});
