import "server-only";
import { stripeEnabled } from "./card-provider";
import { stripeConnect } from "@/lib/money/providers/stripe-connect";
import { testConnect } from "@/lib/money/providers/test-connect";
import type { PayoutProvider } from "./payout-provider-types";

export type { PayoutProvider };

export function payoutProvider(): PayoutProvider {
  return stripeEnabled() ? stripeConnect : testConnect;
}

export function payoutProviderNamed(name: string): PayoutProvider {
  return name === "stripe" ? stripeConnect : testConnect;
}
