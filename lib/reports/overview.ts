import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import type { CurrentUser } from "@/lib/auth/current-user";
import { getBalance } from "@/lib/money/commission/payments";
import { outfitterBookingCounts, outfitterSees } from "@/lib/bookings/outfitter-visible";
import { formatCents } from "@/lib/format/money";

export type BusinessOverview = {
  activeHunts: number;
  totalHunts: number;
  bookingsByStatus: Record<"pending" | "accepted" | "denied" | "cancelled" | "completed", number>;
  revenueThisYear: string;
  commissionOwed: string;
  paidToDate: string;
  bookingsPerMonth: { month: string; label: string; count: number }[];
};

const MONTH_LABELS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, "0")}`;

export async function businessOverview(user: CurrentUser, now = new Date()): Promise<BusinessOverview> {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const yearStart = new Date(Date.UTC(year, 0, 1));
  const chartStart = new Date(Date.UTC(year, month - 11, 1));
  const [huntCounts] = await queryRows<{ active: number; total: number }>(
    db,
    sql`
    select count(*) filter (where is_active)::int as active, count(*)::int as total
    from hunts where outfitter_id = ${user.id} and deleted_at is null`,
  );
  // Counted from the lists' own condition: a checkout in progress is no booking to answer (lib/bookings/outfitter-visible.ts).
  const statusRows = await outfitterBookingCounts(user.id);
  const [revenue] = await queryRows<{ cents: string | number | null }>(
    db,
    sql`
    select coalesce(sum(total_amount_cents), 0) as cents from bookings
    where outfitter_id = ${user.id} and status in ('accepted', 'completed') and created_at >= ${yearStart.toISOString()}`,
  );
  const monthRows = await queryRows<{ ym: string; n: number }>(
    db,
    sql`
    select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as ym, count(*)::int as n
    from bookings where ${outfitterSees(user.id)} and created_at >= ${chartStart.toISOString()} group by 1`,
  );
  const balance = await getBalance(user.id);

  const bookingsByStatus = { pending: 0, accepted: 0, denied: 0, cancelled: 0, completed: 0 };
  for (const r of statusRows) bookingsByStatus[r.status] += r.n;
  const bookingsPerMonth = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 11 + i, 1));
    const key = ym(d.getUTCFullYear(), d.getUTCMonth() + 1);
    return { month: key, label: MONTH_LABELS[d.getUTCMonth()]!, count: Number(monthRows.find((r) => r.ym === key)?.n ?? 0) };
  });
  return {
    activeHunts: Number(huntCounts?.active ?? 0),
    totalHunts: Number(huntCounts?.total ?? 0),
    bookingsByStatus,
    revenueThisYear: formatCents(Number(revenue?.cents ?? 0)),
    commissionOwed: balance.totalOwed,
    paidToDate: balance.paidToDate,
    bookingsPerMonth,
  };
}
