import type { DbOrTx } from "@/db";

/** The payment-provider boundary for hunt bookings: Stripe in production, the offline test provider otherwise. */
export type ProviderName = "stripe" | "test";

export type IntentStatus =
  "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "canceled" | "succeeded";

export type PaymentIntentInfo = {
  id: string;
  status: IntentStatus;
  amountCents: number;
  /** What has been captured (Stripe's amount_received): 0 while only authorized. */
  amountCapturedCents: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
  /** The provider's message for the last failed attempt (e.g. "Your card was declined."). */
  lastError: string | null;
  captureMethod: CaptureMethod;
  /** The connected account the charge is transferred to (a destination charge), if any. */
  transferDestination: string | null;
  applicationFeeCents: number;
};

export type RefundInfo = { id: string; status: string; amountCents: number };

/** `manual`: the card is only authorized until captured (request to book); `automatic`: charged at once. */
export type CaptureMethod = "manual" | "automatic";

/**
 * A destination charge: the whole amount is transferred to the outfitter's connected account
 * (`transfer_data.destination`, `on_behalf_of`), less `applicationFeeCents` kept by the platform.
 */
export type DestinationCharge = { accountId: string; applicationFeeCents: number };

export type CreateIntentArgs = {
  amountCents: number;
  currency: "usd";
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
  captureMethod?: CaptureMethod;
  destination?: DestinationCharge | null;
};

export type RefundArgs = {
  intentId: string;
  /** Any amount up to what was captured and not yet refunded (partial refunds are fine). */
  amountCents: number;
  /** One key per booking and action: a repeat returns the same refund, never a second one. */
  idempotencyKey: string;
  /** Takes the refund back from the connected account the charge was transferred to. */
  reverseTransfer?: boolean;
  /** Gives back the platform's application fee in proportion to the refund. */
  refundApplicationFee?: boolean;
};

/** Capturing or releasing an authorization: `tx` as for refunds. */
export type IntentActionArgs = { intentId: string; idempotencyKey: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates (or, for a repeated idempotency key, returns the same) payment intent. */
  createIntent(args: CreateIntentArgs): Promise<PaymentIntentInfo>;
  /** The intent as the provider knows it, or null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntentInfo | null>;
  /**
   * Captures an authorized (`requires_capture`) intent in full. Capturing an intent that is
   * already captured returns it unchanged, so a retry after a lost answer is harmless.
   */
  capture(args: IntentActionArgs, tx?: DbOrTx): Promise<PaymentIntentInfo>;
  /**
   * Releases an intent that has not been captured (the card hold goes away, nothing is charged).
   * Releasing one already released returns it unchanged.
   */
  cancel(args: IntentActionArgs, tx?: DbOrTx): Promise<PaymentIntentInfo>;
  /**
   * Refunds (part of) an intent's captured payment; a repeated idempotency key returns the same
   * refund. `tx` is the caller's open transaction: the embedded test provider writes through it
   * (a remote provider ignores it), so a refund and the booking change it belongs to commit together.
   */
  refund(args: RefundArgs, tx?: DbOrTx): Promise<RefundInfo>;
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
