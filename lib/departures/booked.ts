import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookings } from "@/db/schema";

// Counted from the bookings, not `spots - spots_left`: a closed departure has spots 1 and none left
// with nothing booked (spots ≥ 1). Whether a departure "has bookings" must read this.
export async function bookedSpotsOf(tx: DbOrTx, departureIds: number[]): Promise<Map<number, number>> {
  if (departureIds.length === 0) return new Map();
  return bookedSpotsWhere(tx, inArray(bookings.departureId, departureIds));
}

export function bookedSpotsOfOutfitter(tx: DbOrTx, outfitterId: number): Promise<Map<number, number>> {
  return bookedSpotsWhere(tx, eq(bookings.outfitterId, outfitterId));
}

async function bookedSpotsWhere(tx: DbOrTx, scope: SQL): Promise<Map<number, number>> {
  const rows = await tx
    .select({ departureId: bookings.departureId, n: sql<number>`sum(${bookings.partySize})::int` })
    .from(bookings)
    .where(and(sql`${bookings.holdsSpot}`, sql`${bookings.departureId} is not null`, scope))
    .groupBy(bookings.departureId);
  return new Map(rows.map((r) => [r.departureId!, Number(r.n)]));
}
