/**
 * The three cancellation policies an outfitter picks from (issue 27), each a plain-language text
 * and the rule lib/cancellation/refund.ts applies. Client-safe: the hunt form, hunt page, booking
 * page, e-mails and dashboards show the same words.
 */
export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/**
 * The share of the total Strict keeps as its deposit while a hunt has no deposit percentage of its
 * own. The whole price is charged when booking; under Strict this share of it is what is kept, and
 * the texts below say so with the figure, so the policy never promises a deposit the hunt lacks.
 */
export const STRICT_DEFAULT_DEPOSIT_PERCENT = 25;

export const POLICY_TEXT: Record<CancellationPolicy, { name: string; summary: string; rules: string[] }> = {
  flexible: {
    name: "Flexible",
    summary: "Full refund up to 30 days before the trip starts.",
    rules: ["Cancel 30 days or more before the start date: full refund.", "Cancel less than 30 days before: no refund."],
  },
  moderate: {
    name: "Moderate",
    summary: "Full refund up to 60 days before, half up to 30 days before.",
    rules: [
      "Cancel 60 days or more before the start date: full refund.",
      "Cancel 30 to 59 days before: 50% refund.",
      "Cancel less than 30 days before: no refund.",
    ],
  },
  strict: {
    name: "Strict",
    summary: `The deposit (${STRICT_DEFAULT_DEPOSIT_PERCENT}% of the total) is non-refundable; the rest is refunded up to 60 days before.`,
    rules: [
      `The deposit, ${STRICT_DEFAULT_DEPOSIT_PERCENT}% of the total price, is never refunded.`,
      "Cancel 60 days or more before the start date: everything paid above the deposit is refunded.",
      "Cancel less than 60 days before: no refund.",
    ],
  },
};

export const OUTFITTER_CANCELS_RULE = "If the outfitter cancels, you are refunded in full.";

export const isCancellationPolicy = (v: unknown): v is CancellationPolicy => (CANCELLATION_POLICIES as readonly unknown[]).includes(v);
