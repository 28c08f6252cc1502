"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { PolicyDetails } from "@/components/cancellation/policy-details";
import { CancelBookingForm, useCancellationQuote } from "@/components/cancellation/cancel-booking-form";
import { cancelAcceptedBookingAction, cancelPendingBookingAction } from "@/lib/cancellation/actions";
import { cancelledToast } from "@/lib/cancellation/cancelled-toast";
import type { HunterBookingSummary } from "./types";
import { QUERY_KEYS } from "@/components/query/keys";

/** What cancelling does to the money, told before the hunter confirms. */
export function cancelBookingText(b: Pick<HunterBookingSummary, "paymentStatus" | "totalAmount">): string {
  const paid = b.paymentStatus === "paid";
  const amount = formatUsd(parseDollarsToCents(b.totalAmount) ?? 0);
  if (b.paymentStatus === "authorized")
    return `Your spot is released and the hold of ${amount} on your card is released: nothing is charged. This cannot be undone.`;
  return paid
    ? `Your spot is released and your payment of ${amount} is refunded in full to your card. This cannot be undone.`
    : "Your reserved spot is released. Nothing has been charged. This cannot be undone.";
}

/**
 * A hunter cancels a booking. One the outfitter has not answered yet is refunded in full (the twin
 * of PATCH /api/bookings/{id}/status); an accepted one follows its cancellation policy: the dialog
 * asks the server what that refunds today ("You will be refunded $X of $Y") before the hunter
 * confirms (the twin of POST /api/bookings/{id}/cancel).
 */
export function CancelBookingButton({ booking }: { booking: HunterBookingSummary }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const accepted = booking.status === "accepted";
  const quote = useCancellationQuote(booking.id, open && accepted);
  const reload = () => void qc.invalidateQueries({ queryKey: QUERY_KEYS.hunter.bookings });
  const done = (description: string, kind: "success" | "message" = "success") => {
    if (kind === "success") toast.success("Booking Cancelled", { description });
    else toast("Booking Cancelled", { description });
    setOpen(false);
    reload();
  };
  const title = booking.hunt?.title ?? `booking #${booking.id}`;
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Cancel booking #${booking.id}`}>
          Cancel
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel Booking</AlertDialogTitle>
          <AlertDialogDescription asChild={accepted}>
            {accepted ? (
              <div className="space-y-3">
                <p>Cancel your accepted booking for {title}? This cannot be undone.</p>
                {quote.data ? (
                  <>
                    <p className="text-base font-semibold text-foreground" data-testid="refund-quote">
                      {quote.data.message}
                    </p>
                    <PolicyDetails policy={quote.data.policy} depositPercent={booking.depositPercent} timeZone={quote.data.timeZone} />
                  </>
                ) : (
                  <p>{quote.isError ? errorMessage(quote.error, "Could not work out the refund") : "Working out your refund…"}</p>
                )}
              </div>
            ) : (
              <>
                Cancel your booking for {title}? {cancelBookingText(booking)}
              </>
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {accepted ? (
          <CancelBookingForm
            bookingId={booking.id}
            action={cancelAcceptedBookingAction}
            ready={Boolean(quote.data)}
            onCancelled={(q) => {
              const t = cancelledToast(q);
              done(t.description, t.kind);
            }}
            onRefused={reload}
          />
        ) : (
          <CancelBookingForm
            bookingId={booking.id}
            action={cancelPendingBookingAction}
            onCancelled={() =>
              done(
                booking.paymentStatus === "paid"
                  ? "Your payment is being refunded in full."
                  : booking.paymentStatus === "authorized"
                    ? "The hold on your card was released; you were not charged."
                    : "Your reserved spot was released.",
              )
            }
            onRefused={reload}
          />
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
