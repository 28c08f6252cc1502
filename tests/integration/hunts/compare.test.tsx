import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import ComparePage, { metadata } from "@/app/(public)/compare/page";
import { db } from "@/db";
import { hunts } from "@/db/schema";
import { saveHuntFees } from "@/lib/hunts/fees";
import { compareHunts } from "@/lib/hunts/compare";
import { COMPARE_MESSAGES, compareHref, compareQuerySchema } from "@/lib/hunts/compare-schema";
import { calculatePrice } from "@/lib/money/price-lines/calculate";
import { EMPTY_FEES, type HuntFees } from "@/lib/money/price-lines/types";
import { formatUsd } from "@/lib/format/money";
import { createHunt, createOutfitter } from "@/seed/factories";

// /compare (issue 46): up to four listed hunts, each priced on the server for the same party by
// the one calculator, with what's included, trophy fees, dates, policy, deposit, ratings and outfitter.
const elkFees: HuntFees = {
  ...EMPTY_FEES,
  observerPriceCents: 120000,
  maxObservers: 2,
  included: [
    { item: "lodging", status: "included", note: "Wall tents" },
    { item: "licence_tags", status: "not_included", note: null },
  ],
  trophyFees: [
    {
      species: "Bull elk",
      woundedLostCounts: true,
      fixedCents: null,
      scoreUnit: "in",
      tiers: [
        { minScore: 0, maxScore: 300, feeCents: 150000 },
        { minScore: 300, maxScore: null, feeCents: 400000 },
      ],
    },
  ],
  licences: [{ name: "Elk licence", obtainedBy: "hunter", residentCents: 6000, nonResidentCents: 95900, agencyUrl: null }],
  addOns: [
    { name: "Meat processing", priceCents: 35000, unit: "per_person", required: true },
    { name: "Extra day", priceCents: 65000, unit: "per_day", required: false },
  ],
  taxBp: 700,
};
const birdFees: HuntFees = {
  ...EMPTY_FEES,
  included: [{ item: "licence_tags", status: "included", note: null }],
  licences: [{ name: "Upland licence", obtainedBy: "included", residentCents: 0, nonResidentCents: 0, agencyUrl: null }],
};
let elk: typeof hunts.$inferSelect;
let birds: typeof hunts.$inferSelect;
let hidden: number;

beforeAll(async () => {
  const o = await createOutfitter({ firstName: "Comparer" });
  elk = await createHunt({
    outfitterId: o.id,
    title: "Bull Elk Hunt",
    priceCents: 370000,
    durationDays: 5,
    groupSize: 4,
    depositPercent: 50,
    cancellationPolicy: "moderate",
  });
  birds = await createHunt({ outfitterId: o.id, title: "Pheasant Days", priceCents: 180000, durationDays: 3, groupSize: 2 });
  await saveHuntFees(db, elk, elkFees);
  await saveHuntFees(db, birds, birdFees);
  hidden = (await createHunt({ outfitterId: o.id, title: "Paused Hunt", isActive: false })).id;
});

describe("the /compare address", () => {
  it("reads up to four unique ids and the party, each bad value a message of its own", () => {
    expect(compareQuerySchema.parse({ ids: "3,1,3" })).toEqual({ ids: [3, 1], hunters: 1, observers: 0, residency: "non_resident" });
    expect(compareQuerySchema.parse({ ids: ["1", "2"], hunters: "2", observers: "1", residency: "resident" })).toMatchObject({
      ids: [1, 2],
      hunters: 2,
      observers: 1,
    });
    const msg = (v: Record<string, string>) => compareQuerySchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(msg({ ids: "1,2,3,4,5" })).toEqual([COMPARE_MESSAGES.tooMany]);
    expect(msg({ ids: "1,x" })).toEqual([COMPARE_MESSAGES.ids]);
    expect(msg({ ids: "0" })).toEqual([COMPARE_MESSAGES.ids]);
    expect(msg({ hunters: "0" })).toEqual([COMPARE_MESSAGES.hunters]);
    expect(msg({ observers: "21" })).toEqual([COMPARE_MESSAGES.observers]);
    expect(msg({ residency: "local" })).toEqual([COMPARE_MESSAGES.residency]);
    expect(compareHref([4, 9], { hunters: 2, observers: 1, residency: "resident" })).toBe(
      "/compare?ids=4,9&hunters=2&observers=1&residency=resident",
    );
  });
});

