import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { hunts } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";

/** hunts.search_tags (set by the hunts_search_fields_biu trigger) is what the season, weapon and difficulty filters read. */
let outfitterId: number;
beforeAll(async () => {
  outfitterId = (await createOutfitter()).id;
});

async function tagsOf(values: {
  title?: string;
  description?: string;
  dates?: string;
  difficulty?: "easy" | "moderate" | "difficult" | "extreme" | null;
}) {
  const h = await createHunt({ outfitterId, title: "Hunt", description: "A guided hunt.", dates: "TBD", difficulty: null, ...values });
  return h.searchTags;
}

describe("season tags from the free-text dates", () => {
  it.each([
    ["September 10 - September 15, 2027", ["season:fall"]],
    ["Sep 10 - Oct 2", ["season:fall"]],
    ["Late autumn", ["season:fall"]],
    ["Dec 5 - Jan 7", ["season:winter"]],
    ["May 1 - June 3", ["season:spring", "season:summer"]],
    ["August rut", ["season:summer"]],
    ["Year round", ["season:spring", "season:summer", "season:fall", "season:winter"]],
    ["All-year, by arrangement", ["season:spring", "season:summer", "season:fall", "season:winter"]],
    ["Dates to be agreed", []],
  ])("%s", async (dates, expected) => {
    expect(await tagsOf({ dates })).toEqual(expected);
  });
});

describe("weapon tags from the title and description", () => {
  it.each([
    ["Rifle hunt for bull elk", ["weapon:rifle"]],
    ["Bowhunters welcome in our blinds", ["weapon:bow"]],
    ["Spot and stalk with a compound bow", ["weapon:bow"]],
    ["Traditional archery with recurves", ["weapon:bow"]],
    ["Glassing the high alpine bowls at dawn", []],
    ["Crossbow only on this property", ["weapon:crossbow"]],
    ["Muzzleloader season hunt", ["weapon:muzzleloader"]],
    ["Driven wingshooting over pointers", ["weapon:shotgun"]],
    ["Bring your own shotgun and a pistol", ["weapon:shotgun", "weapon:handgun"]],
    ["Revolver hunting for hogs", ["weapon:handgun"]],
  ])("%s", async (description, expected) => {
    expect(await tagsOf({ description })).toEqual(expected);
  });
});

describe("difficulty and updates", () => {
  it("tags the difficulty and follows edits", async () => {
    const h = await createHunt({ outfitterId, description: "Rifle only.", dates: "October", difficulty: "extreme" });
    expect(h.searchTags).toEqual(["season:fall", "weapon:rifle", "difficulty:extreme"]);
    await db.update(hunts).set({ description: "Archery only.", dates: "April", difficulty: "easy" }).where(eq(hunts.id, h.id));
    const [row] = await db.select({ t: hunts.searchTags }).from(hunts).where(eq(hunts.id, h.id));
    expect(row!.t).toEqual(["season:spring", "weapon:bow", "difficulty:easy"]);
  });

  it("cannot be written directly", async () => {
    const h = await createHunt({ outfitterId, description: "Rifle.", dates: "TBD", difficulty: null });
    await db
      .update(hunts)
      .set({ searchTags: ["weapon:handgun"] })
      .where(eq(hunts.id, h.id));
    const [row] = await db.select({ t: hunts.searchTags }).from(hunts).where(eq(hunts.id, h.id));
    expect(row!.t).toEqual(["weapon:rifle"]);
  });
});
