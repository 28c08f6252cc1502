"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { BusinessOverview } from "@/lib/reports/overview";
import { useOverview } from "./queries";

const usd = (s: string) => formatUsd(parseDollarsToCents(s) ?? 0);
const STATUS_LABELS: [keyof BusinessOverview["bookingsByStatus"], string][] = [
  ["pending", "Pending Approval"],
  ["accepted", "Accepted"],
  ["completed", "Completed"],
  ["denied", "Denied"],
  ["cancelled", "Cancelled"],
];

/** Business Overview: active hunts, bookings by status, revenue booked this year, commission owed, bookings per month. */
export function BusinessOverviewCard() {
  const { data, isLoading } = useOverview();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Business Overview</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {isLoading || !data ? (
          <Skeleton className="h-56" />
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-4">
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
                <Stat label="Active hunts" value={`${data.activeHunts}`} sub={`of ${data.totalHunts} listed`} />
                <Stat label="Revenue booked this year" value={usd(data.revenueThisYear)} />
                <Stat label="Commission owed" value={usd(data.commissionOwed)} sub={`${usd(data.paidToDate)} paid to date`} />
                <Stat label="Bookings" value={`${Object.values(data.bookingsByStatus).reduce((a, b) => a + b, 0)}`} sub="all time" />
              </dl>
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Bookings by status">
                {STATUS_LABELS.map(([key, label]) => (
                  <li key={key} className="text-muted-foreground">
                    {label}: <span className="font-semibold text-foreground tabular-nums">{data.bookingsByStatus[key]}</span>
                  </li>
                ))}
              </ul>
            </div>
            <BookingsChart months={data.bookingsPerMonth} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="rounded-lg bg-muted/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums">{value}</dd>
      {sub && <dd className="text-xs text-muted-foreground">{sub}</dd>}
    </div>
  );
}

function BookingsChart({ months }: { months: BusinessOverview["bookingsPerMonth"] }) {
  const max = Math.max(1, ...months.map((m) => m.count));
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => max - i) : [max, Math.round(max / 2), 0];
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">Bookings per month (last 12 months)</figcaption>
      <div className="flex h-36 gap-2">
        <div className="flex flex-col justify-between text-right text-[11px] text-muted-foreground tabular-nums" aria-hidden>
          {ticks.map((t) => (
            <span key={t}>{t}</span>
          ))}
        </div>
        <ol className="flex flex-1 items-end gap-1 border-b border-l pl-1" aria-label="Bookings per month">
          {months.map((m) => (
            <li
              key={m.month}
              className="flex h-full flex-1 flex-col items-center justify-end"
              aria-label={`${m.label} ${m.month.slice(0, 4)}: ${m.count} bookings`}
            >
              <div
                className="w-full max-w-6 rounded-t-sm bg-primary/80 transition-[height]"
                style={{ height: `${(m.count / max) * 100}%`, minHeight: m.count ? 4 : 0 }}
                title={`${m.count} bookings`}
              />
            </li>
          ))}
        </ol>
      </div>
      <div className="flex gap-1 pl-6 text-[10px] text-muted-foreground" aria-hidden>
        {months.map((m) => (
          <span key={m.month} className="flex-1 text-center">
            {m.label.slice(0, 1)}
            <span className="hidden sm:inline">{m.label.slice(1)}</span>
          </span>
        ))}
      </div>
    </figure>
  );
}
