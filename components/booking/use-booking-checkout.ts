"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { errorMessage } from "@/lib/api-client";
import { confirmBookingPaymentAction, createBookingAction, startBookingPaymentAction } from "@/lib/bookings/actions";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { IntentResponse } from "@/lib/money/charges/booking-payment";
import type { BookingDetailsInput } from "@/lib/bookings/schema";
import { signAgreementAction } from "@/lib/agreements/actions";
import { startSharesAction } from "@/lib/party/actions";
import { payShare } from "@/components/party/pay-share";

export const EXPIRED_MESSAGE = "This reservation has expired. Please start your booking again.";

/** A card form's two moves: a local check before anything is created, then the provider's confirmation. */
export type Payer = {
  /** Returns an error message to show, or null when the card details look complete. */
  prepare(): Promise<string | null>;
  /** Confirms the payment with the provider; returns the provider's decline message, or null on success. */
  confirm(intent: IntentResponse): Promise<string | null>;
  /** The offline provider's card as typed (absent for Stripe): a party share is charged with it on the server in one step. */
  testCard?: () => { cardNumber: string; expiry: string; cvc: string };
};

/** What the booking page adds for a party paying in shares and for a hunt with a trip agreement. */
export type CheckoutExtras = {
  /** The other hunters' e-mails when each hunter pays their own share; null: the lead pays for everyone. */
  shareEmails: string[] | null;
  /** The lead's signature of the trip agreement (its text's SHA-256 as shown); null: the hunt has none. */
  signature: { fullName: string; textSha256: string } | null;
};

/** The hunter's booking holding its spots, and what it charges (the hunt's price when it was made × the party). */
export type Reservation = { bookingId: number; expiresAt: string | null; totalAmount: string; depositAmount: string };
/** The departure and party size the booking is for (none: the next departure, for one hunter). */
export type TripChoice = {
  departureId: number;
  partySize: number;
  observers?: number;
  residency?: ("resident" | "non_resident")[];
  addOns?: { index: number; quantity: number }[];
} | null;

/**
 * The page promises that Total is exactly what is charged. The server charges the booking's amount
 * (the hunt's price when the booking was made); if that is not the total shown (the outfitter
 * changed the price meanwhile), nothing is charged and this says why. Null when they agree.
 */
export function priceChangedMessage(charged: string, shown: string): string | null {
  const a = parseDollarsToCents(charged);
  if (a === null || a === parseDollarsToCents(shown)) return null;
  return `The price of this hunt changed to ${formatUsd(a)}. Nothing was charged: please review the new total and pay again.`;
}

/**
 * The booking flow of spec 000 §4: create the booking (once: a retry after a declined card reuses
 * the reservation), create the payment intent, confirm the card with the provider, tell the
 * server, then go to `/?payment_success=true`. Each failure gets the spec's toast. The server's
 * steps are server actions (lib/bookings/actions.ts, twins of POST /api/bookings,
 * /api/create-payment-intent and /api/confirm-payment); the card step is the provider's own
 * (Stripe.js, or the offline test provider's imitation of it). `onFieldErrors` gets the field
 * errors the booking action answered, to show beside the details' fields.
 */
