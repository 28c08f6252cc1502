import "server-only";
import { and, desc, eq, gt, inArray, not, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/db";
import { bookings, hunts, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireHunt } from "@/lib/cache/tags";
import { badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { toPublicHunt, type PublicHunt } from "@/lib/hunts/present";
import { formatCents } from "@/lib/money";
import { toHunterBooking, toOutfitterBooking, type HunterBooking, type OutfitterBooking } from "./present";
import { expireReleased, releaseExpiredReservations, reservationDeadline, sweepExpiredReservations } from "./reservations";
import { parse } from "@/lib/http/parse";
import { activePayoutAccountId } from "@/lib/payouts/service";
import { NOT_ACCEPTING_PAYMENTS_MESSAGE } from "@/lib/payouts/state";
import { createBookingSchema, type BookingStatus, type CreateBookingInput } from "./schema";

export const ONLY_HUNTERS_MESSAGE = "Only hunters can book hunts";
export const FULLY_BOOKED_MESSAGE = "This hunt is fully booked";
export const NOT_BOOKABLE_MESSAGE = "This hunt is not available for booking";

const huntColumns = { id: hunts.id, title: hunts.title, location: hunts.location, dates: hunts.dates, images: hunts.images };

/**
 * Creates a pending booking and reserves one spot in the same transaction. The spot is taken by a
 * conditional update that cannot go below zero, so concurrent bookings (on any number of app
 * instances) never oversell: the losers get 409 "This hunt is fully booked". The amount is the
 * hunt's current price; a client `totalAmount` is ignored and the hunter pays no service fee.
 */
export async function createBooking(user: CurrentUser, body: unknown, now = new Date()): Promise<HunterBooking> {
  if (user.role !== "hunter") throw forbidden(ONLY_HUNTERS_MESSAGE);
  const input: CreateBookingInput = parse(createBookingSchema, body);
  const { booking, hunt, released } = await db.transaction(async (tx) => {
    const released = await releaseExpiredReservations(tx, { huntId: input.huntId }, now);
    const [hunt] = await tx
      .select({ ...huntColumns, outfitterId: hunts.outfitterId, priceCents: hunts.priceCents, isActive: hunts.isActive, outfitterActive: users.isActive, outfitterApproved: users.isApproved })
      .from(hunts)
      .innerJoin(users, eq(users.id, hunts.outfitterId))
      .where(eq(hunts.id, input.huntId));
    if (!hunt) throw notFound("Hunt not found");
    if (input.outfitterId !== undefined && input.outfitterId !== hunt.outfitterId) {
      throw badRequest("outfitterId does not match the hunt's outfitter", { outfitterId: ["Does not match the hunt"] });
    }
    if (!hunt.isActive || !hunt.outfitterActive || !hunt.outfitterApproved) throw conflict(NOT_BOOKABLE_MESSAGE);
    // Booking means paying by card now: without an Active payout account nothing is reserved.
    if (!(await activePayoutAccountId(hunt.outfitterId, tx))) throw conflict(NOT_ACCEPTING_PAYMENTS_MESSAGE);
    const [spot] = await tx
      .update(hunts)
      .set({ availability: sql`${hunts.availability} - 1` })
      .where(and(eq(hunts.id, hunt.id), gt(hunts.availability, 0)))
      .returning({ availability: hunts.availability });
    if (!spot) throw conflict(FULLY_BOOKED_MESSAGE);
    const [booking] = await tx
      .insert(bookings)
      .values({
        huntId: hunt.id,
        outfitterId: hunt.outfitterId,
        hunterId: user.id,
        hunterName: input.hunterName,
        hunterPhone: input.hunterPhone,
        emergencyContactName: input.emergencyContactName,
        emergencyContactPhone: input.emergencyContactPhone,
        specialRequirements: input.specialRequirements,
        termsAccepted: true,
        totalAmountCents: hunt.priceCents,
        serviceFeeCents: 0,
        status: "pending",
        paymentStatus: "unpaid",
        holdsSpot: true,
        reservationExpiresAt: reservationDeadline(now),
        source: "direct",
      })
      .returning();
    return { booking: booking!, hunt, released };
  });
  expireReleased(released);
  expireHunt(hunt.id, hunt.outfitterId);
  return toHunterBooking(booking, hunt);
}

/** `acceptsPayments`: the outfitter has an Active payout account, so the hunt can be paid by card. */
export type BookableHunt = PublicHunt & { bookable: boolean; acceptsPayments: boolean };

/**
 * The hunt as the booking page shows it (after releasing expired reservations, so the
 * availability is current), or null when it does not exist or is not publicly listed.
 */
export async function huntForBooking(huntId: number, now = new Date()): Promise<BookableHunt | null> {
  await sweepExpiredReservations({ huntId }, now);
  const [row] = await db
    .select({ hunt: hunts, outfitter: { id: users.id, firstName: users.firstName, isTopTier: users.isTopTier, profileImage: users.profileImage, coverPhoto: users.coverPhoto, isActive: users.isActive, isApproved: users.isApproved } })
    .from(hunts)
    .innerJoin(users, eq(users.id, hunts.outfitterId))
    .where(eq(hunts.id, huntId));
  if (!row || !row.hunt.isActive || !row.outfitter.isActive || !row.outfitter.isApproved) return null;
  const { isActive: _a, isApproved: _b, ...outfitter } = row.outfitter;
  void _a;
  void _b;
  const acceptsPayments = (await activePayoutAccountId(row.hunt.outfitterId)) !== null;
  return { ...toPublicHunt(row.hunt, outfitter), bookable: row.hunt.availability > 0, acceptsPayments };
}

export type OpenReservation = {
  bookingId: number;
  expiresAt: string | null;
  /** What this booking charges (the hunt's price when it was made), shown as the Total. */
  totalAmount: string;
  details: { hunterName: string; hunterPhone: string; emergencyContactName: string; emergencyContactPhone: string; specialRequirements: string };
};

/**
 * The hunter's unpaid reservation on a hunt that still holds its spot, so that reloading the
 * booking page resumes the checkout instead of reserving a second spot.
 */
export async function openReservation(user: CurrentUser, huntId: number): Promise<OpenReservation | null> {
  if (user.role !== "hunter") return null;
  const [b] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.hunterId, user.id), eq(bookings.huntId, huntId), eq(bookings.status, "pending"), eq(bookings.holdsSpot, true), not(eq(bookings.paymentStatus, "paid"))))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  if (!b) return null;
  return {
    bookingId: b.id,
    expiresAt: b.reservationExpiresAt?.toISOString() ?? null,
    totalAmount: formatCents(b.totalAmountCents),
    details: {
      hunterName: b.hunterName,
      hunterPhone: b.hunterPhone ?? "",
      emergencyContactName: b.emergencyContactName ?? "",
      emergencyContactPhone: b.emergencyContactPhone ?? "",
      specialRequirements: b.specialRequirements ?? "",
    },
  };
}

