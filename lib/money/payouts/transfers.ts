import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import type { CurrentUser } from "@/lib/auth/current-user";
import { forbidden } from "@/lib/http/errors";
import { formatCents } from "@/lib/format/money";
import type { PayoutTransfersQuery } from "./schema";

export const TRANSFERS_PAGE_SIZE = 20;

/** booking: the booking's own charge (its deposit, or the whole total before deposits); balance: the balance charged later; share: one hunter's share of a party; refund: taken back from the account. */
export type TransferKind = "booking" | "balance" | "share" | "refund";

export type PayoutTransfer = {
  /** Unique in the list: kind and row. */
  key: string;
  kind: TransferKind;
  at: string;
  bookingId: number;
  huntTitle: string | null;
  /** What reached the payout account (the charge less the platform's fee on it); a refund is negative. */
  amount: string;
  /** The platform's fee kept from the charge at booking ("0.00": none). */
  fee: string;
  /** transferred | partially_refunded | refunded | reversed */
  status: "transferred" | "partially_refunded" | "refunded" | "reversed";
};

export type PayoutTransfersPage = { items: PayoutTransfer[]; page: number; pageCount: number; total: number };

type Row = {
  kind: TransferKind;
  entry_id: number;
  at: Date | string;
  booking_id: number;
  hunt_title: string | null;
  gross_cents: number;
  fee_cents: number;
  status: string;
  total: number | string;
};

const STATUS: Record<string, PayoutTransfer["status"]> = {
  paid: "transferred",
  processing: "transferred",
  partially_refunded: "partially_refunded",
  refunded: "refunded",
  reversed: "reversed",
};

/**
 * The money that reached or left the outfitter's payout account, from what the bookings record:
 * every destination charge that was captured (a booking's deposit, a balance charged later, a
 * party member's share) and every refund taken back from the account (reverse transfer). Newest
 * first; the outfitter's own bookings only (the condition is in each part of the query).
 */
export async function listPayoutTransfers(user: CurrentUser, query: PayoutTransfersQuery): Promise<PayoutTransfersPage> {
  if (user.role !== "outfitter") throw forbidden("Only outfitters have payout accounts");
  const offset = (query.page - 1) * TRANSFERS_PAGE_SIZE;
  const rows = await queryRows<Row>(
    db,
    sql`WITH entries AS (
          SELECT 'booking' AS kind, b.id AS entry_id, b.paid_at AS at, b.id AS booking_id,
                 COALESCE(b.deposit_cents, b.total_amount_cents) AS gross_cents, b.application_fee_cents AS fee_cents,
                 b.payment_status::text AS status
            FROM bookings b
           WHERE b.outfitter_id = ${user.id} AND b.transfer_destination IS NOT NULL AND b.paid_at IS NOT NULL
             AND b.payment_status IN ('paid', 'partially_refunded', 'refunded')
          UNION ALL
          SELECT 'balance', i.id, i.paid_at, i.booking_id, i.amount_cents, 0, 'paid'
            FROM booking_installments i JOIN bookings b ON b.id = i.booking_id
           WHERE b.outfitter_id = ${user.id} AND i.kind = 'balance' AND i.state = 'paid' AND i.paid_at IS NOT NULL
          UNION ALL
          SELECT 'share', s.id, s.paid_at, s.booking_id, s.amount_cents, s.application_fee_cents, s.status
            FROM booking_share_payments s JOIN bookings b ON b.id = s.booking_id
           WHERE b.outfitter_id = ${user.id} AND s.transfer_destination IS NOT NULL AND s.paid_at IS NOT NULL
             AND s.status IN ('paid', 'partially_refunded', 'refunded')
          UNION ALL
          SELECT 'refund', b.id, b.refunded_at, b.id, -b.refunded_cents, 0, 'reversed'
            FROM bookings b
           WHERE b.outfitter_id = ${user.id} AND b.transfer_destination IS NOT NULL AND b.refunded_cents > 0
             AND b.refunded_at IS NOT NULL
        )
        SELECT e.kind, e.entry_id, e.at, e.booking_id, h.title AS hunt_title, e.gross_cents, e.fee_cents, e.status,
               count(*) OVER () AS total
          FROM entries e
          JOIN bookings b ON b.id = e.booking_id
          LEFT JOIN hunts h ON h.id = b.hunt_id
         ORDER BY e.at DESC, e.kind, e.entry_id DESC
         LIMIT ${TRANSFERS_PAGE_SIZE} OFFSET ${offset}`,
  );
  const total = rows.length ? Number(rows[0]!.total) : offset === 0 ? 0 : await countTransfers(user.id);
  return {
    items: rows.map((r) => ({
      key: `${r.kind}-${r.entry_id}`,
      kind: r.kind,
      at: (r.at instanceof Date ? r.at : new Date(r.at)).toISOString(),
      bookingId: Number(r.booking_id),
      huntTitle: r.hunt_title,
      amount: formatCents(Number(r.gross_cents) - (r.kind === "refund" ? 0 : Number(r.fee_cents))),
      fee: formatCents(Number(r.fee_cents)),
      status: STATUS[r.status] ?? "transferred",
    })),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / TRANSFERS_PAGE_SIZE)),
    total,
  };
}

/** A page past the end: how many there are, so the page can offer the last one. */
async function countTransfers(outfitterId: number): Promise<number> {
  const all = await listPayoutTransfers({ id: outfitterId, role: "outfitter" } as CurrentUser, { page: 1 });
  return all.total;
}
