"use client";

import { DollarSign, MessageSquareText, Tent, Users } from "lucide-react";
import { formatUsdK } from "@/lib/format/money";
import { useAdminOutfitters, usePendingOutfitterReviews, usePendingReviews, useRevenue, useUserTotal } from "./admin-queries";

type StatCardProps = { label: string; value: string; icon: typeof Users; loading: boolean; hint?: string };

function StatCard({ label, value, icon: Icon, loading, hint }: StatCardProps) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:size-11">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {loading ? (
          <span aria-label="Loading" className="mt-1 block h-7 w-16 animate-pulse rounded bg-muted" />
        ) : (
          <p className="font-display text-2xl font-bold tabular-nums">{value}</p>
        )}
        {hint && !loading && <p className="text-xs text-muted-foreground tabular-nums">{hint}</p>}
      </div>
    </div>
  );
}

/** The spec's Total Revenue is accrued commission: the card says how much of it is collected and how much owed. */
export function revenueSplit(r: { totalCollectedCents: number; totalOwedCents: number }): string {
  return `${formatUsdK(r.totalCollectedCents)} collected · ${formatUsdK(r.totalOwedCents)} owed`;
}

/** Total Users, Active Outfitters, Total Revenue ($ with a 'k' suffix), Pending Reviews. */
export function StatCards() {
  const total = useUserTotal();
  const outfitters = useAdminOutfitters();
  const revenue = useRevenue();
  const reviews = usePendingReviews();
  const oReviews = usePendingOutfitterReviews();
  const activeOutfitters = (outfitters.data ?? []).filter((u) => u.isApproved && u.isActive).length;
  const pending = (reviews.data?.length ?? 0) + (oReviews.data?.length ?? 0);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard label="Total Users" value={String(total.data ?? 0)} icon={Users} loading={total.isLoading} />
      <StatCard label="Active Outfitters" value={String(activeOutfitters)} icon={Tent} loading={outfitters.isLoading} />
      <StatCard
        label="Total Revenue"
        value={formatUsdK(revenue.data?.totalRevenueCents ?? 0)}
        icon={DollarSign}
        loading={revenue.isLoading}
        hint={revenue.data ? revenueSplit(revenue.data) : undefined}
      />
      <StatCard
        label="Pending Reviews"
        value={String(pending)}
        icon={MessageSquareText}
        loading={reviews.isLoading || oReviews.isLoading}
      />
    </div>
  );
}
