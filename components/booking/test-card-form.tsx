"use client";

import { useState } from "react";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { payWithTestCardAction } from "@/lib/bookings/actions";
import { digitsOnly } from "@/lib/money/providers/test-cards";
import { TestCardFields, type TestCard } from "./test-card-fields";
import type { Payer } from "./use-booking-checkout";
import { PayButton } from "./pay-button";

type Props = { amount: string; processing: boolean; onPay: (payer: Payer) => void };

/**
 * The offline provider's card form, styled like Stripe's night theme. It only collects and
 * formats; the card is judged on the server (payWithTestCardAction, twin of
 * POST /api/payments/test/confirm), as Stripe.js has Stripe judge it.
 */
export function TestCardForm({ amount, processing, onPay }: Props) {
  const [card, setCard] = useState<TestCard>({ number: "", expiry: "", cvc: "" });
  const { number, expiry, cvc } = card;

  const payer: Payer = {
    testCard: () => ({ cardNumber: number, expiry, cvc }),
    async prepare() {
      if (digitsOnly(number).length < 12) return "Your card number is incomplete.";
      if (digitsOnly(expiry).length < 4) return "Your card's expiration date is incomplete.";
      if (digitsOnly(cvc).length < 3) return "Your card's security code is incomplete.";
      return null;
    },
    async confirm(intent) {
      try {
        await callAction(
          payWithTestCardAction,
          { clientSecret: intent.clientSecret, cardNumber: number, expiry, cvc },
          "Your card could not be charged.",
        );
        return null;
      } catch (err) {
        // A decline (402) or a card the provider finds invalid (400) is the card's answer to show;
        // anything else (an expired reservation, a refusal) is the booking flow's failure.
        if (err instanceof ActionRefusal && (err.status === 400 || err.status === 402)) return err.message;
        throw err;
      }
    },
  };

  return (
    <div className="space-y-4">
      <TestCardFields idPrefix="card" card={card} onChange={setCard} />
      <p className="text-xs text-muted-foreground">
        Use 4242 4242 4242 4242 with any future date and any CVC. 4000 0000 0000 0002 is declined.
      </p>
      <PayButton amount={amount} processing={processing} onClick={() => onPay(payer)} />
    </div>
  );
}
