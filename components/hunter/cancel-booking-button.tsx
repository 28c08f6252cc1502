"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/api-client";
import { formatUsd, parseDollarsToCents } from "@/lib/money";
import { PolicyDetails } from "@/components/cancellation/policy-details";
import type { CancellationQuote } from "@/lib/cancellation/service";
import { HUNTER_KEYS } from "./api-query";
import type { HunterBookingSummary } from "./types";

/** What cancelling does to the money, told before the hunter confirms. */
export function cancelBookingText(b: Pick<HunterBookingSummary, "paymentStatus" | "totalAmount">): string {
  const paid = b.paymentStatus === "paid";
  const amount = formatUsd(parseDollarsToCents(b.totalAmount) ?? 0);
  return paid
    ? `Your spot is released and your payment of ${amount} is refunded in full to your card. This cannot be undone.`
    : "Your reserved spot is released. Nothing has been charged. This cannot be undone.";
}

/**
 * A hunter cancels a booking. One the outfitter has not answered yet is refunded in full (PATCH
 * /api/bookings/{id}/status); an accepted one follows its cancellation policy: the dialog asks the
 * server what that refunds today ("You will be refunded $X of $Y") before the hunter confirms
 * (POST /api/bookings/{id}/cancel).
 */
export function CancelBookingButton({ booking }: { booking: HunterBookingSummary }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const accepted = booking.status === "accepted";
  const quote = useQuery({
    queryKey: ["booking-cancellation", booking.id],
    queryFn: () => api.get<CancellationQuote>(`/api/bookings/${booking.id}/cancellation`),
    enabled: open && accepted,
    staleTime: 0,
  });
  const cancel = useMutation({
    mutationFn: () =>
      accepted ? api.post<CancellationQuote>(`/api/bookings/${booking.id}/cancel`, {}) : api.patch(`/api/bookings/${booking.id}/status`, { status: "cancelled" }),
    onSuccess: () => {
      toast.success("Booking Cancelled", {
        description: accepted
          ? `${quote.data?.message.replace("You will be", "You are being") ?? "Your refund is on its way"}.`
          : booking.paymentStatus === "paid"
            ? "Your payment is being refunded in full."
            : "Your reserved spot was released.",
      });
      setOpen(false);
      void qc.invalidateQueries({ queryKey: HUNTER_KEYS.bookings });
    },
    onError: (err) => {
      toast.error("Error", { description: errorMessage(err, "Failed to cancel booking") });
      void qc.invalidateQueries({ queryKey: HUNTER_KEYS.bookings });
    },
  });
  const title = booking.hunt?.title ?? `booking #${booking.id}`;
  return (
    <AlertDialog open={open} onOpenChange={(o) => !cancel.isPending && setOpen(o)}>
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
                    <PolicyDetails policy={quote.data.policy} />
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
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Keep Booking</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={cancel.isPending || (accepted && !quote.data)}
            onClick={(e) => {
              e.preventDefault();
              cancel.mutate();
            }}
          >
            {cancel.isPending ? "Cancelling..." : "Cancel Booking"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
