"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
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

/** A hunter cancels a booking the outfitter has not answered yet (PATCH /api/bookings/{id}/status). */
export function CancelBookingButton({ booking }: { booking: HunterBookingSummary }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => api.patch(`/api/bookings/${booking.id}/status`, { status: "cancelled" }),
    onSuccess: () => {
      toast.success("Booking Cancelled", {
        description: booking.paymentStatus === "paid" ? "Your payment is being refunded in full." : "Your reserved spot was released.",
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
          <AlertDialogDescription>
            Cancel your booking for {title}? {cancelBookingText(booking)}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Keep Booking</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={cancel.isPending}
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
