// The fee structure as the API answers it: money as "1250.00" strings (client-safe).
import { formatCents } from "@/lib/format/money";
import type { HuntFees, IncludedEntry, LicenceObtainer, AddOnUnit } from "@/lib/money/price-lines/types";

export type PublicFees = {
  observerPrice: string | null;
  maxObservers: number;
  included: IncludedEntry[];
  guideRatio: string | null;
  trophyFees: {
    species: string;
    woundedLostCounts: boolean;
    fixedFee: string | null;
    tiers: { minScore: number; maxScore: number | null; fee: string }[];
    scoreUnit: string | null;
  }[];
  licences: { name: string; obtainedBy: LicenceObtainer; residentFee: string; nonResidentFee: string; agencyUrl: string | null }[];
  addOns: { name: string; price: string; unit: AddOnUnit; required: boolean }[];
  taxBp: number;
  gratuityText: string | null;
  gratuityPercent: number | null;
};

export function toPublicFees(f: HuntFees): PublicFees {
  return {
    observerPrice: f.observerPriceCents === null ? null : formatCents(f.observerPriceCents),
    maxObservers: f.maxObservers,
    included: f.included,
    guideRatio: f.guideRatio,
    trophyFees: f.trophyFees.map((t) => ({
      species: t.species,
      woundedLostCounts: t.woundedLostCounts,
      fixedFee: t.fixedCents === null ? null : formatCents(t.fixedCents),
      tiers: t.tiers.map((x) => ({ minScore: x.minScore, maxScore: x.maxScore, fee: formatCents(x.feeCents) })),
      scoreUnit: t.scoreUnit,
    })),
    licences: f.licences.map((l) => ({
      name: l.name,
      obtainedBy: l.obtainedBy,
      residentFee: formatCents(l.residentCents),
      nonResidentFee: formatCents(l.nonResidentCents),
      agencyUrl: l.agencyUrl,
    })),
    addOns: f.addOns.map((a) => ({ name: a.name, price: formatCents(a.priceCents), unit: a.unit, required: a.required })),
    taxBp: f.taxBp,
    gratuityText: f.gratuityText,
    gratuityPercent: f.gratuityPercent,
  };
}
