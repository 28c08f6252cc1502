import "server-only";
import { config } from "@/lib/config";
import { paypalProvider, type Creds } from "./paypal-orders";
import { testPaypalProvider } from "./paypal-test";
import type { CommissionPaymentProvider } from "./paypal-types";

/** PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set, the offline test provider otherwise. */
export function commissionPaymentProvider(): CommissionPaymentProvider {
  const creds = paypalCredentials();
  return creds ? paypalProvider(creds) : testPaypalProvider;
}

/** PayPal's REST credentials, or null on the offline test provider. */
export function paypalCredentials(): Creds | null {
  const c = config();
  if (!c.PAYPAL_CLIENT_ID || !c.PAYPAL_CLIENT_SECRET) return null;
  return { base: c.PAYPAL_API_BASE.replace(/\/$/, ""), clientId: c.PAYPAL_CLIENT_ID, secret: c.PAYPAL_CLIENT_SECRET };
}

/** PayPal's client id and environment for its JS SDK; the offline provider serves its own stand-in SDK, which approves without PayPal. */
export type PaypalClientConfig =
  { mode: "paypal"; clientId: string; environment: "sandbox" | "production" } | { mode: "test"; clientId: "test"; sdkBaseUrl: string };

export function paypalClientConfig(): PaypalClientConfig {
  const creds = paypalCredentials();
  if (!creds) return { mode: "test", clientId: "test", sdkBaseUrl: "/paypal-test-sdk" };
  const live = new URL(creds.base).hostname === "api-m.paypal.com";
  return { mode: "paypal", clientId: creds.clientId, environment: live ? "production" : "sandbox" };
}
