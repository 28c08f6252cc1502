import { z } from "zod";
import { discountedPriceCents, parseDollarsToCents } from "@/lib/format/money";
import { MIN_PRICE_CENTS } from "@/lib/hunts/schema";
import { addDays, type IsoDate } from "./dates";

// Client-safe: the last-minute deal rules (issue 50) shared by the service, the booking, the hunt page and the forms.

/** A deal may be marked on a departure that starts within this many days of today (the hunt's today). */
export const DEAL_WINDOW_DAYS = 60;

export const DEAL_MESSAGES = {
  percent: "The deal's discount must be a percentage above 0% and below 100%",
  started: "This departure has already started: it can no longer be a last-minute deal",
  window: `Only a departure starting within the next ${DEAL_WINDOW_DAYS} days can be a last-minute deal`,
  belowMin: "The price after the deal's discount must be at least $1.00",
  outfittersOnly: "Only outfitters can mark last-minute deals",
} as const;

/** The percent as typed ("20", "12.5"), to basis points (20% = 2000), as the hunt's own percentage discount is kept. */
export const dealDiscountSchema = z.object({
  percent: z.union([z.string(), z.number()], { error: DEAL_MESSAGES.percent }).transform((v, ctx) => {
    const bp = parseDollarsToCents(typeof v === "number" ? String(v) : v.trim());
    if (bp === null || bp <= 0 || bp >= 10_000) {
      ctx.addIssue({ code: "custom", message: DEAL_MESSAGES.percent });
      return z.NEVER;
    }
    return bp;
  }),
});

/** "20" or "12.5": the deal's percent for display. */
export const dealPercentText = (bp: number) => {
  const pct = bp / 100;
  return Number.isInteger(pct) ? String(pct) : String(Number(pct.toFixed(2)));
};

/** Live: marked, not started, and within the window (a departure moved later by the hunt form stops being a deal). */
export function isDealLive(d: { startDate: IsoDate; dealDiscountBp: number | null }, today: IsoDate): boolean {
  return d.dealDiscountBp !== null && d.startDate >= today && d.startDate <= addDays(today, DEAL_WINDOW_DAYS);
}

/** Why a departure may not be marked today, or null. */
export function dealWindowProblem(startDate: IsoDate, today: IsoDate): string | null {
  if (startDate < today) return DEAL_MESSAGES.started;
  if (startDate > addDays(today, DEAL_WINDOW_DAYS)) return DEAL_MESSAGES.window;
  return null;
}

export type DealPricing = { priceCents: number; originalPriceCents: number | null; isDiscounted: boolean };

/** The hunt's price before its own discount. */
const baseCentsOf = (h: DealPricing) => (h.isDiscounted && h.originalPriceCents !== null ? h.originalPriceCents : h.priceCents);

/** The deal's price before the floor: the deal's percent of the hunt's price before its own discount. */
export const rawDealPriceCents = (h: DealPricing, bp: number) => discountedPriceCents(baseCentsOf(h), { type: "percentage", value: bp });

/**
 * The price per hunter of a departure: the larger of the hunt's own discount and the deal's wins
 * (never stacked: the deal's percent is of the price before the hunt's discount), and never below
 * the hunts' minimum price ($1.00).
 */
export function departurePriceCents(h: DealPricing, dealBp: number | null): number {
  if (dealBp === null) return h.priceCents;
  return Math.min(h.priceCents, Math.max(MIN_PRICE_CENTS, rawDealPriceCents(h, dealBp)));
}

/** The same from a PublicHunt's money strings ("1250.00"). */
export function departurePriceOf(h: { price: string; originalPrice: string | null; isDiscounted: boolean }, dealBp: number | null): number {
  const price = parseDollarsToCents(h.price) ?? 0;
  const original = h.originalPrice === null ? null : parseDollarsToCents(h.originalPrice);
  return departurePriceCents({ priceCents: price, originalPriceCents: original, isDiscounted: h.isDiscounted }, dealBp);
}
