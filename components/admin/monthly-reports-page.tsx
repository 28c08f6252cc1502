"use client";

import { callAction } from "@/lib/actions/call";
import { sendReportRemindersAction } from "@/lib/reports/monthly-status-actions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ArrowLeft, BellRing } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api, errorMessage } from "@/lib/api-client";
import { MonthlyReportTable } from "./monthly-report-table";
import { EmptyState, ErrorState, ListSkeleton } from "./panel";
import type { MonthlyStatus } from "./types";
import { QUERY_KEYS } from "@/components/query/keys";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function Total({ label, value, tone }: { label: string; value: number | string; tone?: "warn" }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className={`font-display text-2xl font-bold tabular-nums ${tone === "warn" ? "text-destructive" : ""}`}>{value}</p>
    </div>
  );
}

/** /questionnaire-reports: who filed the month's report, the overdue banner, reminders. */
export function MonthlyReportsPage({ initialMonth, initialYear }: { initialMonth: number; initialYear: number }) {
  const qc = useQueryClient();
  const [month, setMonth] = useState(initialMonth);
  const [year, setYear] = useState(initialYear);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { data, isLoading, error } = useQuery({
    queryKey: QUERY_KEYS.admin.monthly(month, year),
    queryFn: () => api.get<MonthlyStatus>(`/api/admin/monthly-reports/status?month=${month}&year=${year}`),
  });
  const years = data?.years ?? [initialYear, initialYear + 1];
  const remind = useMutation({
    mutationFn: () => callAction(sendReportRemindersAction, { month, year, outfitterIds: [...selected] }),
    onSuccess: (r) => {
      toast.success("Success", { description: r.message });
      setSelected(new Set());
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.monthly(month, year) });
    },
    onError: (err) => toast.error("Failed to send reminder", { description: errorMessage(err, "Please try again.") }),
  });
  const changePeriod = (m: number, y: number) => {
    setMonth(m);
    setYear(y);
    setSelected(new Set());
  };
  const period = `${MONTHS[month - 1]} ${year}`;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" className="-ml-3">
        <Link href="/admin">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold">Monthly Reports</h1>
          <p className="mt-1 text-muted-foreground">Outfitters file a booking report every month, due by the 14th.</p>
        </div>
        <div className="flex gap-3">
          <div className="space-y-1">
            <Label htmlFor="report-month">Month</Label>
            <Select value={String(month)} onValueChange={(v) => changePeriod(Number(v), year)}>
              <SelectTrigger id="report-month" className="w-36">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MONTHS.map((m, i) => (
                  <SelectItem key={m} value={String(i + 1)}>
                    {m}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="report-year">Year</Label>
            <Select value={String(year)} onValueChange={(v) => changePeriod(month, Number(v))}>
              <SelectTrigger id="report-year" className="w-28">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {years.map((y) => (
                  <SelectItem key={y} value={String(y)}>
                    {y}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </div>

      {isLoading ? (
        <ListSkeleton rows={4} />
      ) : error || !data ? (
        <ErrorState>Failed to fetch monthly report status</ErrorState>
      ) : (
        <>
          {data.isOverdue ? (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
            >
              <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">Monthly Reports Overdue</p>
                <p className="text-sm">
                  {data.nonResponders} {data.nonResponders === 1 ? "outfitter has" : "outfitters have"} not submitted the {period} report,
                  which was due by the 14th.
                </p>
              </div>
            </div>
          ) : null}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Total label="Total Outfitters" value={data.totalOutfitters} />
            <Total label="Responded" value={data.responded} />
            <Total label="Non-Responders" value={data.nonResponders} tone={data.nonResponders ? "warn" : undefined} />
            <Total label="Pending" value={data.pendingCount} />
          </div>
          <section aria-labelledby="report-status-title" className="rounded-xl border bg-card shadow-xs">
            <header className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-4">
              <h2 id="report-status-title" className="font-display text-lg font-semibold">
                Report Status — {period}
              </h2>
              <Button disabled={selected.size === 0 || remind.isPending} onClick={() => remind.mutate()}>
                <BellRing aria-hidden /> {remind.isPending ? "Sending..." : `Send Reminders${selected.size ? ` (${selected.size})` : ""}`}
              </Button>
            </header>
            <div className="px-2 py-2 sm:px-4">
              {data.outfitters.length === 0 ? (
                <EmptyState>No approved outfitters for this month</EmptyState>
              ) : (
                <MonthlyReportTable
                  rows={data.outfitters}
                  pastDue={data.isPastDue}
                  selected={selected}
                  onToggle={(id, on) =>
                    setSelected((s) => {
                      const next = new Set(s);
                      if (on) next.add(id);
                      else next.delete(id);
                      return next;
                    })
                  }
                  onToggleAll={(on) =>
                    setSelected(on ? new Set(data.outfitters.filter((r) => !r.hasResponded).map((r) => r.outfitterId)) : new Set())
                  }
                />
              )}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
