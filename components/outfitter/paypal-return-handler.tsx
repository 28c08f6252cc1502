"use client";

import { useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/call";
import { captureCardPaymentAction } from "@/lib/money/commission/payment-actions";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { failureText, useRefreshOutfitter } from "./queries";

/**
 * The return from PayPal: /?payment_success=true&token={orderId}. The server captures and records
 * the payment once (a reload is harmless); then the parameters are removed from the address.
 * Returns keyed by `booking` belong to the hunter's booking payment and are left alone.
 */
export function PaypalReturnHandler() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const refresh = useRefreshOutfitter();
  const started = useRef(false);
  const success = params.get("payment_success") === "true";
  const cancelled = params.get("payment_cancelled") === "true";
  const token = params.get("token");
  const isOurs = !params.get("booking") && ((success && token) || cancelled);

  useEffect(() => {
    if (!isOurs || started.current) return;
    started.current = true;
    const clean = () => router.replace(pathname, { scroll: false });
    if (cancelled) {
      toast("Payment cancelled", { description: "No payment was made. Your balance is unchanged." });
      clean();
      return;
    }
    // Through captureCardPaymentAction (POST /api/capture-paypal-payment's twin).
    callAction(captureCardPaymentAction, { orderId: token ?? "" })
      .then((r) => {
        toast.success("Payment Successful", {
          description: `Your commission payment of ${formatUsd(parseDollarsToCents(r.amount) ?? 0)} was received. Thank you!`,
        });
        refresh("balance", "overview");
      })
      .catch((err) => toast.error("Payment Error", { description: failureText(err, "PayPal payment failed. Please try again.") }))
      .finally(clean);
  }, [isOurs, cancelled, token, router, pathname, refresh]);

  return null;
}
