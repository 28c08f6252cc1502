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

export const EXPIRED_MESSAGE = "This reservation has expired. Please start your booking again.";

/** A card form's two moves: a local check before anything is created, then the provider's confirmation. */
export type Payer = {
  /** Returns an error message to show, or null when the card details look complete. */
  prepare(): Promise<string | null>;
  /** Confirms the payment with the provider; returns the provider's decline message, or null on success. */
  confirm(intent: IntentResponse): Promise<string | null>;
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

  /** `shownTotal`: the Total on the page; `shownCharge`: what the pay button says is charged now (the deposit). */
  async function run(
    details: BookingDetailsInput,
    payer: Payer,
    trip: TripChoice = null,
    shownTotal = hunt.price,
    shownCharge = shownTotal,
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
