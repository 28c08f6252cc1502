import "server-only";
import { config } from "@/lib/config";
import { stripeProvider } from "./stripe";
import { testProvider } from "./test-card-provider";
import type { PaymentMode, PaymentProvider } from "./card-provider-types";

export * from "./card-provider-types";

/** Stripe when both its keys are set (the browser needs the publishable one), else the test provider. */
export function stripeEnabled(): boolean {
  const cfg = config();
  return Boolean(cfg.STRIPE_SECRET_KEY && cfg.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);
}

export function paymentProvider(): PaymentProvider {
  return stripeEnabled() ? stripeProvider : testProvider;
}

/** The provider that took a given payment (refunds go back through the same one). */
export function providerNamed(name: string | null | undefined): PaymentProvider {
  if (name === "stripe") return stripeProvider;
  if (name === "test") return testProvider;
  return paymentProvider();
}

export function paymentMode(): PaymentMode {
  const key = config().NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
  return stripeEnabled() && key ? { provider: "stripe", publishableKey: key } : { provider: "test" };
}
