import { describe, expect, it } from "vitest";
import { huntDifficulty } from "@/db/schema/enums";
import { DIFFICULTIES } from "@/lib/hunts/search-options";
import { encodeCursor, filtersOf, huntSearchQuerySchema, parseRange } from "@/lib/hunts/search-schema";
import { speciesSearchTerms } from "@/lib/hunts/species-match";
import { SPECIES } from "@/lib/hunts/species";
import { likePattern } from "@/lib/hunts/search";
import { groupGear } from "@/lib/gear/group";
import { jsonLdText } from "@/lib/seo/json-ld";
import { safeImageSrc, skipOptimizer } from "@/lib/images";
import { searchQueryOf } from "@/components/landing/search-panel";

describe("species matching", () => {
  it("matches catalogue pairs, families, shorthand and plurals, never substrings", () => {
    expect(speciesSearchTerms("Elk")).toEqual(["elk", "elk/wapiti"]);
    expect(speciesSearchTerms("wapiti")).toContain("elk/wapiti");
    expect(speciesSearchTerms("bear")).toEqual(expect.arrayContaining(["black bear", "brown bear", "grizzly bear", "polar bear"]));
    expect(speciesSearchTerms("deer")).toEqual(expect.arrayContaining(["white-tailed deer", "mule deer", "red deer"]));
    expect(speciesSearchTerms("bears")).toContain("black bear");
    expect(speciesSearchTerms("whitetail")).toContain("white-tailed deer");
    expect(speciesSearchTerms("  Mule   Deer ")).toEqual(["mule deer"]);
    expect(speciesSearchTerms("all")).toEqual([]);
    expect(speciesSearchTerms("")).toEqual([]);
    expect(speciesSearchTerms("unicorn")).toEqual(["unicorn"]);
  });

  it("covers about 90 catalogue entries ending in 'other'", () => {
    expect(SPECIES.length).toBeGreaterThanOrEqual(85);
    expect(SPECIES.at(-1)).toBe("other");
  });
});

describe("search query schema", () => {
  const parse = (q: Record<string, string>) => huntSearchQuerySchema.safeParse(q);

  it("ignores empty values and reads the rest", () => {
    const r = parse({
      location: "  ",
      species: "",
      priceRange: "2500-5000",
      minPrice: "3000.50",
      duration: "15+",
      season: "Autumn",
      weapons: "Rifle, archery",
      limit: "10",
    });
    expect(r.success).toBe(true);
    const f = filtersOf(r.data!);
    expect(f).toEqual({ price: { min: 300050, max: 500000 }, duration: { min: 15 }, season: "fall", weapons: ["rifle", "bow"] });
  });

  it("rejects unreadable values with the field's name", () => {
    for (const [k, v] of [
      ["priceRange", "a-b"],
      ["minPrice", "1e5"],
      ["difficulty", "hard"],
      ["duration", "3-1"],
      ["limit", "500"],
      ["cursor", "Zm9v"],
      ["outfitterId", "12a"],
    ]) {
      const r = parse({ [k]: v });
      expect(r.success, `${k}=${v}`).toBe(false);
    }
  });

  it("round-trips a cursor", () => {
    const r = parse({ cursor: encodeCursor({ rank: 2, id: 123 }) });
    expect(r.data!.cursor).toEqual({ rank: 2, id: 123 });
  });

  it("reads ranges", () => {
    const days = (s: string) => (/^\d+$/.test(s) ? Number(s) : null);
    expect(parseRange("4-7", days)).toEqual({ min: 4, max: 7 });
    expect(parseRange("15+", days)).toEqual({ min: 15 });
    expect(parseRange("5", days)).toEqual({ min: 5, max: 5 });
    expect(parseRange("7-4", days)).toBeNull();
  });

  it("keeps the difficulty options equal to the database enum", () => {
    expect([...DIFFICULTIES]).toEqual(huntDifficulty.enumValues);
  });

  it("escapes LIKE wildcards", () => {
    expect(likePattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});

describe("landing search query", () => {
  it("trims, drops empty values and prefers the typed species", () => {
    expect(searchQueryOf({ location: " Montana ", species: "all", speciesText: "", dates: " " })).toBe("location=Montana");
    expect(searchQueryOf({ location: "", species: "elk/wapiti", speciesText: "", dates: "2027" })).toBe("species=elk%2Fwapiti&dates=2027");
    expect(searchQueryOf({ location: "", species: "other", speciesText: " axis deer ", dates: "" })).toBe("species=axis+deer");
    expect(searchQueryOf({ location: "", species: "other", speciesText: "", dates: "" })).toBe("");
  });

  it("carries the trip date range from the pickers, beside the dates text", () => {
    const v = { location: "", species: "all", speciesText: "", dates: "" };
    expect(searchQueryOf({ ...v, from: "2027-10-01", to: "2027-10-31" })).toBe("from=2027-10-01&to=2027-10-31");
    expect(searchQueryOf({ ...v, dates: "October", from: "2027-10-01", to: "" })).toBe("dates=October&from=2027-10-01");
    expect(searchQueryOf({ ...v, from: "", to: "" })).toBe("");
  });
});

describe("gear grouping", () => {
  it("orders categories gear, clothing, equipment, accessories, then others, with the spec's headings", () => {
    const groups = groupGear([
      { category: "accessories", name: "a" },
      { category: "zzz", name: "z" },
      { category: "equipment", name: "e" },
      { category: "gear", name: "g1" },
      { category: "clothing", name: "c" },
      { category: "gear", name: "g2" },
    ]);
    expect(groups.map((g) => g.heading)).toEqual(["Essential Gear", "Hunting Apparel", "Equipment", "Accessories", "Zzz"]);
    expect(groups[0]!.items.map((i) => i.name)).toEqual(["g1", "g2"]);
    expect(groupGear([])).toEqual([]);
  });
});

describe("safety helpers", () => {
  it("keeps JSON-LD inside its script tag", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>&" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>&" });
  });

  it("accepts only http(s) and root-relative image sources", () => {
    expect(safeImageSrc("/demo/a.svg")).toBe("/demo/a.svg");
    expect(safeImageSrc("https://x.test/a.jpg")).toBe("https://x.test/a.jpg");
    expect(safeImageSrc("data:image/png;base64,AAA")).toBeNull();
    expect(safeImageSrc("//x.test/a.jpg")).toBeNull();
    expect(skipOptimizer("/demo/a.svg")).toBe(true);
    expect(skipOptimizer("/uploads/a.jpg")).toBe(false);
    expect(skipOptimizer("https://x.test/a.jpg")).toBe(true);
    expect(skipOptimizer("https://abc.public.blob.vercel-storage.com/a.jpg")).toBe(false);
  });
});
