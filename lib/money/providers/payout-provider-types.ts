import type { ProviderName } from "./card-provider-types";
import type { ConnectedAccountInfo } from "@/lib/money/payouts/state";

/**
 * The connected-account side of the payment provider (Stripe Connect Express in production, the
 * offline test provider otherwise): the account booking charges are transferred to.
 */
export interface PayoutProvider {
  readonly name: ProviderName;
  /** Creates (or, for a repeated idempotency key, returns the same) connected account. */
  createAccount(args: { email: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<ConnectedAccountInfo>;
  /** The account as the provider knows it, or null when it does not know the id. */
  retrieveAccount(id: string): Promise<ConnectedAccountInfo | null>;
  /** A single-use link to the provider's onboarding; an expired link sends the outfitter to `refreshUrl`. */
  onboardingLink(args: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  /** A single-use link to the account's Express dashboard (payouts, bank account, tax forms). */
  dashboardLink(accountId: string): Promise<string>;
}
