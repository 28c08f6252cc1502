"use client";

import { callAction } from "@/lib/actions/call";
import { resetRevenueAction } from "@/lib/money/revenue/actions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useId } from "react";
import { toast } from "@/components/ui/toast";
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
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { useRevenue } from "./admin-queries";
import { MismatchesList } from "./mismatches-list";
import { OutfitterBalances } from "./outfitter-balances";
import { ErrorState, ListSkeleton, Panel } from "./panel";
import { QuestionnaireSummary } from "./questionnaire-summary";
import { RevenueChart } from "./revenue-chart";
import { formatDate } from "@/lib/format/dates";
import { QUERY_KEYS } from "@/components/query/keys";

const usd = (s: string) => formatUsd(parseDollarsToCents(s) ?? 0);

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg bg-muted/60 p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="font-display text-xl font-bold tabular-nums">{value}</p>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="min-w-0">
      <h3 id={id} className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {/* Focusable, so the keyboard can scroll it even when nothing inside takes focus. */}
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="max-h-96 overflow-y-auto rounded-lg border px-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {children}
      </div>
    </section>
  );
}

function ResetButton() {
  const qc = useQueryClient();
  const reset = useMutation({
    mutationFn: () => callAction(resetRevenueAction, undefined),
    onSuccess: () => {
      toast.success("Revenue Reset Successfully", { description: "Total revenue has been reset to $0.00" });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.revenue });
    },
    onError: (err) => toast.error("Failed to reset revenue", { description: errorMessage(err, "Please try again.") }),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={reset.isPending}>
          <RotateCcw aria-hidden /> Reset Revenue
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Reset total revenue?</AlertDialogTitle>
          <AlertDialogDescription>
            Total revenue will start again from $0.00 now. Commission records and outfitter balances are kept; revenue also resets by itself
            every January 1st.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => reset.mutate()}>Reset Revenue</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Revenue for the year, balances per outfitter with actions, mismatches and monthly reports. */
export function RevenuePanel() {
  const { data, isLoading, error } = useRevenue();
  return (
    <Panel
      id="revenue-management"
      title="Revenue Management"
      description="Platform commission for the calendar year."
      action={<ResetButton />}
      scroll={false}
    >
      {isLoading ? (
        <ListSkeleton rows={4} />
      ) : error || !data ? (
        <ErrorState>Unable to load revenue data. Please try refreshing the page.</ErrorState>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
            <div className="grid grid-cols-1 content-start gap-3 min-[420px]:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              <Figure
                label={`Total revenue ${data.currentYear}`}
                value={usd(data.totalRevenue)}
                hint={
                  data.lastResetDate && data.periodStart === data.lastResetDate
                    ? `Since reset on ${formatDate(data.lastResetDate)}`
                    : "Since January 1st"
                }
              />
              <Figure label="Commission owed" value={usd(data.totalOwed)} hint="All outfitters" />
              <Figure label="Paid to date" value={usd(data.totalPaid)} hint="All outfitters" />
              <Figure
                label="Booking mismatches"
                value={String(data.bookingMismatches.filter((m) => !m.reportedAt).length)}
                hint="Not yet reported"
              />
            </div>
            <RevenueChart monthly={data.monthly} year={data.currentYear} />
          </div>
          <Section title="Outfitter balances">
            <OutfitterBalances rows={data.outfitterBalances} />
          </Section>
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title="Booking mismatches">
              <MismatchesList rows={data.bookingMismatches} />
            </Section>
            <Section title="Questionnaire responses by outfitter">
              <div className="py-3">
                <QuestionnaireSummary responses={data.questionnaireResponses} outfitters={data.outfitterBalances} />
              </div>
            </Section>
          </div>
        </div>
      )}
    </Panel>
  );
}