export function useBookingCheckout(
  hunt: { id: number; outfitterId: number; price: string },
  resumed: Reservation | null = null,
  onFieldErrors?: (errors: Record<string, string[]>) => void,
) {
  const router = useRouter();
  const [processing, setProcessing] = useState(false);
  const [done, setDone] = useState(false);
  const [reservation, setReservation] = useState<Reservation | null>(resumed);
  // Steps already done for this reservation, so a retry after a declined card does not repeat them.
  const [signed, setSigned] = useState<number | null>(null);
  const [leadShare, setLeadShare] = useState<{ bookingId: number; memberId: number } | null>(null);

  /** `shownTotal`: the Total on the page; `shownCharge`: what the pay button says is charged now (the deposit). */
  async function run(
    details: BookingDetailsInput,
    payer: Payer,
    trip: TripChoice = null,
    shownTotal = hunt.price,
    shownCharge = shownTotal,
    extras: CheckoutExtras = { shareEmails: null, signature: null },
  ) {
    if (processing || done) return;
    setProcessing(true);
    let step: "booking" | "intent" | "confirm" = "booking";
    try {
      const problem = await payer.prepare();
      if (problem) {
        toast.error("Payment Failed", { description: problem });
        return;
      }
      const shown = reservation?.depositAmount ?? shownCharge;
      let bookingId = reservation?.bookingId;
      if (!bookingId) {
        const booking = await callAction(
          createBookingAction,
          {
            huntId: hunt.id,
            outfitterId: hunt.outfitterId,
            totalAmount: shownTotal,
            serviceFee: "0.00",
            ...(trip ?? {}),
            ...details,
          },
          "Failed to create booking",
        );
        bookingId = booking.id;
        setReservation({
          bookingId,
          expiresAt: booking.reservationExpiresAt,
          totalAmount: booking.totalAmount,
          depositAmount: booking.depositAmount,
        });
      }
      if (extras.signature && signed !== bookingId) {
        await signOnce(bookingId, extras.signature);
        setSigned(bookingId);
      }
      if (extras.shareEmails) {
        let memberId = leadShare?.bookingId === bookingId ? leadShare.memberId : null;
        if (!memberId) {
          const party = await callAction(startSharesAction, { bookingId, memberEmails: extras.shareEmails }, "Failed to create booking");
          memberId = party.myMemberId!;
          setLeadShare({ bookingId, memberId });
        }
        step = "confirm";
        const declined = await payShare(memberId, payer, true);
        if (declined) {
          toast.error("Payment Failed", { description: declined });
          return;
        }
        setDone(true);
        router.push(`/party/${bookingId}?payment_success=true`);
        return;
      }
      step = "intent";
      const intent = await callAction(startBookingPaymentAction, { bookingId, amount: Number(shown) }, "Failed to create payment intent");
      const changed = priceChangedMessage(intent.amount, shown);
      if (changed) {
        // The Total now shows the booking's amount; paying again charges exactly that.
        setReservation((r) => (r ? { ...r, depositAmount: intent.amount } : r));
        toast.error("Booking Failed", { description: changed });
        router.refresh();
        return;
      }
      step = "confirm";
      const declined = await payer.confirm(intent);
      if (declined) {
        toast.error("Payment Failed", { description: declined });
        return;
      }
      await callAction(
        confirmBookingPaymentAction,
        { paymentIntentId: intent.paymentIntentId, bookingId },
        "An error occurred while processing your booking.",
      );
      setDone(true);
      router.push(`/?payment_success=true&booking=${bookingId}`);
    } catch (err) {
      if (err instanceof ActionRefusal && err.status === 409) {
        if (err.message === EXPIRED_MESSAGE) setReservation(null);
        router.refresh(); // availability may have changed
      }
      if (err instanceof ActionRefusal && err.fieldErrors) onFieldErrors?.(err.fieldErrors);
      const fallback =
        step === "booking"
          ? "Failed to create booking"
          : step === "intent"
            ? "Failed to create payment intent"
            : "An error occurred while processing your booking.";
      toast.error("Booking Failed", { description: errorMessage(err, fallback) });
    } finally {
      setProcessing(false);
    }
  }

  return { run, processing: processing || done, reservation };
}

/** Signs the trip agreement; a signature already made for this booking (a reload mid-checkout) is the same outcome. */
async function signOnce(bookingId: number, signature: { fullName: string; textSha256: string }) {
  try {
    await callAction(signAgreementAction, { bookingId, ...signature, accepted: true }, "The trip agreement could not be signed.");
  } catch (err) {
    if (err instanceof ActionRefusal && err.status === 409 && /already signed/.test(err.message)) return;
    throw err;
  }
}
