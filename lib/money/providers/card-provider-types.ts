import type { DbOrTx } from "@/db";

/** The payment-provider boundary for hunt bookings: Stripe in production, the offline test provider otherwise. */
export type ProviderName = "stripe" | "test";

export type IntentStatus =
  "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "canceled" | "succeeded";

export type PaymentIntentInfo = {
  id: string;
  status: IntentStatus;
  amountCents: number;
  amountCapturedCents: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
  lastError: string | null;
  captureMethod: CaptureMethod;
  transferDestination: string | null;
  applicationFeeCents: number;
  /** The customer the card is saved to and the card (PaymentMethod) used, when known. */
  customerId?: string | null;
  paymentMethodId?: string | null;
};

export type RefundInfo = { id: string; status: string; amountCents: number };

/** `manual`: the card is only authorized until captured (request to book); `automatic`: charged at once. */
export type CaptureMethod = "manual" | "automatic";

/** The whole amount goes to the outfitter's connected account, less `applicationFeeCents` kept by the platform. */
export type DestinationCharge = { accountId: string; applicationFeeCents: number };

export type CreateIntentArgs = {
  amountCents: number;
  currency: "usd";
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
  captureMethod?: CaptureMethod;
  destination?: DestinationCharge | null;
  /** Saves the card to this customer for later off-session charges (the balance Ridgeline collects). */
  customerId?: string | null;
  setupFutureUsage?: "off_session" | null;
};

export type RefundArgs = {
  intentId: string;
  amountCents: number;
  /** One key per booking and action: a repeat returns the same refund, never a second one. */
  idempotencyKey: string;
  reverseTransfer?: boolean;
  refundApplicationFee?: boolean;
};

export type IntentActionArgs = { intentId: string; idempotencyKey: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  createIntent(args: CreateIntentArgs): Promise<PaymentIntentInfo>;
  retrieveIntent(id: string): Promise<PaymentIntentInfo | null>;
  /** Capturing one already captured returns it unchanged, so a retry after a lost answer is harmless. */
  capture(args: IntentActionArgs, tx?: DbOrTx): Promise<PaymentIntentInfo>;
  /** Releasing one already released returns it unchanged. */
  cancel(args: IntentActionArgs, tx?: DbOrTx): Promise<PaymentIntentInfo>;
  /** `tx` is the caller's transaction: the embedded test provider writes through it, so the refund commits with its booking change. */
  refund(args: RefundArgs, tx?: DbOrTx): Promise<RefundInfo>;
}

/** The provider could not be reached or refused a server-side request. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

export type PaymentMode = { provider: "stripe"; publishableKey: string } | { provider: "test" };
