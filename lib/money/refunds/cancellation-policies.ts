/** The three cancellation policies an outfitter picks from; client-safe, so every page and e-mail shows the same words. */
export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

// Strict's share for a booking from before deposit percentages (charged the whole price, its texts promised this share as the deposit);
// a newer booking's deposit is the hunt's, recorded on the booking.
export const LEGACY_STRICT_DEPOSIT_PERCENT = 25;

export type PolicyText = { name: string; summary: string; rules: string[] };

/** The texts with no hunt in view (help, terms): Strict's deposit is the hunt's, named generally. */
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
    summary: "The deposit paid by card when booking is non-refundable; anything paid above it is refunded up to 60 days before.",
    rules: [
      "The deposit, the hunt's share of the total paid by card when booking, is never refunded.",
      "Cancel 60 days or more before the start date: everything paid above the deposit is refunded.",
      "Cancel less than 60 days before: no refund.",
    ],
  },
};

/** Strict names the deposit it keeps (the hunt's deposit percentage); the other policies read the same everywhere. */
export function policyText(policy: CancellationPolicy, depositPercent?: number | null): PolicyText {
  if (policy !== "strict" || depositPercent == null) return POLICY_TEXT[policy];
  const deposit =
    depositPercent >= 100
      ? "The deposit is the whole price, paid by card when booking"
      : `The deposit, ${depositPercent}% of the total price paid by card when booking,`;
  return {
    name: "Strict",
    summary:
      depositPercent >= 100
        ? "The whole price, paid by card when booking, is the deposit and is non-refundable."
        : `The deposit (${depositPercent}% of the total, paid when booking) is non-refundable; anything paid above it is refunded up to 60 days before.`,
    rules: [
      depositPercent >= 100 ? `${deposit}: it is never refunded.` : `${deposit} is never refunded.`,
      "Cancel 60 days or more before the start date: everything paid above the deposit is refunded.",
      "Cancel less than 60 days before: no refund.",
    ],
  };
}

export const OUTFITTER_CANCELS_RULE = "If the outfitter cancels, you are refunded in full.";

/** Where the days before the start are counted (the hunt's own calendar day; see timeZoneLabel). */
export const daysCountedRule = (zone: string) => `Days are counted in ${zone}, where the hunt takes place.`;
