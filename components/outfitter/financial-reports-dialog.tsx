"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { api } from "@/lib/api-client";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { Statement } from "@/lib/reports/financial-statement";
import { NativeSelect } from "./form-parts";
import { useFailureToast } from "./queries";
import { formatMonth } from "@/lib/format/dates";
import { QUERY_KEYS } from "@/components/query/keys";

const usd = (s: string) => formatUsd((s.startsWith("-") ? -1 : 1) * (parseDollarsToCents(s.replace(/^-/, "")) ?? 0));
const monthName = (ym: string) => formatMonth(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)), { withYear: false, short: true });

/** Financial Reports: the month-by-month statement of one year, downloadable as CSV. */
export function FinancialReportsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const thisYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const years = Array.from({ length: Math.max(1, thisYear - 2024 + 1) }, (_, i) => thisYear - i);
  const statement = useQuery({
    queryKey: QUERY_KEYS.outfitter.statement(year),
    queryFn: () => api.get<Statement>(`/api/outfitter/financial-report?year=${year}`),
    enabled: open,
  });
  useFailureToast(statement.error, "Failed to fetch financial report");

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Financial Reports</DialogTitle>
          <DialogDescription>Bookings, commission accrued, payments made and your running balance, month by month.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm font-medium">
            Year
            <NativeSelect value={year} onChange={(e) => setYear(Number(e.target.value))} className="w-28">
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button asChild variant="outline">
            <a href={`/api/outfitter/financial-report?year=${year}&format=csv`} download>
              <Download aria-hidden /> Download CSV
            </a>
          </Button>
        </div>
        {statement.isLoading || !statement.data ? (
          <Skeleton className="h-80" />
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <Table className="text-sm tabular-nums">
              <TableHeader>
                <TableRow>
                  <TableHead>Month</TableHead>
                  <TableHead className="text-right">Bookings</TableHead>
                  <TableHead className="text-right">Booking value</TableHead>
                  <TableHead className="text-right">Commission</TableHead>
                  <TableHead className="text-right">Payments</TableHead>
                  <TableHead className="text-right">Balance</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {statement.data.months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell>{monthName(m.month)}</TableCell>
                    <TableCell className="text-right">{m.bookings}</TableCell>
                    <TableCell className="text-right">{usd(m.bookingValue)}</TableCell>
                    <TableCell className="text-right">{usd(m.commissionAccrued)}</TableCell>
                    <TableCell className="text-right">{usd(m.paymentsMade)}</TableCell>
                    <TableCell className="text-right font-medium">{usd(m.balance)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell>Total</TableCell>
                  <TableCell className="text-right">{statement.data.totals.bookings}</TableCell>
                  <TableCell className="text-right">{usd(statement.data.totals.bookingValue)}</TableCell>
                  <TableCell className="text-right">{usd(statement.data.totals.commissionAccrued)}</TableCell>
                  <TableCell className="text-right">{usd(statement.data.totals.paymentsMade)}</TableCell>
                  <TableCell className="text-right">{usd(statement.data.current.totalOwed)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          Opening balance {statement.data ? usd(statement.data.openingBalance) : "—"}. Months are calendar months (UTC). The total
          row&apos;s balance is what you owe today.
        </p>
      </DialogContent>
    </Dialog>
  );
}
