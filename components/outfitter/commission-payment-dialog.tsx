"use client";

import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { CreditCard, Loader2, Mail } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { startCardPaymentAction } from "@/lib/money/commission/payment-actions";
import { cardFeeCents, formatCents, formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { SUPPORT_ADDRESS } from "@/lib/site";
import { cn } from "@/lib/utils";
import { PaypalCheckout, usePaypalClientConfig } from "./paypal-checkout";
import { useBalance } from "./queries";
import { CARD_FEE, COMMISSION_RATE } from "@/lib/platform-constants";

/**
 * Commission payment (spec 001 §2): the amount owed, then card (+3.2%) or a mailed check. Card
 * payments go through PayPal's Smart Buttons; when PayPal's SDK cannot load (or its settings
 * cannot be read) the dialog falls back to the redirect to PayPal's approval page.
 */
export function CommissionPaymentDialog({
  open,
  onOpenChange,
  userEmail,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  userEmail: string;
}) {
  const balance = useBalance();
  const [method, setMethod] = useState<"card" | "check">("card");
  const paypalConfig = usePaypalClientConfig(open);
  // The redirect flow: only when the Smart Buttons cannot be shown.
  const [redirect, setRedirect] = useState(false);
  // A payment PayPal is still completing already covers its part of the balance.
  const pendingAtPaypal = parseDollarsToCents(balance.data?.pendingAtPaypal ?? "0.00") ?? 0;
  const owed = Math.max(0, (parseDollarsToCents(balance.data?.totalOwed ?? "0.00") ?? 0) - pendingAtPaypal);
  const fee = cardFeeCents(owed);
  const body = { amount: formatCents(owed), description: "Ridgeline commission payment" };
  const pay = useMutation({
    // Through startCardPaymentAction (POST /api/create-paypal-payment's twin).
    mutationFn: () => callAction(startCardPaymentAction, body),
    onSuccess: (data) => {
      if (!data?.approvalUrl) {
        toast.error("Payment Error", { description: "PayPal payment failed. Please try again." });
        return;
      }
      window.location.href = data.approvalUrl;
    },
    // Spec 001 §8: the server's message where there is one ('No Commission Owed - …', an amount error).
    onError: (err) =>
      toast.error("Payment Error", {
        description: err instanceof ActionRefusal && err.message ? err.message : "PayPal payment failed. Please try again.",
      }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Pay Commission</DialogTitle>
          <DialogDescription>The platform&apos;s {COMMISSION_RATE} commission on your bookings.</DialogDescription>
        </DialogHeader>
        {owed <= 0 ? (
          <div className="rounded-lg bg-accent p-4 text-accent-foreground" role="status">
            <p className="font-semibold">No Commission Owed</p>
            <p className="text-sm">You currently have no outstanding commission balance.</p>
            {pendingAtPaypal > 0 && (
              <p className="mt-1 text-sm">
                {formatUsd(pendingAtPaypal)} paid through PayPal is awaiting PayPal&apos;s confirmation and will be recorded automatically.
              </p>
            )}
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <div className="rounded-lg border bg-muted/50 p-4">
              <p className="text-sm text-muted-foreground">Amount owed</p>
              <p className="text-3xl font-bold tabular-nums">{formatUsd(owed)}</p>
              {pendingAtPaypal > 0 && (
                <p className="mt-1 text-xs text-muted-foreground">
                  Not counting {formatUsd(pendingAtPaypal)} paid through PayPal and awaiting PayPal&apos;s confirmation.
                </p>
              )}
            </div>
            <div role="radiogroup" aria-label="Payment method" className="grid grid-cols-2 gap-2">
              {(
                [
                  ["card", CreditCard, "Card (PayPal)"],
                  ["check", Mail, "Check"],
                ] as const
              ).map(([value, Icon, label]) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={method === value}
                  onClick={() => setMethod(value)}
                  className={cn(
                    "flex min-h-12 items-center justify-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                    method === value ? "border-primary bg-accent text-accent-foreground" : "hover:bg-muted",
                  )}
                >
                  <Icon aria-hidden className="size-4" /> {label}
                </button>
              ))}
            </div>
            {method === "card" ? (
              <>
                <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
                  <dt>Commission</dt>
                  <dd className="text-right tabular-nums">{formatUsd(owed)}</dd>
                  <dt>Card convenience fee ({CARD_FEE})</dt>
                  <dd className="text-right tabular-nums">{formatUsd(fee)}</dd>
                  <dt className="border-t pt-1 font-semibold">Total charged</dt>
                  <dd className="border-t pt-1 text-right font-semibold tabular-nums">{formatUsd(owed + fee)}</dd>
                  <dd className="col-span-2 mt-2 text-xs text-muted-foreground">
                    {redirect || paypalConfig.isError
                      ? "You will be sent to PayPal to pay by card or PayPal balance, then brought back here."
                      : "Pay by card or PayPal balance in PayPal's window; your balance is updated here when PayPal confirms."}
                  </dd>
                </dl>
                {paypalConfig.data && !paypalConfig.isError ? (
                  <PaypalCheckout
                    config={paypalConfig.data}
                    body={body}
                    onPaid={() => onOpenChange(false)}
                    fallback={<RedirectFallback onShown={setRedirect} />}
                  />
                ) : (
                  !paypalConfig.isError && <Skeleton className="h-[45px] w-full" />
                )}
              </>
            ) : (
              <div className="flex flex-col gap-2 text-sm">
                <p>
                  Mail a check for <strong className="tabular-nums">{formatUsd(owed)}</strong> (no card fee), payable to{" "}
                  {SUPPORT_ADDRESS[0]}, to:
                </p>
                <address className="rounded-lg border bg-muted/50 px-4 py-3 not-italic">
                  {SUPPORT_ADDRESS.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <p className="text-muted-foreground">
                  Write your account e-mail ({userEmail}) on the memo line. Payment is due within 30 days of your monthly report; your
                  balance is updated when the check arrives.
                </p>
              </div>
            )}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {owed > 0 && method === "card" && (redirect || paypalConfig.isError) && (
            <Button onClick={() => pay.mutate()} disabled={pay.isPending || pay.isSuccess}>
              {(pay.isPending || pay.isSuccess) && <Loader2 aria-hidden className="animate-spin" />} Pay {formatUsd(owed + fee)} with PayPal
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** PayPal's SDK could not load: says so; the footer's button then takes the outfitter to PayPal instead. */
function RedirectFallback({ onShown }: { onShown: (shown: true) => void }) {
  useEffect(() => onShown(true), [onShown]);
  return (
    <p className="text-xs text-muted-foreground" role="status">
      PayPal&apos;s payment buttons could not load. Use the button below to pay on PayPal&apos;s site.
    </p>
  );
}
