import "server-only";
import { eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { bookings, huntDepartures, hunts } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { addDays, todayIn } from "@/lib/departures/dates";

/**
 * Browser tests only (E2E_TEST_HOOKS=1): moves one booking onto a departure of its hunt that ended yesterday where the hunt
 * is, so a test can mark it completed and review it without a clock. Its spots go back to the departure it held; no other
 * booking moves.
 */
export async function moveBookingToEndedTrip(bookingId: number): Promise<{ departureId: number; endDate: string }> {
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!b?.huntId) throw notFound("Booking not found");
    const [hunt] = await tx.select({ timeZone: hunts.timeZone }).from(hunts).where(eq(hunts.id, b.huntId));
    const yesterday = addDays(todayIn(hunt!.timeZone), -1);
    const [dep] = await tx
      .insert(huntDepartures)
      .values({ huntId: b.huntId, startDate: addDays(yesterday, -4), endDate: yesterday, spots: b.partySize, spotsLeft: 0 })
      .returning({ id: huntDepartures.id, endDate: huntDepartures.endDate });
    if (b.departureId) {
      await tx
        .update(huntDepartures)
        .set({ spotsLeft: sql`least(${huntDepartures.spots}, ${huntDepartures.spotsLeft} + ${b.partySize})` })
        .where(eq(huntDepartures.id, b.departureId));
    }
    await tx.update(bookings).set({ departureId: dep!.id }).where(eq(bookings.id, bookingId));
    return { departureId: dep!.id, endDate: dep!.endDate };
  });
}
