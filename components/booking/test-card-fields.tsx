"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { digitsOnly, formatCardNumber, formatExpiry } from "@/lib/money/providers/test-cards";

export type TestCard = { number: string; expiry: string; cvc: string };

/** The offline provider's three card fields, formatted as typed; shared by paying (the booking) and saving a card (Update card). */
export function TestCardFields({ idPrefix, card, onChange }: { idPrefix: string; card: TestCard; onChange: (card: TestCard) => void }) {
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-number`}>Card number</Label>
        <Input
          id={`${idPrefix}-number`}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(e) => onChange({ ...card, number: formatCardNumber(e.target.value) })}
          className="h-11 font-mono tracking-wide tabular-nums"
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-expiry`}>Expiration date</Label>
          <Input
            id={`${idPrefix}-expiry`}
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(e) => onChange({ ...card, expiry: formatExpiry(e.target.value) })}
            className="h-11 tabular-nums"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-cvc`}>Security code</Label>
          <Input
            id={`${idPrefix}-cvc`}
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => onChange({ ...card, cvc: digitsOnly(e.target.value).slice(0, 4) })}
            className="h-11 tabular-nums"
          />
        </div>
      </div>
    </>
  );
}
