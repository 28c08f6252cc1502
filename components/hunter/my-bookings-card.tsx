"use client";

import { BookingPriceLines } from "@/components/booking/booking-price-lines";
import { tripText } from "@/lib/departures/trip-text";
import Link from "next/link";
import { useState } from "react";
import { CalendarDays } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { NOT_ANSWERED_TEXT } from "@/lib/bookings/answer-text";
import { depositLine } from "@/lib/money/deposit";
import { hunterReleasedText } from "@/lib/money/charges/payment-text";
import { useApiQuery } from "./api-query";
import { CancelBookingButton } from "./cancel-booking-button";
import { ClaimBookingDialog } from "./claim-booking-dialog";
import { requestText } from "@/lib/bookings/request-text";
import { BalanceSchedule } from "@/components/installments/balance-schedule";
import { MyPartyShares } from "@/components/party/my-party-shares";
import { bookingLabel, type HunterBookingStatus, type HunterBookingSummary } from "./types";
import { QUERY_KEYS } from "@/components/query/keys";

const STATUS_VARIANT: Record<HunterBookingStatus, "default" | "secondary" | "outline" | "destructive" | "accent"> = {
  pending: "accent",
  accepted: "default",
  completed: "secondary",
  denied: "destructive",
  cancelled: "outline",
};

/**
 * "Deposit today: $X · Balance due to the outfitter: $Y" when the card was charged only a deposit;
 * not on a denied or cancelled booking, where no balance is due any more.
 */
function depositText(b: HunterBookingSummary): string | null {
  if (b.status === "denied" || b.status === "cancelled") return null;
  const total = parseDollarsToCents(b.totalAmount);
  const deposit = parseDollarsToCents(b.depositAmount);
  if (total === null || deposit === null || deposit >= total) return null;
  return depositLine(deposit, total);
}

/** My Bookings: every booking with its status label, amount and View Details. */
export function MyBookingsCard() {
  const bookings = useApiQuery<HunterBookingSummary[]>(QUERY_KEYS.hunter.bookings);
  return (
    <Card className="h-full">
      <CardHeader className="max-sm:has-data-[slot=card-action]:grid-cols-1">
        <CardTitle className="text-xl">My Bookings</CardTitle>
        <CardDescription>Hunts you booked here, and claims your outfitters verified.</CardDescription>
        <CardAction className="max-sm:col-start-1 max-sm:row-span-1 max-sm:row-start-3 max-sm:mt-2 max-sm:justify-self-start">
          <ClaimBookingDialog />
        </CardAction>
      </CardHeader>
      <CardContent>
        {bookings.isLoading ? (
          <div className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : bookings.isError ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 p-4">
            <p className="text-sm text-destructive">Failed to fetch bookings</p>
            <Button size="sm" variant="outline" onClick={() => void bookings.refetch()}>
              Try again
            </Button>
          </div>
        ) : !bookings.data?.length ? (
          <div className="rounded-lg border border-dashed p-6 text-center">
            <p className="font-medium">No bookings yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Book a hunt, or claim one you booked directly with an outfitter.</p>
          </div>
        ) : (
          <BookingList bookings={bookings.data} />
        )}
        <MyPartyShares />
      </CardContent>
    </Card>
  );
}

/** The first few bookings in the page's own flow (no scroll box inside the page), then all of them on request. */
const FIRST_SHOWN = 5;

function BookingList({ bookings }: { bookings: HunterBookingSummary[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? bookings : bookings.slice(0, FIRST_SHOWN);
  return (
    <>
      <ul role="list" aria-label="My bookings" className="grid grid-cols-1 gap-3">
        {shown.map((b) => (
          <li key={b.id} className="flex min-w-0 flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:gap-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{b.hunt?.title ?? (b.source === "claim" ? "Claimed booking" : `Booking #${b.id}`)}</p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                {tripText(b) && (
                  <span className="flex items-center gap-1">
                    <CalendarDays aria-hidden className="size-3.5" />
                    {tripText(b)}
                  </span>
                )}
                <span className="font-semibold text-foreground tabular-nums">{formatUsd(parseDollarsToCents(b.totalAmount) ?? 0)}</span>
              </p>
              {!b.schedule && depositText(b) && <p className="text-sm text-muted-foreground tabular-nums">{depositText(b)}</p>}
              {b.price && <BookingPriceLines price={b.price} bookingId={b.id} />}
              <BalanceSchedule booking={b} audience="hunter" />
              {requestText(b) && <p className="text-sm text-muted-foreground">{requestText(b)}</p>}
              {b.expired && <p className="text-sm text-muted-foreground">{NOT_ANSWERED_TEXT}</p>}
              {hunterReleasedText(b) && <p className="text-sm text-muted-foreground">{hunterReleasedText(b)}</p>}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 sm:shrink-0 sm:justify-end">
              <Badge variant={STATUS_VARIANT[b.status]}>{bookingLabel(b)}</Badge>
              {(b.status === "pending" || b.status === "accepted") && <CancelBookingButton booking={b} />}
              <Button asChild size="sm" variant="outline">
                <Link href={`/bookings/${b.id}`} aria-label={`View details of booking #${b.id}`}>
                  View Details
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {bookings.length > FIRST_SHOWN ? (
        <Button variant="outline" size="sm" className="mt-3" aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? "Show fewer" : `Show all ${bookings.length} bookings`}
        </Button>
      ) : null}
    </>
  );
}
