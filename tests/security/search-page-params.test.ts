import { describe, expect, it } from "vitest";
import { createHunt, createOutfitter } from "@/seed/factories";
import { unstorableText } from "@/lib/http/text";
import { loadSearchPage } from "@/lib/hunts/search-page";
import { huntSearchQuerySchema } from "@/lib/hunts/search-schema";

/**
 * The search pages (/browse-hunts, /advanced-search, the home page's search) read the URL query
 * leniently: text PostgreSQL cannot store (NUL, a lone surrogate) in any parameter
 * (?location=a%00b was a 500 with the whole SQL in the log) is dropped with a message, and the
 * page is the search without it. The API (GET /api/hunts) answers 400: hostile-params.test.ts.
 */
const KEYS = Object.keys(huntSearchQuerySchema.shape) as Array<keyof typeof huntSearchQuerySchema.shape>;
const BAD = ["a\u0000b", "\u0000", "bad \uD800", "\uDC00x"];
const hasUnstorable = (v: unknown): boolean =>
  typeof v === "string"
    ? unstorableText(v) !== null
    : v && typeof v === "object"
      ? Object.entries(v).some(([k, x]) => hasUnstorable(k) || hasUnstorable(x))
      : false;

describe("search pages with unstorable text in the query", () => {
  it.each(KEYS)("?%s= drops the value with a message and still searches", async (key) => {
    const o = await createOutfitter();
    await createHunt({ outfitterId: o.id, location: "Montana, USA" });
    for (const bad of BAD) {
      const page = await loadSearchPage(
        "/browse-hunts",
        { [key]: bad, location: key === "location" ? bad : "Montana" },
        KEYS.filter((k) => k !== "cursor" && k !== "before"),
      );
      expect(page.errors.length, `${key}=${JSON.stringify(bad)}`).toBeGreaterThan(0);
      expect(hasUnstorable(page.values), `${key}=${JSON.stringify(bad)} echoed back`).toBe(false);
      expect(hasUnstorable([page.prevHref, page.nextHref, page.clearHref])).toBe(false);
    }
  });

  it("every parameter bad at once: the unfiltered search, with a message for each", async () => {
    const sp = Object.fromEntries(KEYS.map((k) => [k, "a\u0000b"]));
    const page = await loadSearchPage(
      "/advanced-search",
      sp,
      KEYS.filter((k) => k !== "cursor" && k !== "before"),
    );
    expect(page.errors.length).toBeGreaterThanOrEqual(KEYS.length);
    expect(page.errors).toContain("Location must not contain null characters");
    expect(page.values).toEqual({});
    expect(page.activeFilters).toBe(0);
  });

  it("repeated parameters (?species=a&species=%00) are read as one and dropped the same way", async () => {
    const page = await loadSearchPage("/browse-hunts", { species: ["elk", "a\u0000"], weapons: ["rifle", "\uD800"] }, [
      "species",
      "weapons",
    ]);
    expect(page.errors).toEqual(expect.arrayContaining(["Species must not contain null characters"]));
    expect(hasUnstorable(page.values)).toBe(false);
  });
});
