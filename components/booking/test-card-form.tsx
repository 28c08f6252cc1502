"use client";

import { useState } from "react";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { payWithTestCardAction } from "@/lib/bookings/actions";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { digitsOnly, formatCardNumber, formatExpiry } from "@/lib/money/providers/test-cards";
import type { Payer } from "./use-booking-checkout";
import { PayButton } from "./pay-button";

type Props = { amount: string; processing: boolean; onPay: (payer: Payer) => void };

/**
 * The offline provider's card form, styled like Stripe's night theme. It only collects and
 * formats; the card is judged on the server (payWithTestCardAction, twin of
 * POST /api/payments/test/confirm), as Stripe.js has Stripe judge it.
 */
export function TestCardForm({ amount, processing, onPay }: Props) {
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");

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
      <div className="space-y-1.5">
        <Label htmlFor="card-number">Card number</Label>
        <Input
          id="card-number"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(e) => setNumber(formatCardNumber(e.target.value))}
          className="h-11 font-mono tracking-wide tabular-nums"
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-1.5">
          <Label htmlFor="card-expiry">Expiration date</Label>
          <Input
            id="card-expiry"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            className="h-11 tabular-nums"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="card-cvc">Security code</Label>
          <Input
            id="card-cvc"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(digitsOnly(e.target.value).slice(0, 4))}
            className="h-11 tabular-nums"
          />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Use 4242 4242 4242 4242 with any future date and any CVC. 4000 0000 0000 0002 is declined.
      </p>
      <PayButton amount={amount} processing={processing} onClick={() => onPay(payer)} />
    </div>
  );
}
