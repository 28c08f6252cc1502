import "server-only";
import { eq, isNull, sql } from "drizzle-orm";
import { db, queryRows, type DbOrTx } from "@/db";
import { bookingInquiries, bookingMismatches } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { conflict, notFound } from "@/lib/http/errors";
import { formatCents } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { MarkMismatchInput } from "./mismatches-schema";

export type BookingMismatch = {
  id: number;
  inquiryId: number;
  hunterId: number;
  hunterName: string;
  outfitterId: number;
  outfitterName: string;
  huntPrice: string | null;
  createdAt: string;
  reportedAt: string | null;
};

type Row = {
  inquiry_id: number;
  hunter_id: number;
  hunter_name: string;
  outfitter_id: number;
  outfitter_name: string;
  hunt_price_cents: number | null;
  answered_at: Date | string;
  reported_at: Date | string | null;
};

/** A "yes, I booked" that no live booking, accepted claim or later report naming the hunter as client (ignoring case and
 * spacing) backs; a reported one stays listed. */
const UNBACKED = sql`
  not exists (select 1 from bookings b where b.hunter_id = bi.hunter_id and b.outfitter_id = bi.outfitter_id
              and b.status not in ('cancelled', 'denied'))
  and not exists (select 1 from booking_claims c where c.hunter_id = bi.hunter_id and c.outfitter_id = bi.outfitter_id
              and c.status = 'accepted')
  and not exists (select 1 from questionnaire_responses q join users qh on qh.id = bi.hunter_id
              where q.outfitter_id = bi.outfitter_id
                and q.has_client_booking in ('yes', 'yes-partial-deposit')
                and q.submitted_at >= bi.created_at
                and lower(btrim(regexp_replace(q.client_name, '\\s+', ' ', 'g')))
                    = lower(btrim(regexp_replace(qh.first_name || ' ' || qh.last_name, '\\s+', ' ', 'g'))))`;

async function mismatchRows(executor: DbOrTx, inquiryId?: number): Promise<Row[]> {
  return queryRows<Row>(
    executor,
    sql`select bi.id as inquiry_id, bi.hunter_id, h.first_name || ' ' || h.last_name as hunter_name,
               bi.outfitter_id, o.first_name || ' ' || o.last_name as outfitter_name,
               coalesce(bm.hunt_price_cents, bi.hunt_price_cents) as hunt_price_cents,
               bi.updated_at as answered_at, bm.reported_at
        from booking_inquiries bi
        join users h on h.id = bi.hunter_id
        join users o on o.id = bi.outfitter_id
        left join booking_mismatches bm on bm.inquiry_id = bi.id
        where bi.booking_status = 'yes'
          and (bm.reported_at is not null or (${UNBACKED}))
          ${inquiryId ? sql`and bi.id = ${inquiryId}` : sql``}
        order by bm.reported_at is not null, bi.updated_at desc, bi.id desc`,
  );
}

const iso = (v: Date | string) => new Date(v).toISOString();

export async function detectMismatches(executor: DbOrTx = db): Promise<BookingMismatch[]> {
  const rows = await mismatchRows(executor);
  return rows.map((r) => ({
    id: Number(r.inquiry_id),
    inquiryId: Number(r.inquiry_id),
    hunterId: Number(r.hunter_id),
    hunterName: r.hunter_name,
    outfitterId: Number(r.outfitter_id),
    outfitterName: r.outfitter_name,
    huntPrice: r.hunt_price_cents == null ? null : formatCents(Number(r.hunt_price_cents)),
    createdAt: iso(r.answered_at),
    reportedAt: r.reported_at ? iso(r.reported_at) : null,
  }));
}

export async function markMismatchReported(actor: CurrentUser | null, input: MarkMismatchInput) {
  const admin = requireAdmin(actor);
  const { inquiryId } = input;
  const reportedAt = new Date();
  await db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: bookingInquiries.id }).from(bookingInquiries).where(eq(bookingInquiries.id, inquiryId));
    if (!exists) throw notFound("Booking inquiry not found");
    const [row] = await mismatchRows(tx, inquiryId);
    if (!row) throw conflict("This inquiry is not a booking mismatch");
    if (row.reported_at) throw conflict("This mismatch has already been reported");
    const inserted = await tx
      .insert(bookingMismatches)
      .values({
        inquiryId,
        hunterId: Number(row.hunter_id),
        outfitterId: Number(row.outfitter_id),
        huntPriceCents: row.hunt_price_cents == null ? null : Number(row.hunt_price_cents),
        reportedAt,
        createdAt: reportedAt,
      })
      .onConflictDoUpdate({ target: bookingMismatches.inquiryId, set: { reportedAt }, setWhere: isNull(bookingMismatches.reportedAt) })
      .returning({ id: bookingMismatches.id });
    if (inserted.length === 0) throw conflict("This mismatch has already been reported");
    await createNotifications(tx, [
      {
        userId: Number(row.outfitter_id),
        type: "warning",
        title: "Unreported Booking",
        message: `${row.hunter_name} told us they booked a hunt with you, but no matching booking has been reported. Please include it in your monthly booking report.`,
      },
    ]);
    await recordAdminAction(tx, admin.id, "mismatch.reported", Number(row.outfitter_id), { inquiryId });
  });
  return { message: "Mismatch marked as reported", inquiryId, reportedAt: reportedAt.toISOString() };
}
