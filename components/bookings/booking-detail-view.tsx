"use client";

import Link from "next/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, MessageSquare, Users } from "lucide-react";
import { BookingPriceLines } from "@/components/booking/booking-price-lines";
import { CancelBookingButton } from "@/components/hunter/cancel-booking-button";
import { QUERY_KEYS } from "@/components/query/keys";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, api } from "@/lib/api-client";
import { answerByText, NOT_ANSWERED_TEXT } from "@/lib/bookings/answer-text";
import type { BookingDetail } from "@/lib/bookings/detail";
import { BOOKING_CONFIRMED, bookingLabel, requestText } from "@/lib/bookings/request-text";
import { formatDateRange } from "@/lib/departures/dates";
import { formatDate, formatDateTime } from "@/lib/format/dates";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { BookingLoadFailed, BookingPageShell } from "./booking-page-shell";
import { BookingPartyLinks } from "@/components/party/booking-party-links";
import { BalanceSchedule } from "@/components/installments/balance-schedule";

const usd = (s: string) => formatUsd(parseDollarsToCents(s) ?? 0);

/** /bookings/{id}: one booking for its hunter or its hunt's outfitter (GET /api/bookings/{id}). */
export function BookingDetailView({ bookingId }: { bookingId: number }) {
  const query = useQuery<BookingDetail, Error>({
    queryKey: QUERY_KEYS.hunter.booking(bookingId),
    queryFn: () => api.get<BookingDetail>(`/api/bookings/${bookingId}`),
    retry: (n, err) => !(err instanceof ApiError && err.status < 500) && n < 2,
  });
  if (query.isLoading) {
    return (
      <BookingPageShell>
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </BookingPageShell>
    );
  }
  if (query.isError || !query.data)
    return <BookingLoadFailed error={query.error} what="booking" here={`/bookings/${bookingId}`} onRetry={() => void query.refetch()} />;
  return <BookingDetailBody detail={query.data} />;
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5" data-testid={testId}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words tabular-nums">{children}</dd>
    </div>
  );
}

function BookingDetailBody({ detail }: { detail: BookingDetail }) {
  const qc = useQueryClient();
  const { booking: b, money, viewer } = detail;
  const dashboard = viewer === "hunter" ? "/hunter-dashboard" : "/outfitter-dashboard";
  const request = requestText(b, viewer);
  return (
    <BookingPageShell back={dashboard}>
      <Card>
        <CardHeader>
          <p className="text-sm text-muted-foreground">Booking #{b.id}</p>
          <CardTitle className="text-2xl break-words">
            {b.hunt ? (
              <Link href={`/hunt/${b.hunt.id}`}>{b.hunt.title}</Link>
            ) : b.source === "claim" ? (
              "Claimed booking"
            ) : (
              "Hunt no longer listed"
            )}
          </CardTitle>
          {b.hunt?.location && <CardDescription>{b.hunt.location}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge
              variant={b.status === "pending" ? "accent" : b.status === "denied" ? "destructive" : "default"}
              data-testid="booking-status"
            >
              {bookingLabel(b)}
            </Badge>
            {viewer === "hunter" && b.status === "accepted" && <span className="text-sm font-medium">{BOOKING_CONFIRMED.title}</span>}
          </div>
          {request && (
            <p className="text-sm" data-testid="booking-request">
              {request}
            </p>
          )}
          {b.expired && <p className="text-sm text-muted-foreground">{NOT_ANSWERED_TEXT}</p>}
          <dl className="divide-y text-sm">
            <Row label="Departure">
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden className="size-3.5" />
                {b.departure
                  ? formatDateRange(b.departure.startDate, b.departure.endDate)
                  : (b.hunt?.dates ?? "To be confirmed by the outfitter")}
              </span>
            </Row>
            <Row label="Party">
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden className="size-3.5" />
                {b.partySize} {b.partySize === 1 ? "hunter" : "hunters"}
              </span>
            </Row>
            {viewer === "outfitter" && <Row label="Hunter">{b.hunterName}</Row>}
            {viewer === "hunter" && <Row label="Outfitter">{detail.partner.name}</Row>}
            {b.answerBy && <Row label="Answer by">{answerByText(b.answerBy)}</Row>}
            <Row label="Requested">{formatDate(b.createdAt)}</Row>
          </dl>
          <BookingPartyLinks bookingId={b.id} />
          {viewer === "hunter" && (b.status === "pending" || b.status === "accepted") && (
            <div>
              <CancelBookingButton booking={b} />
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Payment</CardTitle>
          <CardDescription>
            Charged through Ridgeline&apos;s payment partner to the outfitter; the balance is paid to the outfitter directly.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <dl className="divide-y text-sm" aria-label="Receipt">
            <Row label="Trip total">{usd(money.total)}</Row>
            <Row label="Deposit">{usd(money.deposit)}</Row>
            {parseDollarsToCents(money.held) ? (
              <Row label="Authorised on the card, not charged" testId="money-held">
                {usd(money.held)}
              </Row>
            ) : null}
            <Row label="Paid" testId="money-paid">
              {usd(money.paid)}
            </Row>
            {parseDollarsToCents(money.refunded) ? (
              <Row label="Refunded" testId="money-refunded">
                {usd(money.refunded)}
              </Row>
            ) : null}
            <Row label="Balance due to the outfitter" testId="money-balance">
              {usd(money.balanceDue)}
            </Row>
          </dl>
          <BalanceSchedule booking={b} audience={viewer} />
          {b.price && <BookingPriceLines price={b.price} bookingId={b.id} />}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Cancellation</CardTitle>
          {detail.policy && (
            <CardDescription>
              {detail.policy.name} policy: {detail.policy.summary}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          {detail.policy && (
            <ul className="list-disc pl-5 text-muted-foreground">
              {detail.policy.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
              <li>{detail.policy.outfitterCancels}</li>
            </ul>
          )}
          {detail.refundQuote && (
            <p className="font-semibold" data-testid="booking-refund-quote">
              If cancelled today: {detail.refundQuote}
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Messages with {detail.partner.name}</CardTitle>
          <CardDescription>
            {detail.messageCount > detail.messages.length
              ? `The newest ${detail.messages.length} of ${detail.messageCount}`
              : detail.messageCount === 0
                ? "No messages yet"
                : `${detail.messageCount} ${detail.messageCount === 1 ? "message" : "messages"}`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {detail.messages.length > 0 && (
            <ol aria-label="Messages" className="flex flex-col gap-2">
              {detail.messages.map((m) => {
                const mine = m.senderId !== detail.partner.id;
                return (
                  <li
                    key={m.id}
                    className={`max-w-[85%] rounded-lg px-3 py-2 text-sm break-words ${mine ? "self-end bg-primary text-primary-foreground" : "self-start bg-muted"}`}
                  >
                    <p className="whitespace-pre-wrap">{m.content}</p>
                    <p className={`mt-1 text-xs ${mine ? "text-primary-foreground/80" : "text-muted-foreground"}`}>
                      {formatDateTime(m.createdAt)}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
          <Button
            asChild
            variant="outline"
            className="w-fit"
            onClick={() => void qc.invalidateQueries({ queryKey: QUERY_KEYS.messages.all })}
          >
            <Link href={`/messages?recipient=${detail.partner.id}`}>
              <MessageSquare aria-hidden /> {detail.messageCount ? "Open the conversation" : `Message ${detail.partner.name}`}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </BookingPageShell>
  );
}
