import "server-only";
import { and, count, eq, inArray, or, type SQL } from "drizzle-orm";
import { db } from "@/db";
import { bookings } from "@/db/schema";
import type { BookingRow } from "./present";

// The bookings an outfitter sees: paid or refunded ones, held cards, and accepted claims — never a checkout in progress or
// abandoned before paying. Every list and every count of the outfitter's bookings reads this one condition, so "Pending
// Approval: 3" on the overview and the Pending Bookings list, or "1 pending" on a hunt card and its Bookings page, agree.
const SEEN_PAYMENTS: BookingRow["paymentStatus"][] = ["authorized", "paid", "released", "partially_refunded", "refunded"];

export function outfitterSees(outfitterId: number): SQL {
  return and(eq(bookings.outfitterId, outfitterId), or(eq(bookings.source, "claim"), inArray(bookings.paymentStatus, SEEN_PAYMENTS)))!;
}

export type BookingCountRow = { huntId: number | null; status: BookingRow["status"]; n: number };

/** The outfitter's bookings counted by hunt and status, from the lists' own condition. */
export async function outfitterBookingCounts(outfitterId: number): Promise<BookingCountRow[]> {
  const rows = await db
    .select({ huntId: bookings.huntId, status: bookings.status, n: count() })
    .from(bookings)
    .where(outfitterSees(outfitterId))
    .groupBy(bookings.huntId, bookings.status);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}
