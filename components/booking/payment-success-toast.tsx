"use client";

import { useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/api-client";
import type { HunterBooking } from "@/lib/bookings/present";
import { paymentReturnToast } from "@/lib/bookings/request-text";

const BOOKING_PARAMS = ["payment_success", "booking", "payment_intent", "payment_intent_client_secret", "redirect_status"];

/**
 * The return from a booking payment: `/?payment_success=true&booking=<id>` (spec 000 §2). A request to book only holds
 * the card, so it says "Request sent" with the outfitter's answer-by date and that the card was only authorised; the
 * spec's 'Booking Confirmed!' is kept for a booking already accepted (lib/bookings/request-text.ts). Removes the parameters. A return from a Stripe redirect (3-D Secure,
 * bank methods) also carries `payment_intent`: the payment is confirmed with the server first.
 * Commission payments use the same `payment_success` flag without `booking`; they are left alone.
 */
export function PaymentSuccessToast() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const bookingId = Number(params.get("booking"));
    if (pathname !== "/" || params.get("payment_success") !== "true" || !Number.isSafeInteger(bookingId) || bookingId <= 0) return;
    const key = params.toString();
    if (handled.current === key) return;
    handled.current = key;

    const intentId = params.get("payment_intent");
    const failed = params.get("redirect_status") === "failed";
    const next = new URLSearchParams(params);
    BOOKING_PARAMS.forEach((p) => next.delete(p));
    const qs = next.toString();
    router.replace(qs ? `/?${qs}` : "/", { scroll: false });

    const confirmed = (booking: HunterBooking | null) => {
      const told = paymentReturnToast(booking);
      toast.success(told.title, { description: told.description });
      // The dashboard's lists refresh; React Query is loaded only here, on the way back from a payment.
      void import("@/components/query/query-client").then(({ getQueryClient }) =>
        getQueryClient().invalidateQueries({ predicate: (q) => JSON.stringify(q.queryKey).includes("bookings") }),
      );
    };
    if (failed) {
      toast.error("Payment Failed", { description: "Your payment could not be completed. Please try again." });
    } else if (intentId) {
      api
        .post<HunterBooking>("/api/confirm-payment", { paymentIntentId: intentId, bookingId })
        .then((b) => confirmed(b ?? null))
        .catch((err) =>
          toast.error("Booking Failed", { description: errorMessage(err, "An error occurred while processing your booking.") }),
        );
    } else {
      // The booking as the server has it now: a request whose card is held, or one the outfitter has already accepted.
      api
        .get<HunterBooking[]>("/api/hunter/bookings")
        .then((list) => confirmed(list.find((b) => b.id === bookingId) ?? null))
        .catch(() => confirmed(null));
    }
  }, [params, pathname, router]);

  return null;
}
