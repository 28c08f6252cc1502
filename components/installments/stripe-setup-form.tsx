"use client";

import { useMemo, useState } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Appearance } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { Button } from "@/components/ui/button";

const appearance: Appearance = {
  theme: "night",
  variables: {
    colorPrimary: "#7cc49c",
    colorBackground: "#1f2723",
    borderRadius: "8px",
    fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
  },
};

type Props = { publishableKey: string; clientSecret: string; onSaved: (setupIntentId: string) => void };

/** Stripe Elements in setup mode: confirmSetup runs the 3-D Secure step in place when the bank asks (no redirect unless required). */
export default function StripeSetupForm({ publishableKey, clientSecret, onSaved }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance }}>
      <SetupFields onSaved={onSaved} />
    </Elements>
  );
}

function SetupFields({ onSaved }: Pick<Props, "onSaved">) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const { error: failed, setupIntent } = await stripe.confirmSetup({
      elements,
      confirmParams: { return_url: `${window.location.origin}/hunter-dashboard` },
      redirect: "if_required",
    });
    setBusy(false);
    if (failed) setError(failed.message ?? "Your card could not be saved.");
    else if (setupIntent) onSaved(setupIntent.id);
  };
  return (
    <div className="space-y-4">
      <PaymentElement options={{ layout: "tabs" }} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button className="w-full" disabled={!stripe || !elements || busy} onClick={() => void save()}>
        Save card
      </Button>
    </div>
  );
}
