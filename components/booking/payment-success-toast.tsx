"use client";

import { useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/api-client";

const BOOKING_PARAMS = ["payment_success", "booking", "payment_intent", "payment_intent_client_secret", "redirect_status"];

/**
 * The return from a booking payment: `/?payment_success=true&booking=<id>` (spec 000 §2). Shows
 * 'Booking Confirmed!' and removes the parameters. A return from a Stripe redirect (3-D Secure,
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

    const confirmed = () => {
      toast.success("Booking Confirmed!", { description: "Your hunt has been successfully booked. Confirmation emails have been sent." });
      // The dashboard's lists refresh; React Query is loaded only here, on the way back from a payment.
      void import("@/components/query/query-client").then(({ getQueryClient }) =>
        getQueryClient().invalidateQueries({ predicate: (q) => JSON.stringify(q.queryKey).includes("bookings") }),
      );
    };
    if (failed) {
      toast.error("Payment Failed", { description: "Your payment could not be completed. Please try again." });
    } else if (intentId) {
      api
        .post("/api/confirm-payment", { paymentIntentId: intentId, bookingId })
        .then(confirmed)
        .catch((err) =>
          toast.error("Booking Failed", { description: errorMessage(err, "An error occurred while processing your booking.") }),
        );
    } else {
      confirmed();
    }
  }, [params, pathname, router]);

  return null;
}
