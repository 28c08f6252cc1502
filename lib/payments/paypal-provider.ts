import "server-only";
import { config } from "@/lib/config";
import { paypalProvider } from "./paypal";
import { testPaypalProvider } from "./paypal-test";
import type { CommissionPaymentProvider } from "./paypal-types";

/** PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set, the offline test provider otherwise. */
export function commissionPaymentProvider(): CommissionPaymentProvider {
  const c = config();
  if (c.PAYPAL_CLIENT_ID && c.PAYPAL_CLIENT_SECRET) {
    return paypalProvider({ base: c.PAYPAL_API_BASE.replace(/\/$/, ""), clientId: c.PAYPAL_CLIENT_ID, secret: c.PAYPAL_CLIENT_SECRET });
  }
  return testPaypalProvider;
}