describe("comparing hunts", () => {
  it("prices every hunt for the same party with the calculator, in the order asked, and names what is not listed", async () => {
    const q = compareQuerySchema.parse({ ids: `${birds.id},${hidden},${elk.id},999999`, hunters: "2", observers: "1" });
    const { hunts: compared, missing } = await compareHunts(q);
    expect(compared.map((c) => c.hunt.id)).toEqual([birds.id, elk.id]);
    expect(missing).toEqual([hidden, 999999]);
    const [b, e] = compared as [(typeof compared)[0], (typeof compared)[0]];
    const party = (observers: number) => ({
      hunters: [
        { residency: "non_resident" as const, trophies: [] },
        { residency: "non_resident" as const, trophies: [] },
      ],
      observers,
      addOns: [],
    });
    expect(e.estimate).toEqual(calculatePrice({ priceCents: 370000, durationDays: 5, depositPercent: 50, fees: elkFees }, party(1)));
    // (2 × 3700 + 1200 + 3 × 350) × 1.07 + 2 × 959 = 10,325.50 + 1,918
    expect(e.estimate.allInCents).toBe(1224350);
    expect(e.notes).toEqual([]);
    // The bird hunt takes no observers and two hunters at most: priced for the hunters alone, with a note.
    expect(b.party).toEqual({ hunters: 2, observers: 0 });
    expect(b.notes).toEqual(["Takes no observers"]);
    expect(b.estimate.allInCents).toBe(360000);
    const three = await compareHunts(compareQuerySchema.parse({ ids: String(birds.id), hunters: "3" }));
    expect(three.hunts[0]!.notes).toEqual(["Takes at most 2 hunters"]);
  });

  it("renders the whole table on the server: every price line, what's included, trophy fees, policy, deposit, ratings, outfitter", async () => {
    const html = renderToStaticMarkup(
      await ComparePage({ searchParams: Promise.resolve({ ids: `${elk.id},${birds.id}`, hunters: "2", observers: "1" }) }),
    );
    for (const text of [
      "Bull Elk Hunt",
      "Pheasant Days",
      "All-in estimate",
      formatUsd(1224350),
      "Charged by Ridgeline at booking",
      "Meat processing (per person) × 3",
      "Tax (7%)",
      "Elk licence (non-resident) × 2",
      "Paid to the agency",
      "Bull elk",
      "under 300 in $1,500.00 · 300+ in $4,000.00",
      "Wall tents",
      "Not stated",
      "Moderate",
      "50% at booking",
      "No reviews yet",
      "Comparer",
      "Takes no observers",
      `href="/compare?ids=${birds.id}&amp;hunters=2&amp;observers=1"`,
    ]) {
      expect(html, text).toContain(text);
    }
    expect(metadata.robots).toMatchObject({ index: false });
  });

  it("shows a bad address's messages and still compares what it can; no ids is the empty state", async () => {
    const html = renderToStaticMarkup(await ComparePage({ searchParams: Promise.resolve({ ids: `${elk.id}`, hunters: "many" }) }));
    expect(html).toContain(COMPARE_MESSAGES.hunters);
    expect(html).toContain("Bull Elk Hunt");
    const tooMany = renderToStaticMarkup(await ComparePage({ searchParams: Promise.resolve({ ids: "1,2,3,4,5" }) }));
    expect(tooMany).toContain(COMPARE_MESSAGES.tooMany);
    expect(tooMany).toContain("No hunts to compare yet");
    const gone = renderToStaticMarkup(await ComparePage({ searchParams: Promise.resolve({ ids: String(hidden) }) }));
    expect(gone).toContain("One hunt is no longer listed.");
  });

  it("reads a later edit of the hunt (no stale price)", async () => {
    await db.update(hunts).set({ priceCents: 190000 }).where(eq(hunts.id, birds.id));
    await saveHuntFees(db, { ...birds, priceCents: 190000 }, null);
    const { hunts: compared } = await compareHunts(compareQuerySchema.parse({ ids: String(birds.id) }));
    expect(compared[0]!.estimate.allInCents).toBe(190000);
  });
});
