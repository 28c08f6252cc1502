// The hunt form's fee fields as text (what the inputs hold), from and to the API's fees.
import type { PublicFees } from "@/lib/hunts/fees-present";
import { INCLUDED_ITEMS, type AddOnUnit, type IncludedItem, type LicenceObtainer } from "@/lib/money/price-lines/types";

export type FeesFormValues = {
  observerPrice: string;
  maxObservers: string;
  included: { item: IncludedItem; status: "" | "included" | "not_included" | "optional"; note: string }[];
  guideRatio: string;
  trophyFees: {
    species: string;
    woundedLostCounts: boolean;
    fixedFee: string;
    scoreUnit: string;
    tiers: { minScore: string; maxScore: string; fee: string }[];
  }[];
  licences: { name: string; obtainedBy: LicenceObtainer; residentFee: string; nonResidentFee: string; agencyUrl: string }[];
  addOns: { name: string; price: string; unit: AddOnUnit; required: boolean }[];
  taxBp: string;
  gratuityText: string;
  gratuityPercent: string;
};

export function feesFormValues(f?: PublicFees): FeesFormValues {
  return {
    observerPrice: f?.observerPrice ?? "",
    maxObservers: String(f?.maxObservers ?? 0),
    included: INCLUDED_ITEMS.map((item) => {
      const e = f?.included.find((x) => x.item === item);
      return { item, status: e?.status ?? "", note: e?.note ?? "" };
    }),
    guideRatio: f?.guideRatio ?? "",
    trophyFees: (f?.trophyFees ?? []).map((t) => ({
      species: t.species,
      woundedLostCounts: t.woundedLostCounts,
      fixedFee: t.fixedFee ?? "",
      scoreUnit: t.scoreUnit ?? "",
      tiers: t.tiers.map((x) => ({ minScore: String(x.minScore), maxScore: x.maxScore === null ? "" : String(x.maxScore), fee: x.fee })),
    })),
    licences: (f?.licences ?? []).map((l) => ({ ...l, agencyUrl: l.agencyUrl ?? "" })),
    addOns: f?.addOns ?? [],
    taxBp: String(f?.taxBp ?? 0),
    gratuityText: f?.gratuityText ?? "",
    gratuityPercent: f?.gratuityPercent === null || f?.gratuityPercent === undefined ? "" : String(f.gratuityPercent),
  };
}
