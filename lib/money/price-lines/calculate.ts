// The one price calculator: a hunt's fees and a party become priced lines (client-safe, pure).
import { applyRate, COMMISSION_RATE_BP } from "@/lib/format/money";
import type { HuntFees, Party, PriceEstimate, PriceLine, Residency, TrophyTier } from "./types";

export type PricedHunt = {
  priceCents: number;
  durationDays: number;
  depositPercent: number;
  fees: HuntFees;
  /** A draw hunt whose outfitter applies for the hunters: its fee per hunter (lib/tags/application-fee.ts); absent or null: none. */
  applicationFeeCents?: number | null;
};

/** What the calculator reads of a hunt: its fees without the texts only the page shows ("What's included", gratuity). */
export type PricingInput = Omit<PricedHunt, "fees"> & {
  fees: Pick<HuntFees, "observerPriceCents" | "maxObservers" | "addOns" | "taxBp" | "licences" | "trophyFees">;
};

/** A hunt's pricing input alone: the hunt page's estimator island gets this in its props, not every fee text. */
export function pricingOf({ fees, ...hunt }: PricedHunt): PricingInput {
  const { observerPriceCents, maxObservers, addOns, taxBp, licences, trophyFees } = fees;
  return { ...hunt, fees: { observerPriceCents, maxObservers, addOns, taxBp, licences, trophyFees } };
}

export const APPLICATION_FEE_LABEL = "Draw application by the outfitter";

export function tierLabel(tier: TrophyTier, unit: string | null): string {
  const u = unit ? ` ${unit}` : "";
  if (tier.maxScore === null) return tier.minScore === 0 ? `any size` : `${tier.minScore}+${u}`;
  if (tier.minScore === 0) return `under ${tier.maxScore}${u}`;
  return `${tier.minScore}–${tier.maxScore - 1}${u}`;
}

/** The default party: one non-resident hunter, required add-ons only, no trophy. */
export const ONE_NON_RESIDENT: Party = { hunters: [{ residency: "non_resident", trophies: [] }], observers: 0, addOns: [] };

export function partyOfSize(hunters: number, observers = 0, residency: Residency = "non_resident"): Party {
  return { hunters: Array.from({ length: hunters }, () => ({ residency, trophies: [] })), observers, addOns: [] };
}

const line = (l: Omit<PriceLine, "amountCents">): PriceLine => ({ ...l, amountCents: l.unitCents * l.quantity });

export function calculatePrice(hunt: PricingInput, party: Party): PriceEstimate {
  const { fees } = hunt;
  const hunters = party.hunters.length;
  const people = hunters + party.observers;
  const lines: PriceLine[] = [];
  const place = { when: "booking", payee: "outfitter", commissionable: true } as const;
  lines.push(line({ kind: "hunter_place", label: "Hunter", quantity: hunters, unitCents: hunt.priceCents, ...place }));
  if (party.observers > 0 && fees.observerPriceCents !== null) {
    lines.push(
      line({ kind: "observer_place", label: "Observer", quantity: party.observers, unitCents: fees.observerPriceCents, ...place }),
    );
  }

  const chosen = new Map(party.addOns.map((a) => [a.index, Math.max(1, Math.floor(a.quantity))]));
  fees.addOns.forEach((addOn, index) => {
    if (!addOn.required && !chosen.has(index)) return;
    const days = addOn.unit === "per_day" ? (addOn.required ? hunt.durationDays : chosen.get(index)!) : 1;
    const quantity = addOn.unit === "per_person" ? people : days;
    const unitLabel = addOn.unit === "per_person" ? "per person" : addOn.unit === "per_day" ? "per day" : "per booking";
    lines.push(line({ kind: "add_on", label: `${addOn.name} (${unitLabel})`, quantity, unitCents: addOn.priceCents, ...place }));
  });

  const guided = lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (fees.taxBp > 0) {
    const tax = applyRate(guided, fees.taxBp);
    lines.push({
      kind: "tax",
      label: `Tax (${fees.taxBp / 100}%)`,
      quantity: 1,
      unitCents: tax,
      amountCents: tax,
      when: "booking",
      payee: "outfitter",
      commissionable: false,
    });
  }

  for (const licence of fees.licences) {
    if (licence.obtainedBy === "included") continue;
    // The outfitter obtains it: a pass-through line on the booking; else the hunter pays the agency.
    const when = licence.obtainedBy === "outfitter" ? "booking" : "before_hunt";
    for (const residency of ["non_resident", "resident"] as const) {
      const count = party.hunters.filter((h) => h.residency === residency).length;
      if (count === 0) continue;
      const unitCents = residency === "resident" ? licence.residentCents : licence.nonResidentCents;
      const who = residency === "resident" ? "resident" : "non-resident";
      lines.push(
        line({
          kind: "licence",
          label: `${licence.name} (${who})`,
          quantity: count,
          unitCents,
          when,
          payee: "agency",
          commissionable: false,
        }),
      );
    }
  }

  // The outfitter's fee for applying in the draw for each hunter: paid at booking, not a guided service (no tax, no commission).
  if (hunt.applicationFeeCents && hunt.applicationFeeCents > 0) {
    lines.push(
      line({
        kind: "application_fee",
        label: APPLICATION_FEE_LABEL,
        quantity: hunters,
        unitCents: hunt.applicationFeeCents,
        when: "booking",
        payee: "outfitter",
        commissionable: false,
      }),
    );
  }

  for (const hunter of party.hunters) {
    for (const t of hunter.trophies) {
      const fee = fees.trophyFees[t.speciesIndex];
      if (!fee) continue;
      const tier = fee.fixedCents === null ? fee.tiers[t.tierIndex] : undefined;
      const unitCents = fee.fixedCents ?? tier?.feeCents;
      if (unitCents === undefined) continue;
      const label = tier ? `Trophy fee: ${fee.species}, ${tierLabel(tier, fee.scoreUnit)}` : `Trophy fee: ${fee.species}`;
      lines.push(line({ kind: "trophy", label, quantity: 1, unitCents, when: "on_harvest", payee: "outfitter", commissionable: false }));
    }
  }

  const sum = (pick: (l: PriceLine) => boolean) => lines.filter(pick).reduce((s, l) => s + l.amountCents, 0);
  const throughRidgelineCents = sum((l) => l.when === "booking");
  const depositCents = Math.min(throughRidgelineCents, applyRate(throughRidgelineCents, hunt.depositPercent * 100));
  const tripCents = sum((l) => l.commissionable);
  return {
    lines,
    throughRidgelineCents,
    depositCents,
    balanceCents: throughRidgelineCents - depositCents,
    agencyCents: sum((l) => l.when === "before_hunt"),
    onHarvestCents: sum((l) => l.when === "on_harvest"),
    allInCents: sum(() => true),
    // Whatever the deposit, as for a plain booking (README, money): 10% of places and add-ons.
    commissionCents: applyRate(tripCents, COMMISSION_RATE_BP),
  };
}

/** "from $X all-in": one non-resident hunter, required add-ons, tax, and licences not included; no trophy. */
export const allInFromCents = (hunt: PricingInput) => calculatePrice(hunt, ONE_NON_RESIDENT).allInCents;

export function licenceIncluded(fees: HuntFees): boolean {
  if (fees.licences.length > 0) return fees.licences.every((l) => l.obtainedBy === "included");
  return fees.included.some((e) => e.item === "licence_tags" && e.status === "included");
}
