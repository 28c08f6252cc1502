import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { huntPricing, hunts } from "@/db/schema";
import { createOutfitter } from "@/seed/factories";
import { PUT as putHunt } from "@/app/api/hunts/[id]/route";
import { POST as postHunt } from "@/app/api/hunts/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { FEES_MESSAGES, MAX_ADD_ONS, MAX_TROPHY_SPECIES } from "@/lib/hunts/fees-schema";
import { call } from "../../support/http";

type Hunt = Record<string, unknown> & { id: number; fees: Record<string, unknown> };

let token: string;
let outfitterId: number;

const hunt = (fees: unknown) => ({
  title: "Bull Elk Hunt",
  description: "Five days in the high country.",
  species: ["elk/wapiti"],
  location: "Montana, USA",
  price: 3700,
  duration: 5,
  groupSize: 4,
  dates: "Sept 10-15, 2027",
  availability: 4,
  fees,
});

const elkFees = () => ({
  observerPrice: "1200.00",
  maxObservers: 2,
  included: [
    { item: "lodging", status: "included", note: "Wall tents" },
    { item: "licence_tags", status: "not_included" },
    { item: "taxidermy", status: "optional", note: "Local studio" },
  ],
  guideRatio: "2x1",
  trophyFees: [
    {
      species: "Bull elk",
      woundedLostCounts: true,
      scoreUnit: "in",
      tiers: [
        { minScore: 0, maxScore: 300, fee: 1500 },
        { minScore: 300, maxScore: 350, fee: "2500" },
        { minScore: 350, fee: 4000 },
      ],
    },
  ],
  licences: [
    { name: "Elk combination licence", obtainedBy: "hunter", residentFee: 60, nonResidentFee: "959.00", agencyUrl: "https://fwp.mt.gov/" },
  ],
  addOns: [
    { name: "Meat processing", price: 350, unit: "per_person", required: true },
    { name: "Extra day", price: 650, unit: "per_day", required: false },
  ],
  taxBp: 700,
  gratuityPercent: 10,
});

beforeAll(async () => {
  outfitterId = (await createOutfitter()).id;
  token = await issueApiToken(outfitterId);
});

async function huntCount() {
  return (await db.select({ id: hunts.id }).from(hunts).where(eq(hunts.outfitterId, outfitterId))).length;
}

describe("hunt fees on POST/PUT /api/hunts", () => {
  it("stores the fee structure in cents and answers it in dollars, with the all-in-from kept", async () => {
    const r = await call<Hunt>(postHunt, { token, body: hunt(elkFees()) });
    expect(r.status).toBe(201);
    expect(r.json.fees).toMatchObject({
      observerPrice: "1200.00",
      guideRatio: "2x1",
      taxBp: 700,
      trophyFees: [
        { species: "Bull elk", fixedFee: null, tiers: [{ fee: "1500.00" }, { fee: "2500.00" }, { fee: "4000.00", maxScore: null }] },
      ],
      licences: [{ nonResidentFee: "959.00", obtainedBy: "hunter" }],
    });
    const [row] = await db.select().from(huntPricing).where(eq(huntPricing.huntId, r.json.id));
    // (3700 + 350) × 1.07 + 959 non-resident licence.
    expect(row).toMatchObject({ allInFromCents: 433350 + 95900, licenceIncluded: false, hasTrophyFees: true });
    expect(row!.fees.addOns[0]).toEqual({ name: "Meat processing", priceCents: 35000, unit: "per_person", required: true });

    // An edit without fees keeps them, and the all-in-from follows the new price.
    const { fees: _f, ...plain } = hunt(null);
    void _f;
    const put = await call<Hunt>(putHunt, { token, params: { id: String(r.json.id) }, body: { ...plain, price: 4000 } });
    expect(put.status).toBe(200);
    expect(put.json.fees).toMatchObject({ taxBp: 700 });
    const [after] = await db.select().from(huntPricing).where(eq(huntPricing.huntId, r.json.id));
    expect(after!.allInFromCents).toBe(465450 + 95900);
  });

  const tiers = (list: unknown[]) => ({ trophyFees: [{ species: "Bull elk", tiers: list }] });
  it.each<[string, Record<string, unknown>, string, string]>([
    [
      "negative fee",
      { addOns: [{ name: "Day", price: -5, unit: "per_day" }] },
      "fees.addOns.0.price",
      FEES_MESSAGES.amount("Add-on price"),
    ],
    ["fractional cents", { observerPrice: "10.005", maxObservers: 1 }, "fees.observerPrice", FEES_MESSAGES.amount("Observer price")],
    [
      "fractional licence",
      { licences: [{ name: "Tag", obtainedBy: "hunter", nonResidentFee: 1.001 }] },
      "fees.licences.0.nonResidentFee",
      FEES_MESSAGES.amount("Licence non-resident fee"),
    ],
    [
      "overlapping tiers",
      tiers([
        { minScore: 0, maxScore: 300, fee: 1 },
        { minScore: 290, fee: 2 },
      ]),
      "fees.trophyFees.0.tiers.1.minScore",
      FEES_MESSAGES.tierOverlap("Bull elk"),
    ],
    [
      "a gap between tiers",
      tiers([
        { minScore: 0, maxScore: 300, fee: 1 },
        { minScore: 320, fee: 2 },
      ]),
      "fees.trophyFees.0.tiers.1.minScore",
      FEES_MESSAGES.tierGap("Bull elk"),
    ],
    [
      "a gap below the first tier",
      tiers([{ minScore: 100, fee: 1 }]),
      "fees.trophyFees.0.tiers.0.minScore",
      FEES_MESSAGES.tierGap("Bull elk"),
    ],
    [
      "no open last tier",
      tiers([{ minScore: 0, maxScore: 300, fee: 1 }]),
      "fees.trophyFees.0.tiers.0.maxScore",
      FEES_MESSAGES.tierOpen("Bull elk"),
    ],
    [
      "too many add-ons",
      { addOns: Array.from({ length: MAX_ADD_ONS + 1 }, (_, i) => ({ name: `A${i}`, price: 1, unit: "per_booking" })) },
      "fees.addOns",
      FEES_MESSAGES.tooManyAddOns,
    ],
    [
      "too many trophy species",
      { trophyFees: Array.from({ length: MAX_TROPHY_SPECIES + 1 }, (_, i) => ({ species: `S${i}`, fixedFee: 1 })) },
      "fees.trophyFees",
      FEES_MESSAGES.tooManyTrophies,
    ],
    [
      "an unknown checklist item",
      { included: [{ item: "helicopter", status: "included" }] },
      "fees.included.0.item",
      FEES_MESSAGES.unknownItem,
    ],
    ["an observer price without observers", { observerPrice: 500, maxObservers: 0 }, "fees.observerPrice", FEES_MESSAGES.observerPrice],
    [
      "both a fixed fee and tiers",
      { trophyFees: [{ species: "Kudu", fixedFee: 1, tiers: [{ minScore: 0, fee: 2 }] }] },
      "fees.trophyFees.0.fixedFee",
      FEES_MESSAGES.fixedOrTiers("Kudu"),
    ],
    ["a tax out of range", { taxBp: 5001 }, "fees.taxBp", FEES_MESSAGES.taxBp],
  ])("refuses %s with a 400 naming the field, writing nothing", async (_name, fees, field, message) => {
    const before = await huntCount();
    const r = await call<{ message: string; errors?: Record<string, string[]> }>(postHunt, { token, body: hunt(fees) });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(Object.keys(r.json.errors ?? {})).toContain(field);
    expect(await huntCount()).toBe(before);
  });
});
