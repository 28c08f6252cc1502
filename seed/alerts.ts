import { savedSearchAlerts, savedSearches } from "@/db/schema";
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
}
