"use client";

import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { EmptyState } from "./panel";
import { ReportStatusBadge } from "./report-status-label";
import type { OutfitterBalanceRow, RevenueData } from "./types";
import { formatDate } from "@/lib/format/dates";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** This year's monthly report answers, grouped by outfitter. */
export function QuestionnaireSummary({
  responses,
  outfitters,
}: {
  responses: RevenueData["questionnaireResponses"];
  outfitters: OutfitterBalanceRow[];
}) {
  const names = new Map(outfitters.map((o) => [String(o.outfitterId), `${o.outfitter.firstName} ${o.outfitter.lastName}`]));
  const entries = Object.entries(responses);
  if (entries.length === 0) return <EmptyState>No monthly reports this year</EmptyState>;
  return (
    <ul className="space-y-4">
      {entries.map(([outfitterId, list]) => (
        <li key={outfitterId}>
          <p className="mb-1 text-sm font-medium">{names.get(outfitterId) ?? `Outfitter #${outfitterId}`}</p>
          <ul className="divide-y rounded-md border text-sm">
            {list.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                <span className="w-20 font-medium whitespace-nowrap tabular-nums">
                  {MONTHS[r.month - 1]} {r.year}
                </span>
                <ReportStatusBadge status={r.hasClientBooking} />
                <span className="tabular-nums">{formatUsd(parseDollarsToCents(r.commissionAmount) ?? 0)}</span>
                {r.paymentMethod ? <span className="text-muted-foreground capitalize">{r.paymentMethod}</span> : null}
                <span className="text-muted-foreground">{r.paymentStatus}</span>
                <span className="ml-auto text-xs text-muted-foreground">{formatDate(r.submittedAt)}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
