import type { DestinationCharge, PaymentIntentInfo, ProviderName } from "./card-provider-types";

/** The saved-card half of the card provider (lib/money/installments): customers, off-session charges and SetupIntents. */
export type CustomerArgs = { email: string; name: string; metadata: Record<string, string>; idempotencyKey: string };

export type OffSessionChargeArgs = {
  amountCents: number;
  currency: "usd";
  description: string;
  metadata: Record<string, string>;
  /** One per installment and attempt: a repeat (a job run twice, two workers, a lost answer) answers the same charge. */
  idempotencyKey: string;
  customerId: string;
  paymentMethodId: string;
  destination: DestinationCharge;
};

/** `code`: Stripe's decline code family, e.g. card_declined, insufficient_funds, authentication_required. */
export type OffSessionResult =
  { ok: true; intent: PaymentIntentInfo } | { ok: false; code: string; message: string; intentId: string | null };

export type SetupIntentStatus =
  "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "canceled" | "succeeded";

export type SetupIntentInfo = {
  id: string;
  status: SetupIntentStatus;
  clientSecret: string | null;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  lastError: string | null;
};

export interface SavedCardProvider {
  readonly name: ProviderName;
  createCustomer(args: CustomerArgs): Promise<{ id: string }>;
  chargeOffSession(args: OffSessionChargeArgs): Promise<OffSessionResult>;
  createSetupIntent(args: { customerId: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<SetupIntentInfo>;
  retrieveSetupIntent(id: string): Promise<SetupIntentInfo | null>;
  /** The last four digits of a saved card, for "Visa ending 4242" (null when unknown). */
  cardLast4(paymentMethodId: string): Promise<string | null>;
}
