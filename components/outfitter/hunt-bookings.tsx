"use client";

import { BookingPriceLines } from "@/components/booking/booking-price-lines";
import { callAction } from "@/lib/actions/call";
import { answerBookingAction } from "@/lib/bookings/actions";
import Link from "next/link";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { BalanceSchedule } from "@/components/installments/balance-schedule";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { api } from "@/lib/api-client";
import type { OutfitterBooking } from "@/lib/bookings/present";
import { answerByLine } from "@/lib/bookings/answer-text";
import { outfitterPaymentText } from "@/lib/money/charges/payment-text";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { tripText } from "@/lib/departures/trip-text";
import { formatPhone } from "@/lib/users/phone";
import { CancelAcceptedBookingButton } from "./cancel-accepted-booking-button";
import { failureText, useFailureToast, useOwnHunts, useRefreshOutfitter } from "./queries";
import { PAUSED_HINT, useAccountPaused } from "./use-account-paused";
import { formatDate } from "@/lib/format/dates";
import { todayIn } from "@/lib/departures/dates";
import { QUERY_KEYS } from "@/components/query/keys";
import { BOOKING_STATUS_LABELS } from "@/lib/bookings/request-text";
import { HuntWaitlists } from "@/components/waitlists/hunt-waitlists";
import { LastMinuteDeals } from "./last-minute-deals";

const STATUS_TEXT: Record<OutfitterBooking["status"], string> = BOOKING_STATUS_LABELS;

const UPDATED: Record<"accepted" | "denied" | "completed", string> = {
  accepted: "The booking was accepted.",
  denied: "The booking was denied.",
  completed: "The booking was marked completed.",
};

// The server refuses "completed" before the trip's last day has passed where the hunt is (lib/bookings/transitions.ts).
const COMPLETE_AFTER_TRIP = "Can be marked completed once the trip has ended";
const tripOver = (b: OutfitterBooking, timeZone = "UTC") => b.departure !== null && todayIn(timeZone) > b.departure.endDate;

/** The outfitter's bookings for one hunt: Accept/Deny on pending ones, Mark Completed or Cancel booking on accepted ones. */
export function HuntBookings({ huntId }: { huntId: number }) {
  const hunts = useOwnHunts();
  const hunt = hunts.data?.find((h) => h.id === huntId);
  const bookings = useQuery({
    queryKey: QUERY_KEYS.outfitter.huntBookings(huntId),
    queryFn: () => api.get<OutfitterBooking[]>(`/api/outfitter/bookings?huntId=${huntId}`),
  });
  useFailureToast(bookings.error, "Failed to fetch bookings");
  const refresh = useRefreshOutfitter();
  const paused = useAccountPaused();
  const reload = () => {
    void bookings.refetch();
    refresh("bookings", "hunts", "overview", "balance");
  };
  const answer = useMutation({
    // Through answerBookingAction (PATCH /api/bookings/{id}/status's twin).
    mutationFn: ({ id, status }: { id: number; status: keyof typeof UPDATED }) =>
      callAction(answerBookingAction, { bookingId: id, status }),
    onSuccess: (_d, v) => {
      toast.success("Booking Updated", { description: UPDATED[v.status] });
      reload();
    },
    onError: (err) => toast.error("Failed to update booking.", { description: failureText(err, "Please try again.") }),
  });
  const rows = bookings.data ?? [];

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Button variant="ghost" asChild className="-ml-3 w-fit">
        <Link href="/">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      <div>
        <p className="text-sm font-medium text-muted-foreground">Bookings</p>
        <h1 className="font-display text-3xl font-bold">{hunt?.title ?? (hunts.isLoading ? "Loading…" : "Hunt bookings")}</h1>
        {hunt && (
          <p className="mt-1 text-muted-foreground">
            {hunt.location} · {hunt.dates} · {hunt.availability === 0 ? "Fully Booked" : `${hunt.availability} spots left`}
          </p>
        )}
      </div>
      {bookings.isLoading ? (
        <Skeleton className="h-48" />
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-muted-foreground">
          No bookings for this hunt yet
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Hunter</TableHead>
                <TableHead>Contact</TableHead>
                <TableHead>Trip</TableHead>
                <TableHead>Requested</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((b) => (
                <TableRow key={b.id}>
                  <TableCell className="font-medium">
                    <Link href={`/bookings/${b.id}`} className="underline-offset-2 hover:underline">
                      {b.hunterName}
                    </Link>
                    {b.source === "claim" && <span className="block text-xs text-muted-foreground">From a booking claim</span>}
                  </TableCell>
                  <TableCell className="min-w-44 text-sm whitespace-normal">
                    {b.hunterPhone ? formatPhone(b.hunterPhone) : "—"}
                    {b.emergencyContactName && (
                      <span className="block text-xs text-muted-foreground">
                        Emergency: {b.emergencyContactName} {formatPhone(b.emergencyContactPhone)}
                      </span>
                    )}
                  </TableCell>
                  <TableCell className="min-w-40 text-sm whitespace-normal">
                    {tripText({ ...b, hunt: b.hunt ?? hunt ?? null }) || "—"}
                  </TableCell>
                  <TableCell>{formatDate(b.createdAt)}</TableCell>
                  <TableCell className="min-w-52 text-right whitespace-normal tabular-nums">
                    {formatUsd(parseDollarsToCents(b.totalAmount) ?? 0)}
                    {/* One short line per part (deposit, balance), so the column stays narrow. */}
                    {outfitterPaymentText(b)
                      ?.split(" · ")
                      .map((part) => (
                        <span key={part} className="block text-xs text-muted-foreground">
                          {part}
                        </span>
                      ))}
                    {b.price && <BookingPriceLines price={b.price} bookingId={b.id} />}
                    <BalanceSchedule booking={b} audience="outfitter" />
                  </TableCell>
                  <TableCell>
                    <Badge
                      variant={
                        b.status === "pending" ? "accent" : b.status === "accepted" || b.status === "completed" ? "default" : "secondary"
                      }
                    >
                      {b.expired ? "Expired" : STATUS_TEXT[b.status]}
                    </Badge>
                    {b.answerBy && <span className="mt-1 block text-xs text-muted-foreground">{answerByLine(b.answerBy)}</span>}
                  </TableCell>
                  <TableCell className="text-right">
                    {b.status === "pending" && (
                      <div className="flex justify-end gap-2">
                        <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate({ id: b.id, status: "accepted" })}>
                          Accept
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={answer.isPending}
                          onClick={() => answer.mutate({ id: b.id, status: "denied" })}
                        >
                          Deny
                        </Button>
                      </div>
                    )}
                    {b.status === "accepted" && (
                      <div className="flex flex-col items-end gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={answer.isPending || !tripOver(b, hunt?.timeZone)}
                          title={tripOver(b, hunt?.timeZone) ? undefined : COMPLETE_AFTER_TRIP}
                          onClick={() => answer.mutate({ id: b.id, status: "completed" })}
                        >
                          Mark Completed
                        </Button>
                        <span title={paused ? PAUSED_HINT : undefined}>
                          <CancelAcceptedBookingButton booking={b} disabled={answer.isPending || paused} onCancelled={reload} />
                        </span>
                      </div>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {hunt && <LastMinuteDeals hunt={hunt} paused={paused} />}
      <HuntWaitlists huntId={huntId} />
    </section>
  );
}
