"use client";

import { Check } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { OutfitterBooking } from "@/lib/bookings/present";
import { acceptChargeText } from "@/lib/bookings/request-text";
import { tripText } from "@/lib/departures/trip-text";
import { formatPhone } from "@/lib/users/phone";

/**
 * Accept asks first: the request's details (hunter, departure, party, notes, special requirements) and what accepting
 * charges the hunter's card, then "Accept and charge" runs the answer.
 */
export function AcceptBookingDialog({
  booking: b,
  disabled,
  title,
  onAccept,
}: {
  booking: OutfitterBooking;
  disabled: boolean;
  title?: string;
  onAccept: () => void;
}) {
  const trip = tripText(b);
  const charge = acceptChargeText(b);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" disabled={disabled} title={title} aria-label={`Accept booking #${b.id}`}>
          <Check aria-hidden /> Accept
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Accept {b.hunterName}&apos;s request?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-3 text-sm">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-foreground">
                <dt className="text-muted-foreground">Hunt</dt>
                <dd className="break-words">{b.hunt?.title ?? "Hunt no longer listed"}</dd>
                {trip && (
                  <>
                    <dt className="text-muted-foreground">Trip</dt>
                    <dd className="break-words">{trip}</dd>
                  </>
                )}
                <dt className="text-muted-foreground">Party</dt>
                <dd>
                  {b.partySize} {b.partySize === 1 ? "hunter" : "hunters"}
                </dd>
                {b.hunterPhone && (
                  <>
                    <dt className="text-muted-foreground">Phone</dt>
                    <dd>{formatPhone(b.hunterPhone)}</dd>
                  </>
                )}
                {b.emergencyContactName && (
                  <>
                    <dt className="text-muted-foreground">Emergency</dt>
                    <dd className="break-words">
                      {b.emergencyContactName}
                      {b.emergencyContactPhone ? ` · ${formatPhone(b.emergencyContactPhone)}` : ""}
                    </dd>
                  </>
                )}
                <dt className="text-muted-foreground">Notes</dt>
                <dd className="break-words whitespace-pre-wrap" data-testid="accept-notes">
                  {b.specialRequirements?.trim() || "No special requirements"}
                </dd>
              </dl>
              <p className="font-medium text-foreground">{charge}</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Not yet</AlertDialogCancel>
          <AlertDialogAction onClick={onAccept}>Accept and charge</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
