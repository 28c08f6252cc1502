"use client";

import { useMemo } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Appearance } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Payer } from "./use-booking-checkout";
import { PayButton } from "./pay-button";

type Props = {
  publishableKey: string;
  amountCents: number;
  amount: string;
  processing: boolean;
  onPay: (payer: Payer) => void;
  /** A booking's deposit is held (manual); a party share is charged at once (automatic). */
  captureMethod?: "manual" | "automatic";
};

/** Stripe's night theme, tuned to Ridgeline's forest green. */
const appearance: Appearance = {
  theme: "night",
  variables: {
    colorPrimary: "#7cc49c",
    colorBackground: "#1f2723",
    borderRadius: "8px",
    fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
  },
};

/**
 * Stripe Elements in payment mode (USD, amount in cents, spec 000 §7). The intent is created on
 * our server only after the card details are complete; Stripe confirms it from the browser. The
 * capture is manual (request to book): the card is held until the outfitter accepts.
 */
export default function StripeCardForm({ publishableKey, amountCents, captureMethod = "manual", ...rest }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ mode: "payment", amount: amountCents, currency: "usd", captureMethod, appearance }}>
      <StripeFields {...rest} />
    </Elements>
  );
}

function StripeFields({ amount, processing, onPay }: Omit<Props, "publishableKey" | "amountCents" | "captureMethod">) {
  const stripe = useStripe();
  const elements = useElements();
  const payer: Payer = {
    async prepare() {
      if (!stripe || !elements) return "The payment form is still loading. Please try again.";
      const { error } = await elements.submit();
      return error ? (error.message ?? "Please check your card details.") : null;
    },
    async confirm(intent) {
      if (!stripe || !elements) return "The payment form is still loading. Please try again.";
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret: intent.clientSecret,
        confirmParams: { return_url: `${window.location.origin}/?payment_success=true&booking=${intent.bookingId}` },
        redirect: "if_required",
      });
      return error ? (error.message ?? "Your payment could not be processed.") : null;
    },
  };
  return (
    <div className="space-y-4">
      <PaymentElement options={{ layout: "tabs" }} />
      <PayButton amount={amount} processing={processing} disabled={!stripe || !elements} onClick={() => onPay(payer)} />
    </div>
  );
}
