import { sql } from "drizzle-orm";
import { savedSearchAlerts, savedSearches } from "@/db/schema";
import { DEAL_WINDOW_DAYS } from "@/lib/departures/deals";
import { todayIso } from "@/lib/departures/dates";
import { filterColumnsOf } from "@/lib/saved-searches/filter-columns";
import { savedSearchInputSchema } from "@/lib/saved-searches/schema";
import { daysAgo, pick, type SeedContext } from "./context";
import { DEMO_HUNTER_EMAIL } from "./data/people";
import { seedAlertDemo } from "./alert-demo";

// The demo hunter's saved searches (issue 50): one of each frequency, one already alerted.
const DEMO_SEARCHES = [
  { name: "Elk in Montana", frequency: "daily", path: "/browse-hunts", filters: { species: "elk", location: "montana" } },
  {
    name: "Fall bow hunts under $6,000",
    frequency: "weekly",
    path: "/advanced-search",
    filters: { weapons: "bow", season: "fall", maxPrice: "6000" },
  },
  { name: "Any whitetail", frequency: "instant", path: "/browse-hunts", filters: { species: "white-tailed deer" } },
] as const;

export async function seedSavedSearches(ctx: SeedContext) {
  const hannah = pick(ctx.hunterByEmail, DEMO_HUNTER_EMAIL);
  const rows = DEMO_SEARCHES.map((s, i) => {
    const input = savedSearchInputSchema.parse(s);
    return {
      hunterId: hannah.id,
      name: input.name,
      path: input.path,
      query: input.query,
      frequency: input.frequency,
      ...filterColumnsOf(input.filters),
      createdAt: daysAgo(ctx, 20 - i * 5),
      checkedThrough: daysAgo(ctx, 1),
      lastAlertedAt: i === 0 ? daysAgo(ctx, 1) : null,
    };
  });
  const inserted = await ctx.tx
    .insert(savedSearches)
    .values(rows)
    .returning({ id: savedSearches.id, name: savedSearches.name, path: savedSearches.path, query: savedSearches.query });
  await ctx.tx.insert(savedSearchAlerts).values({
    savedSearchId: inserted[0]!.id,
    period: `daily:${daysAgo(ctx, 1).toISOString().slice(0, 10)}`,
    huntIds: [],
    departureIds: [],
    createdAt: daysAgo(ctx, 1),
  });
  await seedAlertDemo(ctx, inserted[0]!);
  await seedLastMinuteDeals(ctx);
}

/** Deals of the demo (issue 50): the three soonest bookable departures of listed hunts within the window, 20%, 15% and 25% off. */
async function seedLastMinuteDeals(ctx: SeedContext) {
  const today = todayIso(ctx.now);
  await ctx.tx
    .execute(sql`UPDATE hunt_departures d SET deal_discount_bp = x.bp, deal_marked_at = ${daysAgo(ctx, 2).toISOString()}::timestamptz
    FROM (SELECT d2.id, (ARRAY[2000, 1500, 2500])[row_number() OVER (ORDER BY d2.start_date, d2.id)] AS bp
            FROM hunt_departures d2 JOIN hunts h ON h.id = d2.hunt_id
           WHERE h.is_active AND h.search_rank > 0 AND h.price_cents >= 10000 AND d2.spots_left > 0
             AND d2.start_date >= ${today}::date + 3 AND d2.start_date <= ${today}::date + ${DEAL_WINDOW_DAYS}::int
           ORDER BY d2.start_date, d2.id LIMIT 3) x
   WHERE d.id = x.id`);
}
