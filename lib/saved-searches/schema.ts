import { z } from "zod";
import { singleLine } from "@/lib/http/single-line";
import { filtersOf, huntSearchQuerySchema, type HuntFilters } from "@/lib/hunts/search-schema";

export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = { instant: "Instant", daily: "Daily", weekly: "Weekly" };

export const SAVED_SEARCHES_LIMIT = 20;
export const SAVED_SEARCH_NOT_FOUND = "Saved search not found";
export const SAVED_SEARCHES_HUNTERS_ONLY = "Only hunters can save searches";

/** The filters each search page reads from its URL: the pages read these lists, so a saved search keeps every one. */
export const SEARCH_PAGE_FILTERS = {
  "/browse-hunts": ["location", "species", "dates", "priceRange", "maxAllIn", "outfitterId", "from", "to", "partySize"],
  "/advanced-search": [
    "location",
    "species",
    "dates",
    "minPrice",
    "maxPrice",
    "maxAllIn",
    "difficulty",
    "duration",
    "season",
    "weapons",
    "from",
    "to",
    "partySize",
    "verified",
    "minHarvestRate",
    "tag",
    "licenceIncluded",
    "noTrophyFees",
    "deals",
  ],
} as const;
export type SearchPagePath = keyof typeof SEARCH_PAGE_FILTERS;

// Page state, not filters: a saved search is never saved at a page or in an order.
const PAGE_STATE = new Set(["sort", "limit", "cursor", "before"]);

const urlValue = z.union([z.string(), z.array(z.string())], { error: "Each filter must be text" });

export const savedSearchInputSchema = z
  .object({
    name: singleLine(
      z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
      "Name",
      "Name cannot contain control characters",
    ),
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES, { error: "Frequency must be one of: instant, daily, weekly" }),
    path: z
      .enum(["/browse-hunts", "/advanced-search"], { error: "Path must be /browse-hunts or /advanced-search" })
      .default("/browse-hunts"),
    filters: z.record(z.string(), urlValue, { error: "Filters must be the search's URL parameters" }).default({}),
  })
  .transform((v, ctx) => {
    const allowed: readonly string[] = SEARCH_PAGE_FILTERS[v.path];
    const input: Record<string, string> = {};
    for (const [key, raw] of Object.entries(v.filters)) {
      if (PAGE_STATE.has(key)) continue;
      const text = Array.isArray(raw) ? raw.join(",") : raw;
      if (!allowed.includes(key)) {
        ctx.addIssue({ code: "custom", path: ["filters", key], message: `Unknown search filter: ${key.slice(0, 40)}` });
        continue;
      }
      if (text.trim()) input[key] = text;
    }
    // The search's own schema: the same messages /api/hunts/search answers for the same values.
    const parsed = huntSearchQuerySchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", path: ["filters", ...issue.path.map(String)], message: issue.message });
      return z.NEVER;
    }
    const filters: HuntFilters = filtersOf(parsed.data);
    const query = new URLSearchParams(Object.entries(input).sort(([a], [b]) => a.localeCompare(b))).toString();
    return { name: v.name, frequency: v.frequency, path: v.path, query, filters };
  });

export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;

export const savedSearchUpdateSchema = z.object({
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, { error: "Frequency must be one of: instant, daily, weekly" }).optional(),
  alertsOn: z.boolean({ error: "alertsOn must be true or false" }).optional(),
});
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>;

export const unsubscribeTokenSchema = z.object({
  token: z.string({ error: "Token is required" }).min(1, "Token is required").max(200, "Token is not valid"),
});

export type SavedSearchView = {
  id: number;
  name: string;
  path: SearchPagePath;
  query: string;
  href: string;
  frequency: SavedSearchFrequency;
  alertsOn: boolean;
  lastAlertedAt: string | null;
  createdAt: string;
};

/** The name the save dialog suggests: the search's species and place, else a plain default. */
export function suggestedSearchName(values: Record<string, string | undefined>): string {
  const parts = [
    values.species && values.species !== "all" ? values.species : null,
    values.location ? `in ${values.location}` : null,
  ].filter(Boolean);
  const name = parts.length ? parts.join(" ") : "My hunt search";
  return name.charAt(0).toUpperCase() + name.slice(1, 80);
}
