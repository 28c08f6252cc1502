import { describe, expect, it } from "vitest";
import {
  matchesClaimSearch,
  searchClaimOutfitters,
  summarizeClaimOutfitter,
  type ClaimHunt,
  type ClaimOutfitter,
} from "@/lib/claims/outfitter-search";

let n = 0;
const hunt = (o: Partial<ClaimHunt>): ClaimHunt => ({ id: ++n, title: "Hunt", species: [], location: "Montana, USA", image: null, ...o });
const outfitter = (o: Partial<ClaimOutfitter>): ClaimOutfitter => ({
  id: ++n,
  firstName: "Olaf",
  profileImage: null,
  isTopTier: false,
  hunts: [],
  ...o,
});

const bigSky = outfitter({
  firstName: "Bridger",
  hunts: [
    hunt({ title: "High Country Elk", species: ["elk/wapiti"], location: "Montana, USA", image: "/e1.webp" }),
    hunt({ title: "Second Elk Camp", species: ["elk/wapiti", "mule deer"], location: "Montana, USA", image: "/e2.webp" }),
    hunt({ title: "Prairie Goats", species: ["pronghorn"], location: "Wyoming, USA", image: "/p.webp" }),
    hunt({ title: "Spring Bears", species: ["black bear"], location: "Idaho, USA", image: "/b.webp" }),
    hunt({ title: "Gobblers", species: ["turkey", "other"], location: "Montana, USA", image: null }),
  ],
});
const coastal = outfitter({
  firstName: "Marina",
  hunts: [hunt({ title: "Island Blacktail", species: ["sitka blacktail deer"], location: "Kodiak, Alaska" })],
});
const empty = outfitter({ firstName: "Newbie" });
const all = [bigSky, coastal, empty];

describe("claim modal outfitter search", () => {
  it("matches the first name case-insensitively", () => {
    expect(searchClaimOutfitters(all, "bRiD").map((o) => o.firstName)).toEqual(["Bridger"]);
    expect(searchClaimOutfitters(all, "newbie").map((o) => o.firstName)).toEqual(["Newbie"]);
  });

  it("matches species, location or title of the outfitter's hunts", () => {
    expect(searchClaimOutfitters(all, "PRONGHORN").map((o) => o.firstName)).toEqual(["Bridger"]);
    expect(searchClaimOutfitters(all, "alaska").map((o) => o.firstName)).toEqual(["Marina"]);
    expect(searchClaimOutfitters(all, "island").map((o) => o.firstName)).toEqual(["Marina"]);
    expect(searchClaimOutfitters(all, "deer").map((o) => o.firstName)).toEqual(["Bridger", "Marina"]);
  });

  it("shows everyone, in order, for an empty or blank search, and nobody for no match", () => {
    expect(searchClaimOutfitters(all, "").map((o) => o.firstName)).toEqual(["Bridger", "Marina", "Newbie"]);
    expect(searchClaimOutfitters(all, "   ").length).toBe(3);
    expect(searchClaimOutfitters(all, "zebra")).toEqual([]);
    expect(matchesClaimSearch(empty, "elk")).toBe(false);
  });

  it("trims the search text", () => {
    expect(searchClaimOutfitters(all, "  marina ").map((o) => o.firstName)).toEqual(["Marina"]);
  });
});

describe("claim modal outfitter summary", () => {
  const s = summarizeClaimOutfitter(bigSky);

  it("keeps at most 3 photos, each of a different species", () => {
    expect(s.photos.map((p) => p.url)).toEqual(["/e1.webp", "/p.webp", "/b.webp"]);
    expect(s.photos.map((p) => p.species)).toEqual(["Elk/Wapiti", "Pronghorn", "Black Bear"]);
    expect(new Set(s.photos.map((p) => p.species)).size).toBe(s.photos.length);
  });

  it("shows at most 3 species badges and counts the rest for '+N more'", () => {
    expect(s.species).toEqual(["Elk/Wapiti", "Mule Deer", "Pronghorn"]);
    expect(s.moreSpecies).toBe(3); // black bear, turkey, other
  });

  it("shows at most 2 distinct locations", () => {
    expect(s.locations).toEqual(["Montana, USA", "Wyoming, USA"]);
  });

  it("summarizes an outfitter without hunts as empty lists", () => {
    expect(summarizeClaimOutfitter(empty)).toMatchObject({ photos: [], species: [], moreSpecies: 0, locations: [] });
  });

  it("never exceeds the caps however many hunts there are", () => {
    const many = outfitter({
      hunts: Array.from({ length: 20 }, (_, i) => hunt({ species: [`species ${i}`], location: `Place ${i}`, image: `/${i}.webp` })),
    });
    const m = summarizeClaimOutfitter(many);
    expect(m.photos).toHaveLength(3);
    expect(m.species).toHaveLength(3);
    expect(m.moreSpecies).toBe(17);
    expect(m.locations).toHaveLength(2);
  });
});
