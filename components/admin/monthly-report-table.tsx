"use client";

import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { ReportStatusBadge } from "./report-status-label";
import type { MonthlyStatusRow } from "./types";
import { formatDateTime } from "@/lib/format/dates";

const dash = <span className="text-muted-foreground">—</span>;

const PausedBadge = () => (
  <Badge variant="outline" className="ml-2 align-middle">
    Paused
  </Badge>
);

/** Each outfitter's answer for the month; non-responders can be selected for reminders. */
export function MonthlyReportTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  pastDue = true,
}: {
  rows: MonthlyStatusRow[];
  /** The month's report is past its due date (before it, a missing report is not yet late). */
  pastDue?: boolean;
  selected: Set<number>;
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}) {
  const selectable = rows.filter((r) => !r.hasResponded);
  const all = selectable.length > 0 && selectable.every((r) => selected.has(r.outfitterId));
  return (
    <>
      <ul className="divide-y md:hidden">
        <li className="flex items-center gap-3 px-2 py-2 text-sm">
          <Checkbox
            id="select-all-mobile"
            checked={all}
            disabled={selectable.length === 0}
            onCheckedChange={(v) => onToggleAll(v === true)}
          />
          <label htmlFor="select-all-mobile">Select all non-responders</label>
        </li>
        {rows.map((r) => (
          <MobileRow key={r.outfitterId} row={r} selected={selected.has(r.outfitterId)} onToggle={onToggle} pastDue={pastDue} />
        ))}
      </ul>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all non-responders"
                  checked={all}
                  disabled={selectable.length === 0}
                  onCheckedChange={(v) => onToggleAll(v === true)}
                />
              </TableHead>
              <TableHead>Outfitter</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Client</TableHead>
              <TableHead>Booking dates</TableHead>
              <TableHead>Partial deposit</TableHead>
              <TableHead className="text-right">Deposit %</TableHead>
              <TableHead className="text-right">Commission</TableHead>
              <TableHead>Payment</TableHead>
              <TableHead>Submitted</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => {
              const res = r.response;
              return (
                <TableRow key={r.outfitterId} data-testid="report-row">
                  <TableCell>
                    {r.hasResponded ? null : (
                      <Checkbox
                        aria-label={`Select ${r.outfitterName}`}
                        checked={selected.has(r.outfitterId)}
                        onCheckedChange={(v) => onToggle(r.outfitterId, v === true)}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    <p className="font-medium">
                      {r.outfitterName}
                      {r.isPaused && <PausedBadge />}
                    </p>
                    <p className="text-xs text-muted-foreground">{r.email}</p>
                  </TableCell>
                  <TableCell>
                    <ReportStatusBadge status={r.status} pastDue={pastDue} />
                  </TableCell>
                  <TableCell>{res?.clientName || dash}</TableCell>
                  <TableCell>{res?.bookingDates || dash}</TableCell>
                  <TableCell>{res ? (res.isCanceledWithPartialDeposit ? "Yes" : "No") : dash}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {res?.depositPercentage != null ? `${res.depositPercentage}%` : dash}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {res ? formatUsd(parseDollarsToCents(res.commissionAmount) ?? 0) : dash}
                  </TableCell>
                  <TableCell className="capitalize">{res?.paymentMethod || dash}</TableCell>
                  <TableCell className="whitespace-nowrap">{res ? formatDateTime(res.submittedAt) : dash}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

function MobileRow({
  row: r,
  selected,
  onToggle,
  pastDue,
}: {
  row: MonthlyStatusRow;
  selected: boolean;
  onToggle: (id: number, on: boolean) => void;
  pastDue: boolean;
}) {
  const res = r.response;
  const facts: Array<[string, string | null]> = res
    ? [
        ["Client", res.clientName],
        ["Booking dates", res.bookingDates],
        ["Partial deposit", res.isCanceledWithPartialDeposit ? "Yes" : "No"],
        ["Deposit %", res.depositPercentage != null ? `${res.depositPercentage}%` : null],
        ["Commission", formatUsd(parseDollarsToCents(res.commissionAmount) ?? 0)],
        ["Payment", res.paymentMethod],
        ["Submitted", formatDateTime(res.submittedAt)],
      ]
    : [];
  return (
    <li className="flex gap-3 px-2 py-3" data-testid="report-row-mobile">
      <div className="w-6 pt-1">
        {r.hasResponded ? null : (
          <Checkbox
            aria-label={`Select ${r.outfitterName}`}
            checked={selected}
            onCheckedChange={(v) => onToggle(r.outfitterId, v === true)}
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium">
            {r.outfitterName}
            {r.isPaused && <PausedBadge />}
          </p>
          <ReportStatusBadge status={r.status} pastDue={pastDue} />
        </div>
        <p className="text-xs break-all text-muted-foreground">{r.email}</p>
        {facts.length ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            {facts.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted-foreground">{k}</dt>
                <dd>{v || "—"}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </li>
  );
}
