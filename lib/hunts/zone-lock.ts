import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookings } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { timeZoneOfLocation } from "@/lib/departures/time-zone";

export const ZONE_LOCKED_BY_BOOKINGS =
  "This hunt has bookings in progress, and their refund deadlines are counted in the hunt's time zone: choose a location in the same time zone, or change it once those bookings are over";

/**
 * A live booking's refund days and "already started" are counted in its hunt's calendar (issue 52, item 8): while any booking
 * is pending or accepted, a new location must keep the hunt's time zone. Called under the hunt's row lock, so a booking made
 * meanwhile waits for the change.
 */
export async function assertZoneKept(tx: DbOrTx, hunt: { id: number; timeZone: string }, location: string): Promise<void> {
  if ((await timeZoneOfLocation(tx, location)) === hunt.timeZone) return;
  const [live] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.huntId, hunt.id), inArray(bookings.status, ["pending", "accepted"])))
    .limit(1);
  if (live) throw new AppError(409, ZONE_LOCKED_BY_BOOKINGS, { location: [ZONE_LOCKED_BY_BOOKINGS] });
}
