import "server-only";
import { parseDollarsToCents } from "@/lib/format/money";
import { calculatePrice } from "@/lib/money/price-lines/calculate";
import { priceGroups, type PriceGroup } from "@/lib/money/price-lines/groups";
import type { HuntFees, Party, PriceEstimate } from "@/lib/money/price-lines/types";
import type { PublicOutfitter } from "@/lib/outfitters/public";
import { getApprovedHuntReviews, type RatingSummary } from "@/lib/reviews/public";
import type { CompareQuery } from "./compare-schema";
import { getHuntFees } from "./fees-public";
import type { PublicHunt } from "./present";
import { getListedHunt } from "./public-queries";

export type ComparedHunt = {
  hunt: PublicHunt;
  outfitter: PublicOutfitter;
  fees: HuntFees;
  huntRating: RatingSummary;
  /** The party as priced here: a hunt that takes no observers is priced without them. */
  party: { hunters: number; observers: number };
  /** Where the hunt cannot take the party as asked. */
  notes: string[];
  estimate: PriceEstimate;
  groups: PriceGroup[];
};

export type Comparison = {
  hunts: ComparedHunt[];
  /** Ids asked for that are not listed (paused, removed, never existed). */ missing: number[];
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** Prices one listed hunt for the comparison's party with the one calculator (the hunt page's estimator reads it too). */
function compared(data: { hunt: PublicHunt; outfitter: PublicOutfitter }, fees: HuntFees, huntRating: RatingSummary, q: CompareQuery) {
  const { hunt } = data;
  const notes: string[] = [];
  if (q.hunters > hunt.groupSize) notes.push(`Takes at most ${plural(hunt.groupSize, "hunter")}`);
  let observers = q.observers;
  if (observers > 0 && fees.observerPriceCents === null) {
    notes.push("Takes no observers");
    observers = 0;
  } else if (observers > fees.maxObservers) notes.push(`Takes at most ${plural(fees.maxObservers, "observer")}`);
  const priced = {
    priceCents: parseDollarsToCents(hunt.price) ?? 0,
    durationDays: hunt.duration,
    depositPercent: hunt.depositPercent,
    fees,
  };
  const party: Party = {
    hunters: Array.from({ length: q.hunters }, () => ({ residency: q.residency, trophies: [] })),
    observers,
    addOns: [],
  };
  const estimate = calculatePrice(priced, party);
  return {
    ...data,
    fees,
    huntRating,
    party: { hunters: q.hunters, observers },
    notes,
    estimate,
    groups: priceGroups(estimate, hunt.depositPercent),
  } satisfies ComparedHunt;
}

/** The hunts of /compare in the order asked, each from the public caches its own page reads. */
export async function compareHunts(q: CompareQuery): Promise<Comparison> {
  const rows = await Promise.all(
    q.ids.map(async (id) => {
      const data = await getListedHunt(id);
      if (!data) return { id, hunt: null };
      const [fees, reviews] = await Promise.all([getHuntFees(id), getApprovedHuntReviews(id)]);
      return { id, hunt: compared(data, fees, reviews.rating, q) };
    }),
  );
  return {
    hunts: rows.flatMap((r) => (r.hunt ? [r.hunt] : [])),
    missing: rows.filter((r) => !r.hunt).map((r) => r.id),
  };
}
