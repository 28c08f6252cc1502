import type { CancellationPolicy } from "@/lib/money/refunds/cancellation-policies";

export type RefundInput = {
  policy: CancellationPolicy;
  /** What the hunter paid online, in cents, less anything refunded already. */
  paidCents: number;
  /** Strict's non-refundable deposit, in cents (capped at what was paid). */
  depositCents: number;
  /** Whole days from cancelling to the departure's start date (negative once started). */
  daysBefore: number;
};

export type RefundQuote = { refundCents: number; keptCents: number; paidCents: number };

const half = (cents: number) => Math.floor(cents / 2);

/** Never negative, never more than paid, never less when cancelling earlier; half of odd cents rounds down, not above the 50% promised. */
export function hunterRefund({ policy, paidCents, depositCents, daysBefore }: RefundInput): RefundQuote {
  const paid = Math.max(0, Math.trunc(paidCents));
  let refund = 0;
  if (policy === "flexible") refund = daysBefore >= 30 ? paid : 0;
  else if (policy === "moderate") refund = daysBefore >= 60 ? paid : daysBefore >= 30 ? half(paid) : 0;
  else refund = daysBefore >= 60 ? paid - Math.min(paid, Math.max(0, Math.trunc(depositCents))) : 0;
  return { refundCents: refund, keptCents: paid - refund, paidCents: paid };
}

/** Everything paid comes back: an outfitter cancelling, or a booking with no trip date yet to count a policy from. */
export function outfitterRefund(paidCents: number): RefundQuote {
  const paid = Math.max(0, Math.trunc(paidCents));
  return { refundCents: paid, keptCents: 0, paidCents: paid };
}
