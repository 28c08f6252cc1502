"use client";

import Link from "next/link";
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { QUERY_KEYS } from "@/components/query/keys";
import { api } from "@/lib/api-client";
import { formatDate } from "@/lib/format/dates";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { PayoutTransfer, PayoutTransfersPage } from "@/lib/money/payouts/transfers";
import { PayoutsCard } from "./payouts-card";
import { useFailureToast } from "./queries";

const KIND_TEXT: Record<PayoutTransfer["kind"], string> = {
  booking: "Booking payment",
  balance: "Balance payment",
  share: "Party share",
  refund: "Refund to hunter",
};
const STATUS_TEXT: Record<PayoutTransfer["status"], string> = {
  transferred: "Transferred",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  reversed: "Reversed",
};

const usd = (amount: string) => formatUsd(parseDollarsToCents(amount) ?? 0);

/** The Payouts page: the account's state (the dashboard's card) over the transfers and refunds, newest first, 20 a page. */
export function PayoutTransfers() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: QUERY_KEYS.outfitter.transfers(page),
    queryFn: () => api.get<PayoutTransfersPage>(`/api/outfitter/payouts/transfers?page=${page}`),
    placeholderData: keepPreviousData,
  });
  useFailureToast(list.error, "Failed to fetch transfers");
  const data = list.data;

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Button variant="ghost" asChild className="-ml-3 w-fit">
        <Link href="/">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Payouts</h1>
        <p className="mt-1 text-muted-foreground">
          What your hunters&apos; payments transferred to your payout account, and the refunds taken back from it.
        </p>
      </div>
      <PayoutsCard transfersLink={false} />
      <div className="rounded-xl border bg-card" aria-busy={list.isFetching || undefined}>
        <h2 className="border-b px-5 py-4 text-lg font-semibold">Transfers</h2>
        {list.isLoading ? (
          <div className="grid gap-2 p-5">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : list.error ? (
          <p className="p-5 text-sm text-destructive">Failed to fetch transfers</p>
        ) : !data || data.total === 0 ? (
          <p className="p-10 text-center text-muted-foreground" data-testid="transfers-empty">
            No transfers yet. A booking&apos;s payment is transferred here when you accept it.
          </p>
        ) : (
          <>
            <TransferRows items={data.items} />
            <nav aria-label="Transfers pages" className="flex flex-wrap items-center justify-between gap-3 border-t px-5 py-3 text-sm">
              <Button variant="outline" size="sm" onClick={() => setPage((p) => p - 1)} disabled={page <= 1 || list.isFetching}>
                <ChevronLeft aria-hidden /> Previous
              </Button>
              <span aria-live="polite" data-testid="transfers-page">{`Page ${data.page} of ${data.pageCount}`}</span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage((p) => p + 1)}
                disabled={page >= data.pageCount || list.isFetching}
              >
                Next <ChevronRight aria-hidden />
              </Button>
            </nav>
          </>
        )}
      </div>
    </section>
  );
}

/** A table from sm up; on a phone each transfer is a card (the table would scroll sideways). */
function TransferRows({ items }: { items: PayoutTransfer[] }) {
  return (
    <>
      <Table className="hidden sm:table" data-testid="transfers-table">
        <TableHeader>
          <TableRow>
            <TableHead className="pl-5">Date</TableHead>
            <TableHead>Booking</TableHead>
            <TableHead>Type</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead className="pr-5">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((t) => (
            <TableRow key={t.key}>
              <TableCell className="pl-5 whitespace-nowrap">{formatDate(t.at)}</TableCell>
              <TableCell className="whitespace-normal">
                <BookingLink t={t} />
              </TableCell>
              <TableCell>{KIND_TEXT[t.kind]}</TableCell>
              <TableCell className="text-right tabular-nums">
                <Amount t={t} />
              </TableCell>
              <TableCell className="pr-5">
                <Badge variant={t.status === "transferred" ? "secondary" : "outline"}>{STATUS_TEXT[t.status]}</Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="divide-y sm:hidden" data-testid="transfers-list">
        {items.map((t) => (
          <li key={t.key} className="grid gap-1 px-5 py-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium">{KIND_TEXT[t.kind]}</span>
              <span className="tabular-nums">
                <Amount t={t} />
              </span>
            </div>
            <BookingLink t={t} />
            <div className="flex items-center justify-between gap-3 text-muted-foreground">
              <span>{formatDate(t.at)}</span>
              <Badge variant={t.status === "transferred" ? "secondary" : "outline"}>{STATUS_TEXT[t.status]}</Badge>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function BookingLink({ t }: { t: PayoutTransfer }) {
  return (
    <Link href={`/bookings/${t.bookingId}`} className="underline-offset-4 hover:underline">
      {`Booking #${t.bookingId}`}
      {t.huntTitle && <span className="text-muted-foreground">{` · ${t.huntTitle}`}</span>}
    </Link>
  );
}

function Amount({ t }: { t: PayoutTransfer }) {
  const fee = parseDollarsToCents(t.fee) ?? 0;
  return (
    <span className="inline-grid justify-items-end">
      <span className={t.kind === "refund" ? "font-semibold text-destructive" : "font-semibold"}>{usd(t.amount)}</span>
      {fee > 0 && <span className="text-xs text-muted-foreground">{`after ${usd(t.fee)} platform fee`}</span>}
    </span>
  );
}
