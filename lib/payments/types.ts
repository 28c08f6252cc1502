import type { DbOrTx } from "@/db";

/** The payment-provider boundary for hunt bookings: Stripe in production, the offline test provider otherwise. */
export type ProviderName = "stripe" | "test";

export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export type PaymentIntentInfo = {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
  /** The provider's message for the last failed attempt (e.g. "Your card was declined."). */
  lastError: string | null;
};

export type RefundInfo = { id: string; status: string; amountCents: number };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates (or, for a repeated idempotency key, returns the same) payment intent. */
  createIntent(args: {
    amountCents: number;
    currency: "usd";
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PaymentIntentInfo>;
  /** The intent as the provider knows it, or null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntentInfo | null>;
  /**
   * Refunds an intent's payment; a repeated idempotency key returns the same refund. `tx` is the
   * caller's open transaction: the embedded test provider writes through it (a remote provider
   * ignores it), so a refund and the booking change it belongs to commit together.
   */
  refund(args: { intentId: string; amountCents: number; idempotencyKey: string }, tx?: DbOrTx): Promise<RefundInfo>;
}

/** The provider could not be reached or refused a server-side request. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** How the browser pays: what the booking page needs to render the right card form. */
export type PaymentMode = { provider: "stripe"; publishableKey: string } | { provider: "test" };
