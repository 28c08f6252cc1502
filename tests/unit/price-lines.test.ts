import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyRate, commissionCents } from "@/lib/format/money";
import {
  allInFromCents,
  APPLICATION_FEE_LABEL,
  calculatePrice,
  ONE_NON_RESIDENT,
  partyOfSize,
  tierLabel,
} from "@/lib/money/price-lines/calculate";
import { commissionableShareCents, reportCommission } from "@/lib/money/price-lines/commission";
import { EMPTY_FEES, type HuntFees } from "@/lib/money/price-lines/types";
import { huntAndPartyArb } from "../support/fee-arbitraries";

describe("the price calculator (properties)", () => {
  it("sums exactly in cents, never below base × hunters, deposit within what Ridgeline charges, commission by the rule", () => {
    fc.assert(
      fc.property(huntAndPartyArb, ({ hunt, party }) => {
        const e = calculatePrice(hunt, party);
        for (const l of e.lines) {
          expect(Number.isSafeInteger(l.amountCents)).toBe(true);
          expect(l.amountCents).toBe(l.unitCents * l.quantity);
        }
        const total = e.lines.reduce((s, l) => s + l.amountCents, 0);
        expect(e.allInCents).toBe(total);
        expect(e.throughRidgelineCents + e.agencyCents + e.onHarvestCents).toBe(total);
        expect(e.depositCents + e.balanceCents).toBe(e.throughRidgelineCents);
        expect(e.allInCents).toBeGreaterThanOrEqual(hunt.priceCents * party.hunters.length);
        expect(e.depositCents).toBeLessThanOrEqual(e.throughRidgelineCents);
        expect(e.depositCents).toBeGreaterThanOrEqual(0);
        // 10% of places and add-ons, whatever the deposit; never licences, tax or trophy fees.
        const trip = e.lines
          .filter((l) => l.kind === "hunter_place" || l.kind === "observer_place" || l.kind === "add_on")
          .reduce((s, l) => s + l.amountCents, 0);
        expect(e.commissionCents).toBe(applyRate(trip, 1000));
        expect(e.lines.filter((l) => l.kind === "trophy").every((l) => l.when === "on_harvest")).toBe(true);
        // A draw application fee: one line per hunter, charged at booking, never taxed or commissioned.
        const fee = e.lines.filter((l) => l.kind === "application_fee");
        if (hunt.applicationFeeCents) {
          expect(fee).toEqual([
            expect.objectContaining({ quantity: party.hunters.length, unitCents: hunt.applicationFeeCents, when: "booking" }),
          ]);
          expect(fee[0]!.commissionable).toBe(false);
          const without = calculatePrice({ ...hunt, applicationFeeCents: null }, party);
          expect(e.throughRidgelineCents - without.throughRidgelineCents).toBe(hunt.applicationFeeCents * party.hunters.length);
          expect(e.commissionCents).toBe(without.commissionCents);
          expect(e.lines.find((l) => l.kind === "tax")?.amountCents).toBe(without.lines.find((l) => l.kind === "tax")?.amountCents);
        } else expect(fee).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("matches the spec's price × people for a plain hunt", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(25, 50, 75, 100),
        (price, n, dep) => {
          const party = {
            hunters: Array.from({ length: n }, () => ({ residency: "resident" as const, trophies: [] })),
            observers: 0,
            addOns: [],
          };
          const e = calculatePrice({ priceCents: price, durationDays: 3, depositPercent: dep, fees: EMPTY_FEES }, party);
          expect(e.allInCents).toBe(price * n);
          expect(e.commissionCents).toBe(commissionCents(price, n));
        },
      ),
    );
  });
});

describe("the commission rule over price lines (properties)", () => {
  it("a report's commission is 10% of places and add-ons for its hunters, times the deposit share; price × people for a plain hunt", () => {
    fc.assert(
      fc.property(huntAndPartyArb, fc.integer({ min: 1, max: 8 }), fc.constantFrom(25, 50, 75, 100), ({ hunt }, people, deposit) => {
        const r = reportCommission(hunt, people, deposit);
        const e = calculatePrice(hunt, partyOfSize(people));
        const trip = e.lines.filter((l) => l.commissionable).reduce((s, l) => s + l.amountCents, 0);
        expect(r.tripCents).toBe(trip);
        expect(r.tripCents).toBeGreaterThanOrEqual(hunt.priceCents * people);
        expect(r.commissionCents).toBe(applyRate(applyRate(trip, deposit * 100), 1000));
        // Licences, tax and trophy fees never move it.
        const bare = { ...hunt, fees: { ...hunt.fees, licences: [], taxBp: 0, trophyFees: [] } };
        expect(reportCommission(bare, people, deposit)).toEqual(r);
        const plain = { ...hunt, fees: EMPTY_FEES };
        expect(reportCommission(plain, people, deposit).commissionCents).toBe(commissionCents(hunt.priceCents, people, deposit));
      }),
      { numRuns: 200 },
    );
  });

  it("the commissionable share of kept money is proportional, bounded by the base and by what is kept, and exact at the ends", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }).chain((through) =>
          fc.record({
            through: fc.constant(through),
            base: fc.integer({ min: 0, max: through }),
            kept: fc.integer({ min: 0, max: through }),
            more: fc.integer({ min: 0, max: through }),
          }),
        ),
        ({ through, base, kept, more }) => {
          const share = commissionableShareCents(kept, base, through);
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(Math.min(base, kept));
          expect(Math.abs(share * through - kept * base)).toBeLessThanOrEqual(through / 2 + 1);
          expect(commissionableShareCents(Math.max(kept, more), base, through)).toBeGreaterThanOrEqual(share);
          expect(commissionableShareCents(through, base, through)).toBe(base);
          expect(commissionableShareCents(0, base, through)).toBe(0);
          expect(commissionableShareCents(kept, through, through)).toBe(kept);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("the price calculator (examples)", () => {
  const elk: HuntFees = {
    ...EMPTY_FEES,
    observerPriceCents: 120000,
    maxObservers: 2,
    trophyFees: [
      {
        species: "Bull elk",
        woundedLostCounts: true,
        fixedCents: null,
        scoreUnit: "in",
        tiers: [
          { minScore: 0, maxScore: 300, feeCents: 150000 },
          { minScore: 300, maxScore: 350, feeCents: 250000 },
          { minScore: 350, maxScore: null, feeCents: 400000 },
        ],
      },
    ],
    licences: [{ name: "Elk licence", obtainedBy: "outfitter", residentCents: 6000, nonResidentCents: 95900, agencyUrl: null }],
    addOns: [
      { name: "Meat processing", priceCents: 35000, unit: "per_person", required: true },
      { name: "Extra day", priceCents: 65000, unit: "per_day", required: false },
    ],
    taxBp: 700,
  };
  const hunt = { priceCents: 370000, durationDays: 5, depositPercent: 50, fees: elk };

  it("prices 2 hunters and 1 observer with an extra day and a 300–349 in bull", () => {
    const e = calculatePrice(hunt, {
      hunters: [
        { residency: "non_resident", trophies: [{ speciesIndex: 0, tierIndex: 1 }] },
        { residency: "resident", trophies: [] },
      ],
      observers: 1,
      addOns: [{ index: 1, quantity: 2 }],
    });
    const guided = 2 * 370000 + 120000 + 3 * 35000 + 2 * 65000;
    const tax = applyRate(guided, 700);
    expect(e.throughRidgelineCents).toBe(guided + tax + 95900 + 6000);
    expect(e.onHarvestCents).toBe(250000);
    expect(e.lines.find((l) => l.kind === "trophy")!.label).toBe("Trophy fee: Bull elk, 300–349 in");
    expect(e.depositCents).toBe(applyRate(guided + tax + 101900, 5000));
    expect(e.commissionCents).toBe(applyRate(guided, 1000));
  });

  it("from $X all-in: one non-resident, required add-ons, tax, licence; no trophy", () => {
    expect(allInFromCents(hunt)).toBe(applyRate(370000 + 35000, 700) + 370000 + 35000 + 95900);
    expect(calculatePrice(hunt, ONE_NON_RESIDENT).onHarvestCents).toBe(0);
  });

  it("adds the outfitter's draw application fee per hunter to what is charged at booking", () => {
    const e = calculatePrice(
      { ...hunt, applicationFeeCents: 2500 },
      { hunters: [ONE_NON_RESIDENT.hunters[0]!, ONE_NON_RESIDENT.hunters[0]!], observers: 0, addOns: [] },
    );
    const line = e.lines.find((l) => l.kind === "application_fee")!;
    expect(line).toMatchObject({ label: APPLICATION_FEE_LABEL, quantity: 2, unitCents: 2500, amountCents: 5000, payee: "outfitter" });
    expect(e.throughRidgelineCents).toBe(
      calculatePrice(hunt, { hunters: [ONE_NON_RESIDENT.hunters[0]!, ONE_NON_RESIDENT.hunters[0]!], observers: 0, addOns: [] })
        .throughRidgelineCents + 5000,
    );
    expect(allInFromCents({ ...hunt, applicationFeeCents: 2500 })).toBe(allInFromCents(hunt) + 2500);
  });

  it("labels tiers as a hunter reads them", () => {
    expect(elk.trophyFees[0]!.tiers.map((t) => tierLabel(t, "in"))).toEqual(["under 300 in", "300–349 in", "350+ in"]);
  });
});
