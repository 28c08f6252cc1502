"use client";

import { CheckCircle2 } from "lucide-react";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { ReportResponseView } from "@/lib/reports/questionnaire";
import { formatLongDate } from "@/lib/format/dates";

const ANSWER_TEXT: Record<ReportResponseView["hasClientBooking"], string> = {
  yes: "Yes — a client booked",
  "yes-partial-deposit": "Client cancelled, partial deposit kept",
  pending: "Pending",
  no: "No client bookings",
};

/** This month's filed report, shown instead of the form once it counts as complete. */
export function ReportSummary({ response, huntTitle }: { response: ReportResponseView; huntTitle?: string }) {
  const rows: [string, string][] = [
    ["Answer", ANSWER_TEXT[response.hasClientBooking]],
    ...(response.clientName ? ([["Client", response.clientName]] as [string, string][]) : []),
    ...(huntTitle ? ([["Hunt", huntTitle]] as [string, string][]) : []),
    ...(response.bookingDates ? ([["Dates", response.bookingDates]] as [string, string][]) : []),
    ...(response.huntId ? ([["People", String(response.numberOfPeople)]] as [string, string][]) : []),
    ...(response.depositPercentage && response.hasClientBooking === "yes-partial-deposit"
      ? ([["Deposit", `${response.depositPercentage}%`]] as [string, string][])
      : []),
    ["Commission", formatUsd(parseDollarsToCents(response.commissionAmount) ?? 0)],
    ...(response.paymentMethod
      ? ([["Payment method", response.paymentMethod === "card" ? "Card (PayPal)" : "Check"]] as [string, string][])
      : []),
    ...(response.dueAt ? ([["Payment due", formatLongDate(response.dueAt)]] as [string, string][]) : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 font-medium text-primary">
        <CheckCircle2 aria-hidden className="size-5" /> Submitted on {formatLongDate(response.submittedAt)}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 rounded-lg border p-4 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="font-medium">{v}</dd>
          </div>
        ))}
      </dl>
      {response.reopensAt && (
        <p className="text-sm text-muted-foreground">
          A pending answer counts for 14 days: the report reopens on {formatLongDate(response.reopensAt)}.
        </p>
      )}
    </div>
  );
}
