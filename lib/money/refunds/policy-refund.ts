import type { CancellationPolicy } from "@/lib/money/refunds/cancellation-policies";

export type RefundInput = {
  policy: CancellationPolicy;
  /** What the hunter paid online for the booking, in cents (less anything refunded already). */
  paidCents: number;
  /** The non-refundable deposit under Strict, in cents (capped at what was paid). */
  depositCents: number;
  /** Whole days from the day of cancelling to the departure's start date (negative once started). */
  daysBefore: number;
};

export type RefundQuote = { refundCents: number; keptCents: number; paidCents: number };

const half = (cents: number) => Math.floor(cents / 2);

/**
 * What a hunter cancelling gets back under the hunt's policy: never negative, never more than was
 * paid, and never less when cancelling earlier (tests/unit/cancellation-refund.test.ts checks
 * these with fast-check). Half of an odd number of cents rounds down, so the refund never exceeds
 * the 50% promised.
 */
export function hunterRefund({ policy, paidCents, depositCents, daysBefore }: RefundInput): RefundQuote {
  const paid = Math.max(0, Math.trunc(paidCents));
  let refund = 0;
  if (policy === "flexible") refund = daysBefore >= 30 ? paid : 0;
  else if (policy === "moderate") refund = daysBefore >= 60 ? paid : daysBefore >= 30 ? half(paid) : 0;
  else refund = daysBefore >= 60 ? paid - Math.min(paid, Math.max(0, Math.trunc(depositCents))) : 0;
  return { refundCents: refund, keptCents: paid - refund, paidCents: paid };
}

/** An outfitter cancelling an accepted booking refunds everything paid. */
export function outfitterRefund(paidCents: number): RefundQuote {
  const paid = Math.max(0, Math.trunc(paidCents));
  return { refundCents: paid, keptCents: 0, paidCents: paid };
}
