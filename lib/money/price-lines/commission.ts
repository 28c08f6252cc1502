// The commission rule over price lines (client-safe, pure): 10% of what is paid for the trip
// through Ridgeline, hunter and observer places and add-ons; never licences, tax or trophy fees.
import { applyRate, COMMISSION_RATE_BP } from "@/lib/format/money";
import { calculatePrice, partyOfSize, type PricedHunt } from "./calculate";

/**
 * A monthly report's commission: the hunt priced for `people` hunters (required add-ons in, as
 * every booking of them has), its places and add-ons, then the deposit share for a partial
 * deposit. For a hunt without add-ons this is the spec's price × people × deposit share.
 */
export function reportCommission(hunt: PricedHunt, people: number, depositPercent = 100) {
  const estimate = calculatePrice(hunt, partyOfSize(people));
  const tripCents = estimate.lines.filter((l) => l.commissionable).reduce((s, l) => s + l.amountCents, 0);
  const shareCents = applyRate(tripCents, depositPercent * 100);
  return { tripCents, shareCents, commissionCents: applyRate(shareCents, COMMISSION_RATE_BP) };
}

/**
 * The part of `keptCents` (money an outfitter keeps of a booking paid through Ridgeline) that
 * paid for places and add-ons: kept money carries each line in proportion, so licences and tax
 * kept never count. Half up to the cent; never above the commission base or what is kept.
 */
export function commissionableShareCents(keptCents: number, commissionBaseCents: number, throughRidgelineCents: number): number {
  const kept = Math.max(0, Math.trunc(keptCents));
  if (throughRidgelineCents <= 0 || commissionBaseCents >= throughRidgelineCents) return Math.min(kept, Math.max(0, commissionBaseCents));
  const share = (2n * BigInt(kept) * BigInt(commissionBaseCents) + BigInt(throughRidgelineCents)) / (2n * BigInt(throughRidgelineCents));
  return Math.min(Number(share), commissionBaseCents, kept);
}
