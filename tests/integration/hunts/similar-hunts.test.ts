import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { hunts } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { getSimilarHunts } from "@/lib/hunts/similar";
import { priceBandOf, regionOf, speciesFamilyOf } from "@/lib/hunts/similar-criteria";

const source = { species: ["elk/wapiti"], location: "Bitterroot Valley, Montana, USA", priceCents: 500_000 };
let subject: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const outfitter = await createOutfitter({ email: "similar-o@example.test" });
  const other = await createOutfitter({ email: "similar-p@example.test" });
  const make = async (key: string, o: Partial<Parameters<typeof createHunt>[0]>, outfitterId = other.id) => {
    const h = await createHunt({ outfitterId, title: `Similar ${key}`, ...source, ...o });
    ids[key] = h.id;
  };
  subject = (await createHunt({ outfitterId: outfitter.id, title: "Subject", ...source })).id;
  await make("sameSpecies", { priceCents: 520_000 });
  await make("familyMoose", { species: ["moose"], location: "Montana, USA", priceCents: 400_000 });
  await make("lowEdge", { species: ["mule deer"], location: "Missouri River Breaks, Montana, USA", priceCents: 350_000 });
  await make("ownOutfitter", { priceCents: 600_000 }, outfitter.id);
  await make("tooCheap", { priceCents: 349_999 });
  await make("tooDear", { priceCents: 650_001 });
  await make("otherRegion", { location: "Alberta, Canada" });
  await make("otherFamily", { species: ["black bear"] });
  await make("mentionsMontanaOnlyInTown", { location: "Montana Creek, Alaska, USA" });
  await make("paused", { isActive: false });
});

describe("similar hunts", () => {
  it("are the same family, region and price within ±30%, best ranked and closest in price first, at most 4", async () => {
    const found = await getSimilarHunts({ id: subject, ...source });
    expect(found).toHaveLength(4);
    expect(found.map((h) => h.title)).toEqual(["Similar sameSpecies", "Similar familyMoose", "Similar ownOutfitter", "Similar lowEdge"]);
    expect(found.map((h) => h.id)).not.toContain(subject);
  });

  it("leave out a hunt that stops being listed", async () => {
    await db.update(hunts).set({ isActive: false }).where(eq(hunts.id, ids.sameSpecies!));
    const found = await getSimilarHunts({ id: subject, ...source });
    expect(found.map((h) => h.title)).toEqual(["Similar familyMoose", "Similar ownOutfitter", "Similar lowEdge"]);
  });

  it("criteria: families, regions and the band", () => {
    expect(speciesFamilyOf(["Moose"])).toContain("white-tailed deer");
    expect(speciesFamilyOf(["dodo"])).toEqual(["dodo"]);
    expect(regionOf("Bitterroot Valley, Montana, USA")).toBe("montana");
    expect(regionOf("Nebraska Sandhills, USA")).toBe("usa");
    expect(regionOf("Somewhere Far")).toBe("somewhere far");
    expect(priceBandOf(500_000)).toEqual({ min: 350_000, max: 650_000 });
  });
});
