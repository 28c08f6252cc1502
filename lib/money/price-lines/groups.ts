// The lines of an estimate grouped by when and to whom they are paid: the hunt page, the booking
// summary and the e-mails all show these groups (client-safe).
import type { PriceEstimate, PriceLine } from "./types";

export type PriceGroupKey = "booking" | "before_hunt" | "on_harvest" | "agency";

export type PriceGroup = { key: PriceGroupKey; title: string; totalCents: number; lines: PriceLine[]; note?: string };

export const PRICE_GROUP_TITLES: Record<PriceGroupKey, string> = {
  booking: "Charged by Ridgeline at booking",
  before_hunt: "Due to the outfitter before the hunt",
  on_harvest: "Due on harvest",
  agency: "Paid to the agency",
};

export function priceGroups(e: PriceEstimate, depositPercent: number): PriceGroup[] {
  const through = e.lines.filter((l) => l.when === "booking");
  const groups: PriceGroup[] = [
    {
      key: "booking",
      title: PRICE_GROUP_TITLES.booking,
      totalCents: e.depositCents,
      lines: through,
      ...(depositPercent === 100 ? {} : { note: `The ${depositPercent}% deposit of these lines` }),
    },
  ];
  if (e.balanceCents > 0) {
    groups.push({
      key: "before_hunt",
      title: PRICE_GROUP_TITLES.before_hunt,
      totalCents: e.balanceCents,
      lines: [],
      note: "The balance of the lines above",
    });
  }
  const harvest = e.lines.filter((l) => l.when === "on_harvest");
  if (harvest.length)
    groups.push({
      key: "on_harvest",
      title: PRICE_GROUP_TITLES.on_harvest,
      totalCents: e.onHarvestCents,
      lines: harvest,
      note: "Paid to the outfitter; never charged at booking",
    });
  const agency = e.lines.filter((l) => l.when === "before_hunt");
  if (agency.length)
    groups.push({
      key: "agency",
      title: PRICE_GROUP_TITLES.agency,
      totalCents: e.agencyCents,
      lines: agency,
      note: "Bought by the hunter before the hunt",
    });
  return groups;
}
