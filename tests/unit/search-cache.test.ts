import { describe, expect, it } from "vitest";
import { cacheableSearch } from "@/lib/hunts/search-cache";

describe("cacheableSearch: only first pages over closed vocabularies are cached", () => {
  it.each([
    ["no filter", {}, {}],
    ["a catalogue species, normalised", { species: "  Elk/Wapiti " }, { species: "elk/wapiti" }],
    ["a family word", { species: "Bear" }, { species: "bear" }],
    ["a synonym", { species: "whitetail" }, { species: "whitetail" }],
    [
      "facets, weapons de-duplicated and sorted",
      { difficulty: "easy", season: "fall", weapons: ["rifle", "bow", "rifle"] },
      { difficulty: "easy", season: "fall", weapons: ["bow", "rifle"] },
    ],
    ["a state as the location, lower-cased", { location: "  Montana " }, { location: "montana" }],
    ["a province with a species", { location: "British Columbia", species: "Moose" }, { location: "british columbia", species: "moose" }],
    ["a country across several zones", { location: "USA" }, { location: "usa" }],
  ] as const)("caches %s", (_label, filters, key) => {
    expect(cacheableSearch(filters as never, {})).toEqual(key);
  });

  it.each([
    ["free-text species", { species: "unicorn" }],
    ["a town", { location: "bozeman" }],
    ["part of a state's name", { location: "monta" }],
    ["a place and its country", { location: "montana, usa" }],
    ["a state with other words", { location: "western montana" }],
    ["dates", { dates: "september" }],
    ["an outfitter id", { outfitterId: 7 }],
    ["a price range", { price: { min: 100000 } }],
    ["a duration", { duration: { min: 3, max: 5 } }],
    ["a known species with free text beside it", { species: "elk", location: "x" }],
  ] as const)("goes to the database for %s", (_label, filters) => {
    expect(cacheableSearch(filters as never, {})).toBeNull();
  });

  it("never caches a later page", () => {
    expect(cacheableSearch({}, { cursor: { rank: 1, id: 5 } })).toBeNull();
    expect(cacheableSearch({ species: "elk" }, { before: { rank: 1, id: 5 } })).toBeNull();
  });
});
