"use client";

import { depositLine } from "@/lib/money/deposit";
import { formatUsd } from "@/lib/format/money";
import dynamic from "next/dynamic";
import { CreditCard, FlaskConical } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import type { PaymentMode } from "@/lib/money/providers/card-provider-types";
import { TestCardForm } from "./test-card-form";
import type { Payer, Reservation } from "./use-booking-checkout";
import { formatTime } from "@/lib/format/dates";

const StripeCardForm = dynamic(() => import("./stripe-card-form"), {
  ssr: false,
  loading: () => <Skeleton className="h-48 w-full bg-white/10" />,
});

/** The spec's note, true now: the charge goes to the outfitter's payout account (a destination charge). */
export const PAYMENT_NOTE = "You pay the outfitter directly. Platform fees are handled separately.";
/**
 * What else the hunter needs to know about the charge: it is a request to book, so the card is
 * only held until the outfitter answers (a decline or no answer releases the hold).
 */
/** Who charges the card, in one line beside the spec's note: the outfitter, through Ridgeline's payment partner. */
export const PAYMENT_CHARGER =
  "Your card is charged by the outfitter, through Ridgeline's payment partner; Ridgeline never holds your money.";
export const PAYMENT_DETAIL =
  "Hunters pay no platform fee. Your card is held, not charged, until the outfitter accepts; if they decline or do not answer within 5 days, the hold is released.";

/** "2 hunters", "1 hunter · 1 observer": the party as the summary names it. */
export function partyText(hunters: number, observers = 0): string {
  const h = `${hunters} ${hunters === 1 ? "hunter" : "hunters"}`;
  return observers > 0 ? `${h} · ${observers} ${observers === 1 ? "observer" : "observers"}` : h;
}

type Props = {
  payment: PaymentMode;
  amount: string;
  amountCents: number;
  /** What the card is charged now: the hunt's deposit of the total (the total itself at 100%). */
  chargeCents: number;
  /** How the total is made up for a party ("$1,500.00 × 3 hunters"); absent for one hunter. */
  priceLine?: string;
  /** The departure chosen ("Oct 3 – 9, 2027") and the party ("2 hunters"), as the summary repeats them. */
  departure?: string;
  party?: string;
  processing: boolean;
  /** Paying in shares: what the lead's card pays of the party's deposit (replaces the deposit line). */
  shareNote?: string;
  reservation: Reservation | null;
  onPay: (payer: Payer) => void;
};

/** The payment form in the dark ("night") theme: Booking Summary, card form, pay button. */
export function PaymentPanel({
  payment,
  amount,
  amountCents,
  chargeCents,
  priceLine,
  departure,
  party,
  processing,
  shareNote,
  reservation,
  onPay,
}: Props) {
  const charge = formatUsd(chargeCents);
  const until = reservation?.expiresAt ? formatTime(reservation.expiresAt) : null;
  return (
    <section
      aria-labelledby="payment-heading"
      className="dark animate-fade-in rounded-xl border bg-card p-5 text-card-foreground shadow-lg sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payment-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard aria-hidden className="size-5" /> Payment
        </h2>
        {payment.provider === "test" ? (
          <Badge variant="outline" className="border-blaze/60 text-blaze">
            <FlaskConical aria-hidden /> Test mode — no card is charged
          </Badge>
        ) : null}
      </div>

      <div className="mt-5 rounded-lg bg-muted/60 p-4">
        <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Booking Summary</h3>
        <dl className="mt-3 space-y-2 text-sm">
          {departure ? (
            <div className="flex flex-wrap justify-between gap-x-4" data-testid="summary-departure">
              <dt>Departure</dt>
              <dd className="tabular-nums">{departure}</dd>
            </div>
          ) : null}
          {party ? (
            <div className="flex flex-wrap justify-between gap-x-4" data-testid="summary-party">
              <dt>Party</dt>
              <dd>{party}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt>Hunt Price{priceLine ? <span className="block text-xs text-muted-foreground">{priceLine}</span> : null}</dt>
            <dd className="tabular-nums">{amount}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{amount}</dd>
          </div>
        </dl>
        {shareNote ? (
          <p className="mt-3 text-sm font-semibold" data-testid="share-line">
            {shareNote}
          </p>
        ) : chargeCents < amountCents ? (
          <p className="mt-3 text-sm font-semibold" data-testid="deposit-line">
            {depositLine(chargeCents, amountCents)}
          </p>
        ) : null}
        <p className="mt-3 text-sm font-medium">{PAYMENT_NOTE}</p>
        <p className="mt-1 text-sm" data-testid="payment-charger">
          {PAYMENT_CHARGER}
        </p>
        <p className="mt-1 text-xs leading-relaxed text-muted-foreground">{PAYMENT_DETAIL}</p>
      </div>

      {until ? (
        <p className="mt-4 text-sm text-muted-foreground" role="status">
          Your spot is reserved until {until}. Complete the payment before then to keep it.
        </p>
      ) : null}

      <div className="mt-5">
        {payment.provider === "stripe" ? (
          <StripeCardForm
            publishableKey={payment.publishableKey}
            amountCents={chargeCents}
            amount={charge}
            processing={processing}
            onPay={onPay}
          />
        ) : (
          <TestCardForm amount={charge} processing={processing} onPay={onPay} />
        )}
      </div>
    </section>
  );
}
