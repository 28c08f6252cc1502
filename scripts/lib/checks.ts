/**
 * Invariants the process-level scripts check in the database after the load, and the figures
 * table they print. Each check returns human-readable breaches (empty = the rule holds).
 */
import { sql } from "drizzle-orm";
import { db, queryRows } from "../../db";

/**
 * The ledger: for every outfitter, what is owed plus what was paid equals the sum of the
 * commission rows, and paid-to-date equals the completed commission payments. Also: one
 * commission per accepted booking and per accepted claim, never more.
 */
export async function ledgerBreaches(): Promise<string[]> {
  const rows = await queryRows<{ id: number; owed: number; paid: number; commissions: number; payments: number }>(
    db,
    sql`select u.id,
               coalesce(b.total_owed_cents, 0)::int as owed,
               coalesce(b.paid_to_date_cents, 0)::int as paid,
               coalesce((select sum(amount_cents) from commissions c where c.outfitter_id = u.id and not c.collected_at_booking), 0)::int as commissions,
               coalesce((select sum(amount_cents) from commission_payments p where p.outfitter_id = u.id and p.status = 'completed'), 0)::int as payments
          from users u left join outfitter_balances b on b.outfitter_id = u.id
         where u.role = 'outfitter'`,
  );
  const out: string[] = [];
  for (const r of rows) {
    if (Number(r.owed) + Number(r.paid) !== Number(r.commissions))
      out.push(`outfitter ${r.id}: owed ${r.owed} + paid ${r.paid} ≠ commissions ${r.commissions}`);
    if (Number(r.paid) !== Number(r.payments)) out.push(`outfitter ${r.id}: paid ${r.paid} ≠ completed payments ${r.payments}`);
  }
  const [counts] = await queryRows<{
    accepted_bookings: number;
    booking_commissions: number;
    accepted_claims: number;
    claim_commissions: number;
    orphan: number;
  }>(
    db,
    // A booking cancelled after it was accepted keeps its commission row (adjusted to what was kept).
    sql`select (select count(*) from bookings where source = 'direct' and status in ('accepted', 'completed'))::int as accepted_bookings,
               (select count(*) from commissions c join bookings b on b.id = c.booking_id where b.status <> 'cancelled')::int as booking_commissions,
               (select count(*) from booking_claims where status = 'accepted')::int as accepted_claims,
               (select count(*) from commissions where claim_id is not null)::int as claim_commissions,
               (select count(*) from booking_claims where status = 'accepted' and booking_id is null)::int as orphan`,
  );
  const c = counts!;
  if (Number(c.accepted_bookings) !== Number(c.booking_commissions))
    out.push(`${c.accepted_bookings} accepted bookings but ${c.booking_commissions} booking commissions`);
  if (Number(c.accepted_claims) !== Number(c.claim_commissions))
    out.push(`${c.accepted_claims} accepted claims but ${c.claim_commissions} claim commissions`);
  if (Number(c.orphan) > 0) out.push(`${c.orphan} accepted claims without a booking`);
  return out;
}

export async function ledgerSummary(): Promise<string> {
  const [r] = await queryRows<{ outfitters: number; commissions: number; cents: number; owed: number }>(
    db,
    sql`select (select count(*) from outfitter_balances)::int as outfitters, (select count(*) from commissions)::int as commissions,
               (select coalesce(sum(amount_cents), 0) from commissions)::int as cents, (select coalesce(sum(total_owed_cents), 0) from outfitter_balances)::int as owed`,
  );
  return `${r!.commissions} commission rows, $${(Number(r!.cents) / 100).toFixed(2)}; balances of ${r!.outfitters} outfitter(s) owe $${(Number(r!.owed) / 100).toFixed(2)}`;
}

/**
 * Spots: for every hunt created with a known number of spots (across its departures), on each
 * departure the parties holding spots never exceed its spots, free spots never go below zero, and
 * free + held = spots; the departures' spots add up to the hunt's.
 */
export async function spotBreaches(spots: Map<number, number>): Promise<string[]> {
  if (spots.size === 0) return [];
  const ids = [...spots.keys()];
  const rows = await queryRows<{ id: number; hunt_id: number; spots: number; spots_left: number; held: number }>(
    db,
    sql`select d.id, d.hunt_id, d.spots, d.spots_left,
               (select coalesce(sum(b.party_size), 0) from bookings b where b.departure_id = d.id and b.holds_spot)::int as held
          from hunt_departures d where d.hunt_id in ${sql.raw(`(${ids.join(",")})`)}`,
  );
  const out: string[] = [];
  const totals = new Map<number, number>();
  for (const r of rows) {
    const [cap, left, held] = [Number(r.spots), Number(r.spots_left), Number(r.held)];
    totals.set(Number(r.hunt_id), (totals.get(Number(r.hunt_id)) ?? 0) + cap);
    if (held > cap || left < 0 || left + held !== cap)
      out.push(`hunt ${r.hunt_id}, departure ${r.id}: ${cap} spots, ${held} held, ${left} free`);
  }
  for (const [id, total] of spots)
    if ((totals.get(id) ?? 0) !== total) out.push(`hunt ${id}: departures hold ${totals.get(id) ?? 0} spots, expected ${total}`);
  return out;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** Prints rows as an aligned text table (numbers right-aligned). */
export function printTable(rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!);
  const cell = (v: unknown) => (v === undefined || v === null ? "" : String(v));
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals: string[], nums: boolean[]) => vals.map((v, i) => (nums[i] ? v.padStart(width[i]!) : v.padEnd(width[i]!))).join("  ");
  console.log(
    line(
      cols,
      cols.map(() => false),
    ),
  );
  console.log(width.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows)
    console.log(
      line(
        cols.map((c) => cell(r[c])),
        cols.map((c) => typeof r[c] === "number"),
      ),
    );
}
