"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { confirmTestCardSetupAction } from "@/lib/money/installments/actions";
import { digitsOnly } from "@/lib/money/providers/test-cards";
import { TestCardFields, type TestCard } from "@/components/booking/test-card-fields";

/**
 * The offline provider's Update card form ("Test mode — no card is charged"): judged on the server like Stripe would; a card that
 * asks for 3-D Secure shows the test challenge, completed or failed by the hunter.
 */
export function TestSetupForm({ clientSecret, onSaved }: { clientSecret: string; onSaved: (setupIntentId: string) => void }) {
  const [card, setCard] = useState<TestCard>({ number: "", expiry: "", cvc: "" });
  const { number, expiry, cvc } = card;
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (authentication?: "complete" | "fail") => {
    setBusy(true);
    setError(null);
    try {
      const r = await callAction(
        confirmTestCardSetupAction,
        { clientSecret, cardNumber: number, expiry, cvc, ...(authentication ? { authentication } : {}) },
        "Your card could not be saved.",
      );
      if (r.status === "requires_action") setChallenge(true);
      else {
        setChallenge(false);
        onSaved(r.setupIntentId);
      }
    } catch (err) {
      setChallenge(false);
      setError(err instanceof ActionRefusal ? err.message : "Your card could not be saved.");
    } finally {
      setBusy(false);
    }
  };

  if (challenge)
    return (
      <div className="space-y-3" role="group" aria-labelledby="test-3ds-title">
        <p id="test-3ds-title" className="font-medium">
          Test 3-D Secure: your bank asks you to confirm this card
        </p>
        <p className="text-sm text-muted-foreground">Test mode — no card is charged. Choose how the bank&apos;s check ends.</p>
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => void submit("complete")}>
            Complete authentication
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void submit("fail")}>
            Fail authentication
          </Button>
        </div>
      </div>
    );

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (digitsOnly(number).length < 12) return setError("Your card number is incomplete.");
        void submit();
      }}
    >
      <p className="text-xs font-medium text-muted-foreground">Test mode — no card is charged</p>
      <TestCardFields idPrefix="setup-card" card={card} onChange={setCard} />
      <p className="text-xs text-muted-foreground">4242 4242 4242 4242 saves at once; 4000 0025 0000 3155 asks for 3-D Secure first.</p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full">
        Save card
      </Button>
    </form>
  );
}
