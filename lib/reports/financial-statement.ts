import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { db, queryRows } from "@/db";
import type { CurrentUser } from "@/lib/auth/current-user";
import { getBalance, type Balance } from "@/lib/money/commission/payments";
import { formatCents } from "@/lib/format/money";

/** The statement covers one calendar year in UTC months, like the monthly report. */
export const statementQuery = z.object({
  year: z.coerce.number({ error: "Year is not valid" }).int().min(2000, "Year is not valid").max(3000, "Year is not valid").optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).optional(),
});

export type StatementMonth = {
  month: string;
  bookings: number;
  bookingValue: string;
  commissionAccrued: string;
  paymentsMade: string;
  balance: string;
};
export type Statement = {
  year: number;
  openingBalance: string;
  months: StatementMonth[];
  totals: Omit<StatementMonth, "month" | "balance">;
  current: Balance;
};

type MonthSum = { m: number; n?: number; cents: string | number };

export async function financialStatement(user: CurrentUser, year: number): Promise<Statement> {
  const start = new Date(Date.UTC(year, 0, 1)).toISOString();
  const end = new Date(Date.UTC(year + 1, 0, 1)).toISOString();
  const month = (col: string) => sql.raw(`extract(month from ${col} at time zone 'UTC')::int`);
  // One row per commission (an accepted booking, a claim, a reported booking): the month's bookings, the value they
  // were charged on and the commission come from the same rows, so each month reconciles with itself.
  const accruedByMonth = await queryRows<MonthSum & { base: string | number }>(
    db,
    sql`
    select ${month("created_at")} as m, count(*)::int as n, coalesce(sum(base_amount_cents), 0) as base,
           coalesce(sum(amount_cents), 0) as cents from commissions
    where outfitter_id = ${user.id} and created_at >= ${start} and created_at < ${end} group by 1`,
  );
  const paidByMonth = await queryRows<MonthSum>(
    db,
    sql`
    select ${month("completed_at")} as m, coalesce(sum(amount_cents), 0) as cents from commission_payments
    where outfitter_id = ${user.id} and status = 'completed' and completed_at >= ${start} and completed_at < ${end} group by 1`,
  );
  const [opening] = await queryRows<{ accrued: string | number; paid: string | number }>(
    db,
    sql`
    select (select coalesce(sum(amount_cents), 0) from commissions where outfitter_id = ${user.id} and created_at < ${start}) as accrued,
           (select coalesce(sum(amount_cents), 0) from commission_payments
             where outfitter_id = ${user.id} and status = 'completed' and completed_at < ${start}) as paid`,
  );

  const find = (rows: MonthSum[], m: number) => rows.find((r) => Number(r.m) === m);
  let running = Number(opening?.accrued ?? 0) - Number(opening?.paid ?? 0);
  const openingBalance = running;
  const totals = { bookings: 0, value: 0, accrued: 0, paid: 0 };
  const months = Array.from({ length: 12 }, (_, i) => {
    const m = i + 1;
    const c = accruedByMonth.find((r) => Number(r.m) === m);
    const bookings = Number(c?.n ?? 0);
    const value = Number(c?.base ?? 0);
    const accrued = Number(c?.cents ?? 0);
    const paid = Number(find(paidByMonth, m)?.cents ?? 0);
    running += accrued - paid;
    totals.bookings += bookings;
    totals.value += value;
    totals.accrued += accrued;
    totals.paid += paid;
    return {
      month: `${year}-${String(m).padStart(2, "0")}`,
      bookings,
      bookingValue: formatCents(value),
      commissionAccrued: formatCents(accrued),
      paymentsMade: formatCents(paid),
      balance: formatCents(running),
    };
  });
  return {
    year,
    openingBalance: formatCents(openingBalance),
    months,
    totals: {
      bookings: totals.bookings,
      bookingValue: formatCents(totals.value),
      commissionAccrued: formatCents(totals.accrued),
      paymentsMade: formatCents(totals.paid),
    },
    current: await getBalance(user.id),
  };
}

export function statementCsv(s: Statement): string {
  const lines = [
    ["Month", "Bookings", "Booking value (USD)", "Commission accrued (USD)", "Payments made (USD)", "Balance (USD)"],
    ["Opening balance", "", "", "", "", s.openingBalance],
    ...s.months.map((m) => [m.month, String(m.bookings), m.bookingValue, m.commissionAccrued, m.paymentsMade, m.balance]),
    [
      "Total",
      String(s.totals.bookings),
      s.totals.bookingValue,
      s.totals.commissionAccrued,
      s.totals.paymentsMade,
      s.months.at(-1)!.balance,
    ],
  ];
  return lines.map((row) => row.join(",")).join("\r\n") + "\r\n";
}
