import { INCLUDED_ITEM_LABELS, type HuntFees } from "./types";

const STATUS = { included: "Included", not_included: "Not included", optional: "Optional" } as const;

/** What's included as name/value pairs (JSON-LD additionalProperty, the compare table). */
export function includedItemsOf(fees: HuntFees): { name: string; value: string }[] {
  return fees.included.map((e) => ({
    name: INCLUDED_ITEM_LABELS[e.item] + (e.item === "guide_ratio" && fees.guideRatio ? ` (${fees.guideRatio.replace("x", "×")})` : ""),
    value: STATUS[e.status] + (e.note ? `: ${e.note}` : ""),
  }));
}
