import type { DrawOutcome } from "./schema";

// Pure: what a failed draw gives one hunter, from what was actually paid. No I/O, so it is property-tested.

export type BookingMoney = {
  /** What the card was charged online (the deposit, or the whole total). */
  chargedCents: number;
  /** What has already gone back (refunds of other shares, a cancellation). */
  refundedCents: number;
  /** Credits already given for other shares (money kept by the outfitter but owed to the hunter). */
  creditedCents: number;
  /** The hunters booked, and the ones whose share has already been resolved. */
  hunterIndexes: number[];
  resolvedIndexes: number[];
};

export type ShareDecision =
  | { kind: "refund"; hunterIndex: number; shareCents: number; refundCents: number }
  | { kind: "credit"; hunterIndex: number; shareCents: number; creditCents: number }
  | { kind: "rollover" | "switch"; hunterIndex: number; shareCents: number }
  | { kind: "already-resolved"; hunterIndex: number };

/** Each hunter's part of the charge: equal cents, the last hunter taking the remainder, so the parts add up exactly. */
export function shareOf(chargedCents: number, hunterIndexes: number[], hunterIndex: number): number {
  const sorted = [...hunterIndexes].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0 || !sorted.includes(hunterIndex)) return 0;
  const base = Math.floor(chargedCents / n);
  return sorted.at(-1) === hunterIndex ? chargedCents - base * (n - 1) : base;
}

/**
 * The promised outcome for one hunter who did not draw. Money out (refund or credit) is that
 * hunter's share, never more than is left of what was paid; a share already resolved gives nothing.
 */
export function decideFailedDraw(money: BookingMoney, outcome: DrawOutcome, hunterIndex: number): ShareDecision {
  if (money.resolvedIndexes.includes(hunterIndex)) return { kind: "already-resolved", hunterIndex };
  const shareCents = shareOf(money.chargedCents, money.hunterIndexes, hunterIndex);
  const left = Math.max(0, money.chargedCents - money.refundedCents - money.creditedCents);
  const out = Math.min(shareCents, left);
  if (outcome === "refund") return { kind: "refund", hunterIndex, shareCents, refundCents: out };
  if (outcome === "credit") return { kind: "credit", hunterIndex, shareCents, creditCents: out };
  return { kind: outcome, hunterIndex, shareCents };
}

/** Credits last two years from the day they are given. */
export const CREDIT_VALID_DAYS = 730;
