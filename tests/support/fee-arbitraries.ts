// fast-check arbitraries of valid hunt fee structures and parties (shared by the price property tests).
import fc from "fast-check";
import { ADD_ON_UNITS, LICENCE_OBTAINERS, type HuntFees, type Party } from "@/lib/money/price-lines/types";
import type { PricedHunt } from "@/lib/money/price-lines/calculate";

const cents = fc.integer({ min: 0, max: 5_000_000 });

const tiers = fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), cents), { minLength: 1, maxLength: 4 }).map((steps) => {
  let min = 0;
  return steps.map(([width, feeCents], i) => {
    const tier = { minScore: min, maxScore: i === steps.length - 1 ? null : min + width, feeCents };
    min += width;
    return tier;
  });
});

export const feesArb: fc.Arbitrary<HuntFees> = fc.record({
  observerPriceCents: fc.option(cents, { nil: null }),
  maxObservers: fc.integer({ min: 0, max: 4 }),
  included: fc.constant([]),
  guideRatio: fc.constant(null),
  trophyFees: fc
    .array(
      fc.oneof(
        cents.map((c) => ({ fixedCents: c, tiers: [] as HuntFees["trophyFees"][number]["tiers"] })),
        tiers.map((t) => ({ fixedCents: null, tiers: t })),
      ),
      { maxLength: 5 },
    )
    .map((list) => list.map((f, i) => ({ species: `Species ${i}`, woundedLostCounts: i % 2 === 0, scoreUnit: "in", ...f }))),
  licences: fc.array(
    fc.record({
      name: fc.constant("Licence"),
      obtainedBy: fc.constantFrom(...LICENCE_OBTAINERS),
      residentCents: cents,
      nonResidentCents: cents,
      agencyUrl: fc.constant(null),
    }),
    { maxLength: 3 },
  ),
  addOns: fc.array(
    fc.record({ name: fc.constant("Add-on"), priceCents: cents, unit: fc.constantFrom(...ADD_ON_UNITS), required: fc.boolean() }),
    { maxLength: 6 },
  ),
  taxBp: fc.integer({ min: 0, max: 5000 }),
  gratuityText: fc.constant(null),
  gratuityPercent: fc.constant(null),
});

export const pricedHuntArb: fc.Arbitrary<PricedHunt> = fc.record({
  priceCents: fc.integer({ min: 100, max: 100_000_000 }),
  durationDays: fc.integer({ min: 1, max: 30 }),
  depositPercent: fc.constantFrom(25, 50, 75, 100),
  fees: feesArb,
  applicationFeeCents: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
});

export const partyArb = (hunt: PricedHunt): fc.Arbitrary<Party> =>
  fc.record({
    hunters: fc.array(
      fc.record({
        residency: fc.constantFrom("resident" as const, "non_resident" as const),
        trophies: fc.array(
          fc.record({
            speciesIndex: fc.integer({ min: 0, max: Math.max(0, hunt.fees.trophyFees.length - 1) }),
            tierIndex: fc.integer({ min: 0, max: 3 }),
          }),
          { maxLength: 2 },
        ),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    observers: hunt.fees.observerPriceCents === null ? fc.constant(0) : fc.integer({ min: 0, max: hunt.fees.maxObservers }),
    addOns: fc.array(fc.record({ index: fc.integer({ min: 0, max: 5 }), quantity: fc.integer({ min: 1, max: 5 }) }), { maxLength: 4 }),
  });

export const huntAndPartyArb = pricedHuntArb.chain((hunt) => partyArb(hunt).map((party) => ({ hunt, party })));
