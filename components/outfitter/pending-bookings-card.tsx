"use client";

import { BookingPriceLines } from "@/components/booking/booking-price-lines";
import { callAction } from "@/lib/actions/call";
import { answerBookingAction } from "@/lib/bookings/actions";
import { tripText } from "@/lib/departures/trip-text";
import { useMutation } from "@tanstack/react-query";
import { PAUSED_HINT, useAccountPaused } from "./use-account-paused";
import { X } from "lucide-react";
import { AcceptBookingDialog } from "./accept-booking-dialog";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { answerByLine } from "@/lib/bookings/answer-text";
import { outfitterPaymentText } from "@/lib/money/charges/payment-text";
import { failureText, useOutfitterBookings, useRefreshOutfitter } from "./queries";
import { formatDate } from "@/lib/format/dates";

/** Pending Bookings: the first 3, answered with the booking service's PATCH /api/bookings/{id}/status. */
export function PendingBookingsCard() {
  const bookings = useOutfitterBookings();
  const paused = useAccountPaused();
  const refresh = useRefreshOutfitter();
  // The request whose answer is due soonest first (a request without a deadline after those with one).
  const pending = (bookings.data ?? [])
    .filter((b) => b.status === "pending")
    .sort((x, y) => (x.answerBy ?? "9999").localeCompare(y.answerBy ?? "9999") || x.id - y.id);
  const answer = useMutation({
    // Through answerBookingAction (PATCH /api/bookings/{id}/status's twin).
    mutationFn: ({ id, status }: { id: number; status: "accepted" | "denied" }) =>
      callAction(answerBookingAction, { bookingId: id, status }),
    onSuccess: (_d, v) => {
      toast.success("Booking Updated", { description: v.status === "accepted" ? "The booking was accepted." : "The booking was denied." });
      refresh("bookings", "hunts", "overview", "balance");
    },
    onError: (err) => toast.error("Failed to update booking.", { description: failureText(err, "Please try again.") }),
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Pending Bookings</CardTitle>
        <CardDescription>
          {pending.length > 3 ? `Showing 3 of ${pending.length}, the soonest answer-by first` : "Bookings waiting for your answer"}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {bookings.isLoading ? (
          <Skeleton className="h-20" />
        ) : pending.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No pending bookings</p>
        ) : (
          <ul aria-label="Pending bookings" className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {pending.slice(0, 3).map((b) => (
              <li key={b.id} className="rounded-lg border p-3">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{b.hunterName}</p>
                    <p className="text-sm break-words text-muted-foreground">{b.hunt?.title ?? "Hunt no longer listed"}</p>
                    {tripText(b) && <p className="text-sm break-words text-muted-foreground">{tripText(b)}</p>}
                    <p className="text-xs text-muted-foreground">Requested {formatDate(b.createdAt)}</p>
                    {outfitterPaymentText(b) && <p className="text-xs text-muted-foreground">{outfitterPaymentText(b)}</p>}
                    {b.price && <BookingPriceLines price={b.price} bookingId={b.id} />}
                    {b.answerBy && <p className="text-xs font-medium text-foreground">{answerByLine(b.answerBy)}</p>}
                  </div>
                  <p className="shrink-0 font-semibold tabular-nums">{formatUsd(parseDollarsToCents(b.totalAmount) ?? 0)}</p>
                </div>
                <div className="mt-3 grid grid-cols-2 gap-2">
                  <AcceptBookingDialog
                    booking={b}
                    disabled={answer.isPending || paused}
                    title={paused ? PAUSED_HINT : undefined}
                    onAccept={() => answer.mutate({ id: b.id, status: "accepted" })}
                  />
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answer.isPending || paused}
                    title={paused ? PAUSED_HINT : undefined}
                    onClick={() => answer.mutate({ id: b.id, status: "denied" })}
                  >
                    <X aria-hidden /> Deny
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
