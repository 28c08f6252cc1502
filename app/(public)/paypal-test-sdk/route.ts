// GET /paypal-test-sdk — the offline provider's stand-in for PayPal's JS SDK (no PayPal keys set).
import { paypalCredentials } from "@/lib/money/providers/paypal-provider";
import { PAYPAL_TEST_SDK } from "@/lib/money/providers/paypal-test-sdk";

/**
 * Loaded by @paypal/react-paypal-js (its sdkBaseUrl option) in place of https://www.paypal.com/sdk/js
 * when PayPal is not configured, so the commission dialog runs PayPal's own Buttons component
 * against the offline provider. 404 once PayPal keys are set: the real SDK is used then.
 */
export function GET(): Response {
  if (paypalCredentials()) return new Response("Not found", { status: 404 });
  return new Response(PAYPAL_TEST_SDK, {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" },
  });
}
