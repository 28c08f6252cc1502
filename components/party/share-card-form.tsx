"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import type { PaymentMode } from "@/lib/money/providers/card-provider-types";
import { TestCardForm } from "@/components/booking/test-card-form";
import type { Payer } from "@/components/booking/use-booking-checkout";
import { payShare } from "./pay-share";

const StripeCardForm = dynamic(() => import("@/components/booking/stripe-card-form"), {
  ssr: false,
  loading: () => <Skeleton className="h-48 w-full" />,
});

/** The card form for one party share (the member's own, or a lapsed one the lead takes over). */
export function ShareCardForm({
  payment,
  memberId,
  amount,
  amountCents,
  onPaid,
}: {
  payment: PaymentMode;
  memberId: number;
  amount: string;
  amountCents: number;
  onPaid: () => void;
}) {
  const [processing, setProcessing] = useState(false);
  const pay = async (payer: Payer) => {
    if (processing) return;
    setProcessing(true);
    try {
      const declined = await payShare(memberId, payer);
      if (declined) toast.error("Payment Failed", { description: declined });
      else {
        toast.success("Share paid");
        onPaid();
      }
    } catch (err) {
      toast.error("Payment Failed", { description: errorMessage(err, "Your card could not be charged.") });
      onPaid();
    } finally {
      setProcessing(false);
    }
  };
  return (
    <div className="dark rounded-xl border bg-card p-5 text-card-foreground">
      {payment.provider === "stripe" ? (
        <StripeCardForm
          publishableKey={payment.publishableKey}
          amountCents={amountCents}
          amount={amount}
          captureMethod="automatic"
          processing={processing}
          onPay={(p) => void pay(p)}
        />
      ) : (
        <TestCardForm amount={amount} processing={processing} onPay={(p) => void pay(p)} />
      )}
    </div>
  );
}
