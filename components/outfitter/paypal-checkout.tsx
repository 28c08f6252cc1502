"use client";

import { useMemo, useRef } from "react";
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer, type ReactPayPalScriptOptions } from "@paypal/react-paypal-js";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { callAction } from "@/lib/actions/call";
import { captureCardPaymentAction, startCardPaymentAction } from "@/lib/money/commission/payment-actions";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { PaypalClientConfig } from "@/lib/money/providers/paypal-provider";
import { failureText, useRefreshOutfitter } from "./queries";
import { QUERY_KEYS } from "@/components/query/keys";

const FAILED = "PayPal payment failed. Please try again.";

/** The SDK's options: the public client id, USD, capture; the offline stand-in's URL on the test provider. */
function scriptOptions(c: PaypalClientConfig): ReactPayPalScriptOptions {
  // PayPal and card (the dialog's "Card (PayPal)"); no Pay Later or Venmo for a business's commission.
  const base = { clientId: c.clientId, currency: "USD", intent: "capture", components: "buttons", disableFunding: ["paylater", "venmo"] };
  return c.mode === "test" ? { ...base, sdkBaseUrl: c.sdkBaseUrl } : { ...base, environment: c.environment };
}

export function usePaypalClientConfig(enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.outfitter.paypalConfig,
    queryFn: () => api.get<PaypalClientConfig>("/api/outfitter/paypal-config"),
    enabled,
    staleTime: Infinity,
  });
}

/**
 * The commission payment by PayPal's own Smart Buttons (@paypal/react-paypal-js): createOrder and
 * onApprove call the app's server routes, which create the order for the amount the server
 * computes and capture it (the amount is never made in the browser). While the SDK loads a
 * placeholder keeps the space; if it cannot load (blocked, offline, PayPal down) `fallback`
 * renders instead, the redirect to PayPal's approval page.
 */
export function PaypalCheckout({
  config,
  body,
  onPaid,
  fallback,
}: {
  config: PaypalClientConfig;
  body: { amount: string; description: string };
  onPaid: () => void;
  fallback: React.ReactNode;
}) {
  const options = useMemo(() => scriptOptions(config), [config]);
  return (
    <PayPalScriptProvider options={options}>
      <Buttons body={body} onPaid={onPaid} fallback={fallback} />
    </PayPalScriptProvider>
  );
}

function Buttons({
  body,
  onPaid,
  fallback,
}: {
  body: { amount: string; description: string };
  onPaid: () => void;
  fallback: React.ReactNode;
}) {
  const [{ isRejected, isResolved }] = usePayPalScriptReducer();
  const refresh = useRefreshOutfitter();
  // A failure already shown with the server's own words, so the SDK's onError does not add a second toast.
  const shown = useRef(false);
  const showError = (err: unknown) => {
    shown.current = true;
    toast.error("Payment Error", { description: failureText(err, FAILED) });
  };

  if (isRejected) return <>{fallback}</>;
  if (!isResolved) return <Skeleton className="h-[45px] w-full" data-testid="paypal-buttons-loading" />;
  return (
    <PayPalButtons
      className="min-h-[45px]"
      style={{ layout: "vertical", label: "pay", shape: "rect", height: 45 }}
      createOrder={async () => {
        shown.current = false;
        try {
          const created = await callAction(startCardPaymentAction, body);
          return created.orderId;
        } catch (err) {
          showError(err);
          throw err;
        }
      }}
      onApprove={async ({ orderID }) => {
        try {
          const r = await callAction(captureCardPaymentAction, { orderId: orderID });
          toast.success("Payment Successful", {
            description: `Your commission payment of ${formatUsd(parseDollarsToCents(r.amount) ?? 0)} was received. Thank you!`,
          });
          onPaid();
        } catch (err) {
          showError(err);
        } finally {
          refresh("balance", "overview");
        }
      }}
      onCancel={() => toast("Payment cancelled", { description: "No payment was made. Your balance is unchanged." })}
      onError={() => {
        if (!shown.current) toast.error("Payment Error", { description: FAILED });
        shown.current = false;
      }}
    />
  );
}
