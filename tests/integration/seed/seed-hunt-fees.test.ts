import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db";
import { huntPricing, hunts, huntTags } from "@/db/schema";
import { eq } from "drizzle-orm";
import { seedDemoData } from "@/seed/demo-data";
import { huntFeesSchema } from "@/lib/hunts/fees-schema";
import { toPublicFees } from "@/lib/hunts/fees-present";
import { allInFromCents } from "@/lib/money/price-lines/calculate";
import { applicationFeeOfRow } from "@/lib/tags/application-fee";
import { todayIso } from "@/lib/departures/dates";

const NOW = new Date("2026-11-20T12:00:00Z");
let rows: { hunt: typeof hunts.$inferSelect; pricing: typeof huntPricing.$inferSelect; tag: typeof huntTags.$inferSelect | null }[];

beforeAll(async () => {
  await seedDemoData({ now: NOW });
  rows = await db
    .select({ hunt: hunts, pricing: huntPricing, tag: huntTags })
    .from(huntPricing)
    .innerJoin(hunts, eq(hunts.id, huntPricing.huntId))
    .leftJoin(huntTags, eq(huntTags.huntId, hunts.id));
});

describe("demo fee structures", () => {
  it("cover plains game trophy lists, Western elk tiers with a non-resident licence, bird hunts and licence-included hunts", () => {
    const plains = rows.find((r) => r.hunt.species.includes("kudu"))!;
    expect(plains.pricing.fees.trophyFees.length).toBeGreaterThan(3);
    const elk = rows.find((r) => r.hunt.species.includes("elk/wapiti"))!;
    expect(elk.pricing.fees.trophyFees[0]!.tiers).toHaveLength(3);
    expect(elk.pricing.fees.licences[0]!.nonResidentCents).toBe(95900);
    const bird = rows.find((r) => r.hunt.species.includes("pheasant"))!;
    expect(bird.pricing.hasTrophyFees).toBe(false);
    expect(rows.some((r) => r.pricing.licenceIncluded)).toBe(true);
  });

  it("are valid input for the hunt form and keep their all-in-from", () => {
    for (const { hunt, pricing, tag } of rows) {
      expect(huntFeesSchema.parse(toPublicFees(pricing.fees))).toEqual(pricing.fees);
      // A draw the outfitter applies for adds its application fee until its results are out.
      const applicationFeeCents = applicationFeeOfRow(tag, todayIso(NOW));
      expect(pricing.applicationFeeCents || null).toBe(applicationFeeCents);
      expect(pricing.allInFromCents).toBe(allInFromCents({ ...hunt, fees: pricing.fees, applicationFeeCents }));
    }
  });
});
