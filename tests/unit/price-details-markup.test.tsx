import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { HuntPriceDetails } from "@/components/hunts/price-details";
import { EMPTY_FEES, type HuntFees } from "@/lib/money/price-lines/types";

const fees: HuntFees = {
  ...EMPTY_FEES,
  observerPriceCents: 150000,
  maxObservers: 1,
  included: [
    { item: "lodging", status: "included", note: "Wall tents" },
    { item: "guide_ratio", status: "included", note: null },
    { item: "licence_tags", status: "not_included", note: null },
  ],
  guideRatio: "2x1",
  trophyFees: [
    {
      species: "Bull elk",
      woundedLostCounts: true,
      fixedCents: null,
      scoreUnit: "in",
      tiers: [
        { minScore: 0, maxScore: 300, feeCents: 150000 },
        { minScore: 300, maxScore: null, feeCents: 250000 },
      ],
    },
  ],
  licences: [{ name: "Elk licence", obtainedBy: "hunter", residentCents: 5000, nonResidentCents: 95900, agencyUrl: "https://fwp.mt.gov/" }],
  addOns: [
    { name: "Pack horse", priceCents: 25000, unit: "per_person", required: true },
    { name: "Extra day", priceCents: 65000, unit: "per_day", required: false },
  ],
  taxBp: 700,
  gratuityPercent: 10,
};

describe("Price details (server HTML)", () => {
  it("shows the all-in estimate for one non-resident hunter with required add-ons and no trophy, grouped", () => {
    const html = renderToStaticMarkup(
      <HuntPriceDetails hunt={{ priceCents: 370000, durationDays: 5, depositPercent: 50, fees }} maxHunters={4} />,
    );
    // (3700 + 250) × 1.07 = 4226.50, + the $959 non-resident licence to the agency.
    expect(html).toContain("All-in estimate: $5,185.50");
    expect(html).toContain("Charged by Ridgeline at booking");
    expect(html).toContain("$2,113.25"); // the 50% deposit
    expect(html).toContain("Due to the outfitter before the hunt");
    expect(html).toContain("Paid to the agency");
    expect(html).not.toContain("Due on harvest");
    expect(html).toContain("under 300 in $1,500.00 · 300+ in $2,500.00");
    expect(html).toContain("Guide ratio</span> (2×1): Included");
    expect(html).toContain('href="https://fwp.mt.gov/"');
    expect(html).toContain("suggested 10%");
  });
});

describe("cards, meta description and JSON-LD", () => {
  it("a card says 'from $X all-in' when it differs from the price", async () => {
    const { huntCardModel } = await import("@/lib/hunts/card-model");
    const base = {
      id: 1,
      title: "Elk",
      description: "d",
      location: "Montana, USA",
      dates: "Sept",
      images: [],
      species: ["elk/wapiti"],
      groupSize: 4,
      isDiscounted: false,
      originalPrice: null,
      price: "3700.00",
    };
    expect(huntCardModel({ ...base, allInFrom: "5185.50" } as never).allInText).toBe("from $5,185.50 all-in");
    expect(huntCardModel({ ...base, allInFrom: "3700.00" } as never).allInText).toBeNull();
  });

  it("the meta description says 'from $X all-in' and the offer carries a UnitPriceSpecification and the included items", async () => {
    const { huntMetaDescription } = await import("@/lib/seo/meta-text");
    const { huntJsonLd } = await import("@/lib/seo/json-ld");
    const { includedItemsOf } = await import("@/lib/money/price-lines/included");
    const hunt = {
      id: 1,
      title: "Elk",
      description: "Five days.",
      location: "Montana, USA",
      dates: "Sept",
      price: "3700.00",
      originalPrice: null,
      allInFrom: "5185.50",
      images: [],
      availability: 2,
      nextDeparture: null,
      datesOnRequest: false,
      seasonEnded: false,
    };
    expect(huntMetaDescription(hunt)).toContain("$3,700.00 per hunter, from $5,185.50 all-in");
    const ld = huntJsonLd(hunt as never, { id: 2, firstName: "Ridge" }, { average: null, count: 0 }, includedItemsOf(fees)) as unknown as {
      offers: { priceSpecification: unknown };
      additionalProperty: unknown[];
    };
    expect(ld.offers.priceSpecification).toMatchObject({ "@type": "UnitPriceSpecification", price: "3700.00", priceCurrency: "USD" });
    expect(ld.additionalProperty).toContainEqual({ "@type": "PropertyValue", name: "Lodging", value: "Included: Wall tents" });
  });
});