/**
 * The signed-in hunter's bookings, newest first (GET /api/bookings/my and /api/hunter/bookings).
 * Checkouts abandoned before payment (released unpaid reservations) are left out.
 */
export async function bookingsForHunter(user: CurrentUser, now = new Date()): Promise<HunterBooking[]> {
  if (user.role !== "hunter") throw forbidden("Only hunters have bookings");
  const released = await releaseExpiredReservations(db, {}, now);
  expireReleased(released);
  const abandoned = and(
    eq(bookings.status, "cancelled"),
    eq(bookings.source, "direct"),
    inArray(bookings.paymentStatus, ["unpaid", "processing", "failed"]),
  )!;
  const rows = await db
    .select({ booking: bookings, hunt: huntColumns })
    .from(bookings)
    .leftJoin(hunts, eq(hunts.id, bookings.huntId))
    .where(and(eq(bookings.hunterId, user.id), not(abandoned)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return rows.map((r) => toHunterBooking(r.booking, r.hunt?.id ? r.hunt : null));
}

/**
 * An outfitter's bookings on their own hunts, newest first, optionally for one hunt and/or one
 * status (GET /api/outfitter/bookings, /hunt/{id}/bookings). Only bookings that are real for the
 * outfitter are listed: paid (or refunded) ones and those created from an accepted claim; an
 * unpaid checkout in progress is not. Asking for another outfitter's hunt is 403.
 */
export async function bookingsForOutfitter(
  user: CurrentUser,
  filter: { status?: BookingStatus; huntId?: number } = {},
  now = new Date(),
): Promise<OutfitterBooking[]> {
  if (user.role !== "outfitter") throw forbidden("Only outfitters can view their hunts' bookings");
  if (filter.huntId !== undefined) {
    const [hunt] = await db.select({ outfitterId: hunts.outfitterId }).from(hunts).where(eq(hunts.id, filter.huntId));
    if (!hunt) throw notFound("Hunt not found");
    if (hunt.outfitterId !== user.id) throw forbidden("You can only view bookings for your own hunts");
  }
  const released = await releaseExpiredReservations(db, { outfitterId: user.id }, now);
  expireReleased(released);
  const conditions: SQL[] = [
    eq(bookings.outfitterId, user.id),
    or(eq(bookings.source, "claim"), inArray(bookings.paymentStatus, ["paid", "refunded"]))!,
  ];
  if (filter.huntId !== undefined) conditions.push(eq(bookings.huntId, filter.huntId));
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  const rows = await db
    .select({ booking: bookings, hunt: huntColumns, hunter: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(bookings)
    .leftJoin(hunts, eq(hunts.id, bookings.huntId))
    .leftJoin(users, eq(users.id, bookings.hunterId))
    .where(and(...conditions))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return rows.map((r) => toOutfitterBooking(r.booking, r.hunt?.id ? r.hunt : null, r.hunter?.email ? r.hunter : null));
}
