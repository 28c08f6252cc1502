import type { ProviderName } from "./card-provider-types";
import type { ConnectedAccountInfo } from "@/lib/money/payouts/state";

/** The connected account booking charges are transferred to: Stripe Connect Express, or the offline test provider. */
export interface PayoutProvider {
  readonly name: ProviderName;
  createAccount(args: { email: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<ConnectedAccountInfo>;
  retrieveAccount(id: string): Promise<ConnectedAccountInfo | null>;
  /** A single-use link to the provider's onboarding; an expired link sends the outfitter to `refreshUrl`. */
  onboardingLink(args: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  dashboardLink(accountId: string): Promise<string>;
}
