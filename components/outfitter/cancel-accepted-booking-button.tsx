"use client";

import { useState } from "react";
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
import { cancelledToast } from "@/lib/cancellation/cancelled-toast";
import { CancelBookingForm, useCancellationQuote } from "@/components/cancellation/cancel-booking-form";
import { errorMessage } from "@/lib/api-client";
import { cancelAcceptedBookingAction } from "@/lib/cancellation/actions";
import type { OutfitterBooking } from "@/lib/bookings/present";
import { tripText } from "@/lib/departures/trip-text";

/**
 * The outfitter cancels an accepted booking (a closed area, bad weather, a guide down). Whatever
 * the policy, the hunter gets everything paid back and the commission on it is reversed; the
 * dialog shows the server's figure ("The hunter will be refunded $X of $Y") before confirming.
 */
export function CancelAcceptedBookingButton({
  booking,
  disabled,
  onCancelled,
}: {
  booking: OutfitterBooking;
  disabled?: boolean;
  onCancelled: () => void;
}) {
  const [open, setOpen] = useState(false);
  const quote = useCancellationQuote(booking.id, open);
  const trip = tripText(booking);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          disabled={disabled}
          aria-label={`Cancel booking #${booking.id}`}
        >
          Cancel booking
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel Booking</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-3">
              <p>
                Cancel {booking.hunterName}&apos;s accepted booking{booking.hunt ? ` for ${booking.hunt.title}` : ""}
                {trip ? ` (${trip})` : ""}? This cannot be undone.
              </p>
              <p>
                When you cancel, the hunter is refunded in full whatever the cancellation policy, and no commission is owed on this booking.
              </p>
              <p className="text-base font-semibold text-foreground" data-testid="refund-quote">
                {quote.data
                  ? quote.data.message
                  : quote.isError
                    ? errorMessage(quote.error, "Could not work out the refund")
                    : "Working out the refund…"}
              </p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <CancelBookingForm
          bookingId={booking.id}
          action={cancelAcceptedBookingAction}
          ready={Boolean(quote.data)}
          onCancelled={(q) => {
            const t = cancelledToast(q);
            if (t.kind === "success") toast.success(t.title, { description: t.description });
            else toast(t.title, { description: t.description });
            setOpen(false);
            onCancelled();
          }}
          onRefused={onCancelled}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}
