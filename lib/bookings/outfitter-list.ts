import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/db";
import { bookingStatus, bookings, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { formatCents } from "@/lib/money";

/**
 * The outfitter's bookings (spec 001 §3 Booking), optionally for one status or hunt. Only the
 * caller's own bookings are ever selected. (Written here because the booking service's
 * `bookingsForOutfitter` was not in this branch; the shapes match spec 001 §3.)
 */
export const outfitterBookingsQuery = z.object({
  status: z.enum(bookingStatus.enumValues, { error: "Unknown booking status" }).optional(),
  huntId: z.coerce.number({ error: "huntId must be a number" }).int().positive("huntId must be a number").optional(),
});

export type OutfitterBooking = {
  id: number;
  huntId: number | null;
  outfitterId: number;
  hunterId: number;
  hunterName: string;
  hunterPhone: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  specialRequirements: string | null;
  totalAmount: string;
  status: (typeof bookingStatus.enumValues)[number];
  paymentStatus: string;
  source: "direct" | "claim";
  createdAt: string;
  hunt: { id: number; title: string; dates: string; location: string } | null;
};

export async function outfitterBookings(user: CurrentUser, filter: z.infer<typeof outfitterBookingsQuery> = {}): Promise<OutfitterBooking[]> {
  const where: SQL[] = [eq(bookings.outfitterId, user.id)];
  if (filter.status) where.push(eq(bookings.status, filter.status));
  if (filter.huntId) where.push(eq(bookings.huntId, filter.huntId));
  const rows = await db
    .select({ b: bookings, hunt: { id: hunts.id, title: hunts.title, dates: hunts.dates, location: hunts.location } })
    .from(bookings)
    .leftJoin(hunts, eq(hunts.id, bookings.huntId))
    .where(and(...where))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(500);
  return rows.map(({ b, hunt }) => ({
    id: b.id,
    huntId: b.huntId,
    outfitterId: b.outfitterId,
    hunterId: b.hunterId,
    hunterName: b.hunterName,
    hunterPhone: b.hunterPhone,
    emergencyContactName: b.emergencyContactName,
    emergencyContactPhone: b.emergencyContactPhone,
    specialRequirements: b.specialRequirements,
    totalAmount: formatCents(b.totalAmountCents),
    status: b.status,
    paymentStatus: b.paymentStatus,
    source: b.source,
    createdAt: b.createdAt.toISOString(),
    hunt: hunt?.id ? hunt : null,
  }));
}
