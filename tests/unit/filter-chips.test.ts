import { describe, expect, it } from "vitest";
import { filterChips } from "@/lib/hunts/filter-chips";

describe("active-filter chips (issue 53 item 5)", () => {
  it("one chip per filter, each linking to the search without it and keeping the order", () => {
    const chips = filterChips("/browse-hunts", { location: "Montana", species: "elk", partySize: "2", sort: "price_asc" });
    expect(chips.map((c) => c.label)).toEqual(["“Montana”", "Elk", "2 hunters"]);
    const party = chips.find((c) => c.key === "partySize")!;
    expect(party.href).toBe("/browse-hunts?location=Montana&species=elk&sort=price_asc");
    expect(chips.find((c) => c.key === "location")!.href).toBe("/browse-hunts?species=elk&partySize=2&sort=price_asc");
  });

  it("says dates, prices and labelled choices in words; no chip for 'all', the order or an outfitter", () => {
    const chips = filterChips("/advanced-search", {
      species: "all",
      from: "2027-10-01",
      maxPrice: "5000",
      difficulty: "moderate",
      weapons: "bow,rifle",
      outfitterId: "3",
      sort: "soonest",
    });
    expect(chips.map((c) => c.label)).toEqual(["From Oct 1, 2027", "Up to $5,000.00", "Moderate", "Bow / Archery, Rifle"]);
  });
});
