import "server-only";
import { and, asc, desc, eq, inArray, not, type SQL } from "drizzle-orm";
import { db } from "@/db";
import { bookings, huntDepartures, hunts, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireHunt } from "@/lib/cache/tags";
import { badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { toPublicHunt, type PublicHunt } from "@/lib/hunts/present";
import { MIN_PRICE_CENTS } from "@/lib/hunts/schema";
import { formatCents } from "@/lib/format/money";
import { toHunterBooking, toOutfitterBooking, type HunterBooking, type OutfitterBooking } from "./present";
import { lockHunt, takeSpots } from "./departure-spots";
import { todayIn } from "@/lib/departures/dates";
import { toPublicDeparture, type PublicDeparture } from "@/lib/departures/present";
import { bookingStateOf } from "@/lib/departures/state";
import { departurePriceCents, isDealLive } from "@/lib/departures/deals";
import {
  expireReleased,
  heldReservationOrRoom,
  releaseExpiredReservations,
  reservationDeadline,
  sweepExpiredReservations,
} from "./reservations";
import { activePayoutAccountId } from "@/lib/money/payouts/service";
import { NOT_ACCEPTING_PAYMENTS_MESSAGE } from "@/lib/money/payouts/state";
import { chargedCents } from "@/lib/money/charges/payment-operations";
import type { BookingStatus, CreateBookingInput } from "./schema";
import { formatPhone } from "@/lib/users/phone";
import { feesOfHunt, pricedHunt } from "@/lib/hunts/fees";
import { calculatePrice } from "@/lib/money/price-lines/calculate";
import { assertRoomForParty } from "./departure-spots";
import { partyOfBooking, saveBookingSnapshot, withPrices } from "./price-snapshot";
import { outfitterSees } from "./outfitter-visible";
import { applicationFeeOfHunt, huntTagOf } from "@/lib/tags/hunt-tags";
import { createInstallmentSchedule } from "@/lib/money/installments/store";
import { recordDrawTerms } from "@/lib/tags/draw-terms";
import { spendTagCredits } from "@/lib/tags/credit-checkout";
import { redeemOffer, refuseExpiredOffer } from "@/lib/waitlists/offers";

export const ONLY_HUNTERS_MESSAGE = "Only hunters can book hunts";
export const HUNTER_BOOKINGS_ONLY = "Only hunters have bookings";
export { FULLY_BOOKED_MESSAGE } from "./departure-spots";
export const NOT_BOOKABLE_MESSAGE = "This hunt is not available for booking";
export const TOTAL_TOO_LARGE_MESSAGE = "This booking's total is too large to pay online: message the outfitter";
/** Amounts are integer cents in 32-bit columns. */
const MAX_TOTAL_CENTS = 2_147_483_647;

const huntColumns = { id: hunts.id, title: hunts.title, location: hunts.location, dates: hunts.dates, images: hunts.images };
const departureColumns = { id: huntDepartures.id, startDate: huntDepartures.startDate, endDate: huntDepartures.endDate };

// The total is the hunt's current price times the party (a client totalAmount is ignored, no service fee); spots are taken with
// a conditional update, so no instance oversells. A hunter's open reservation on the hunt is resumed instead of a second.
export async function createOrResumeBooking(
  user: CurrentUser,
  input: CreateBookingInput,
  now = new Date(),
): Promise<{ booking: HunterBooking; resumed: boolean }> {
  if (user.role !== "hunter") throw forbidden(ONLY_HUNTERS_MESSAGE);
  // A waitlist offer taken too late: passed to the next in line (committed), then a 409.
  if (input.departureId !== undefined) await refuseExpiredOffer(user.id, input.departureId, now);
  const { booking, hunt, released, departure, resumed } = await db.transaction(async (tx) => {
    const released = await releaseExpiredReservations(tx, { huntId: input.huntId }, now);
    await lockHunt(tx, input.huntId);
    const [hunt] = await tx
      .select({
        ...huntColumns,
        outfitterId: hunts.outfitterId,
        priceCents: hunts.priceCents,
        originalPriceCents: hunts.originalPriceCents,
        isDiscounted: hunts.isDiscounted,
        groupSize: hunts.groupSize,
        cancellationPolicy: hunts.cancellationPolicy,
        depositPercent: hunts.depositPercent,
        balanceCollectionDays: hunts.balanceCollectionDays,
        durationDays: hunts.durationDays,
        timeZone: hunts.timeZone,
        isActive: hunts.isActive,
        outfitterActive: users.isActive,
        outfitterApproved: users.isApproved,
      })
      .from(hunts)
      .innerJoin(users, eq(users.id, hunts.outfitterId))
      .where(eq(hunts.id, input.huntId));
    if (!hunt) throw notFound("Hunt not found");
    if (input.outfitterId !== undefined && input.outfitterId !== hunt.outfitterId) {
      throw badRequest("outfitterId does not match the hunt's outfitter", { outfitterId: ["Does not match the hunt"] });
    }
    // Under $1.00 (a row from before the hunt form's minimum): a free booking would be "paid" with no commission.
    if (!hunt.isActive || !hunt.outfitterActive || !hunt.outfitterApproved || hunt.priceCents < MIN_PRICE_CENTS)
      throw conflict(NOT_BOOKABLE_MESSAGE);
    // Booking means paying by card now: without an Active payout account nothing is reserved.
    if (!(await activePayoutAccountId(hunt.outfitterId, tx))) throw conflict(NOT_ACCEPTING_PAYMENTS_MESSAGE);
    const held = await heldReservationOrRoom(tx, user.id, hunt.id, now);
    if (held) {
      const [heldDeparture] =
        held.departureId === null
          ? []
          : await tx.select(departureColumns).from(huntDepartures).where(eq(huntDepartures.id, held.departureId));
      return { booking: held, hunt, released, departure: heldDeparture ?? null, resumed: true };
    }
    // Every line from the hunt's fees on the server (a request's amounts are ignored); the booking keeps a snapshot.
    const fees = await feesOfHunt(tx, hunt.id);
    const party = partyOfBooking(fees, input);
    const applicationFeeCents = await applicationFeeOfHunt(tx, hunt.id, todayIn(hunt.timeZone, now));
    const spots = input.partySize + input.observers;
    // "Today" where the hunt is: a departure starting today there is still bookable.
    const today = todayIn(hunt.timeZone, now);
    // The hunter's own held waitlist spots go back to the departure for this booking to take (and to count as free).
    if (input.departureId !== undefined) await redeemOffer(tx, user.id, input.departureId, now);
    if (input.observers > 0)
      await assertRoomForParty(tx, { huntId: hunt.id, departureId: input.departureId, hunters: input.partySize, spots }, today);
    const departure = await takeSpots(tx, hunt, { departureId: input.departureId, partySize: spots, hunters: input.partySize }, today);
    // The departure's price: a live last-minute deal's when it beats the hunt's own discount (lib/departures/deals.ts).
    // A refusal below rolls the spots taken back with the transaction.
    const priceCents = departurePriceCents(hunt, isDealLive(departure, today) ? departure.dealDiscountBp : null);
    const estimate = calculatePrice({ ...pricedHunt({ ...hunt, priceCents }, fees), applicationFeeCents }, party);
    const totalAmountCents = estimate.throughRidgelineCents;
    if (totalAmountCents > MAX_TOTAL_CENTS) throw conflict(TOTAL_TOO_LARGE_MESSAGE);
    const [booking] = await tx
      .insert(bookings)
      .values({
        huntId: hunt.id,
        outfitterId: hunt.outfitterId,
        hunterId: user.id,
        departureId: departure.id,
        partySize: spots,
        cancellationPolicy: hunt.cancellationPolicy,
        hunterName: input.hunterName,
        hunterPhone: input.hunterPhone,
        emergencyContactName: input.emergencyContactName,
        emergencyContactPhone: input.emergencyContactPhone,
        specialRequirements: input.specialRequirements,
        termsAccepted: true,
        totalAmountCents,
        // Only the deposit is charged by card; the balance is paid to the outfitter directly.
        depositPercent: hunt.depositPercent,
        depositCents: estimate.depositCents,
        serviceFeeCents: 0,
        status: "pending",
        paymentStatus: "unpaid",
        holdsSpot: true,
        reservationExpiresAt: reservationDeadline(now),
        source: "direct",
      })
      .returning();
    // A failed-draw credit with this outfitter, if the hunter chose to spend it (lib/tags/credit-checkout.ts).
    const spent = input.useTagCredit ? await spendTagCredits(tx, booking!, now) : { booking: booking!, creditCents: 0 };
    await saveBookingSnapshot(tx, booking!.id, party, estimate, spent.creditCents);
    // The hunt's balance collection: the installment schedule (deposit now, balance N days before the start) or none.
    // A spent credit lowers the deposit and the total alike, so the balance is unchanged.
    await createInstallmentSchedule(tx, booking!.id, {
      totalCents: spent.booking.totalAmountCents,
      depositCents: estimate.depositCents - spent.creditCents,
      collectionDays: hunt.balanceCollectionDays,
      startDate: departure.startDate ?? null,
      bookedOn: todayIn(hunt.timeZone, now),
    });
    await recordDrawTerms(tx, booking!.id, hunt.id, input.drawOutcomeAccepted === true, todayIn(hunt.timeZone, now), input.partySize);
    return { booking: spent.booking, hunt, released, departure, resumed: false };
  });
  expireReleased(released);
  if (!resumed) expireHunt(hunt.id, hunt.outfitterId);
  const [priced] = await withPrices(db, [toHunterBooking(booking, hunt, departure)]);
  return { booking: priced!, resumed };
}

/** `acceptsPayments`: the outfitter has an Active payout account, so the hunt can be paid by card. */
export type BookableHunt = PublicHunt & { bookable: boolean; acceptsPayments: boolean; departures: PublicDeparture[] };

/** Expired reservations are released first, so the availability is current; null when not publicly listed. */
export async function huntForBooking(huntId: number, now = new Date()): Promise<BookableHunt | null> {
  await sweepExpiredReservations({ huntId }, now);
  const [row] = await db
    .select({
      hunt: hunts,
      outfitter: {
        id: users.id,
        firstName: users.firstName,
        isTopTier: users.isTopTier,
        profileImage: users.profileImage,
        coverPhoto: users.coverPhoto,
        isActive: users.isActive,
        isApproved: users.isApproved,
      },
    })
    .from(hunts)
    .innerJoin(users, eq(users.id, hunts.outfitterId))
    .where(eq(hunts.id, huntId));
  if (!row || !row.hunt.isActive || !row.outfitter.isActive || !row.outfitter.isApproved) return null;
  const { isActive: _a, isApproved: _b, ...outfitter } = row.outfitter;
  void _a;
  void _b;
  const departures = await db
    .select()
    .from(huntDepartures)
    .where(eq(huntDepartures.huntId, huntId))
    .orderBy(asc(huntDepartures.startDate), asc(huntDepartures.endDate), asc(huntDepartures.id));
  const hunt = toPublicHunt(row.hunt, outfitter);
  const acceptsPayments = (await activePayoutAccountId(row.hunt.outfitterId)) !== null;
  return {
    ...hunt,
    tag: await huntTagOf(db, huntId),
    bookable: bookingStateOf(hunt) === "open",
    acceptsPayments,
    departures: departures.map((d) => toPublicDeparture(d, todayIn(row.hunt.timeZone, now))),
  };
}

export type OpenReservation = {
  bookingId: number;
  expiresAt: string | null;
  /** The hunt's price when booked, times the party. */
  totalAmount: string;
  /** The hunt's deposit of the total; the rest is due to the outfitter. */
  depositAmount: string;
  departureId: number | null;
  partySize: number;
  details: {
    hunterName: string;
    hunterPhone: string;
    emergencyContactName: string;
    emergencyContactPhone: string;
    specialRequirements: string;
  };
};

/** Reloading the booking page resumes the checkout instead of reserving a second spot. */
export async function openReservation(user: CurrentUser, huntId: number): Promise<OpenReservation | null> {
  if (user.role !== "hunter") return null;
  const [b] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.hunterId, user.id),
        eq(bookings.huntId, huntId),
        eq(bookings.status, "pending"),
        eq(bookings.holdsSpot, true),
        inArray(bookings.paymentStatus, ["unpaid", "processing", "failed"]),
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  if (!b) return null;
  return {
    bookingId: b.id,
    expiresAt: b.reservationExpiresAt?.toISOString() ?? null,
    totalAmount: formatCents(b.totalAmountCents),
    depositAmount: formatCents(chargedCents(b)),
    departureId: b.departureId,
    partySize: b.partySize,
    details: {
      hunterName: b.hunterName,
      hunterPhone: formatPhone(b.hunterPhone),
      emergencyContactName: b.emergencyContactName ?? "",
      emergencyContactPhone: formatPhone(b.emergencyContactPhone),
      specialRequirements: b.specialRequirements ?? "",
    },
  };
}

/** Checkouts abandoned before payment (released unpaid reservations) are left out. */
export async function bookingsForHunter(user: CurrentUser, now = new Date()): Promise<HunterBooking[]> {
  if (user.role !== "hunter") throw forbidden(HUNTER_BOOKINGS_ONLY);
  const released = await releaseExpiredReservations(db, {}, now);
  expireReleased(released);
  const abandoned = and(
    eq(bookings.status, "cancelled"),
    eq(bookings.source, "direct"),
    inArray(bookings.paymentStatus, ["unpaid", "processing", "failed"]),
  )!;
  const rows = await db
    .select({ booking: bookings, hunt: huntColumns, departure: departureColumns })
    .from(bookings)
    .leftJoin(hunts, eq(hunts.id, bookings.huntId))
    .leftJoin(huntDepartures, eq(huntDepartures.id, bookings.departureId))
    .where(and(eq(bookings.hunterId, user.id), not(abandoned)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return withPrices(
    db,
    rows.map((r) => toHunterBooking(r.booking, r.hunt?.id ? r.hunt : null, r.departure)),
  );
}

/** Only bookings real for the outfitter (paid or refunded, or from an accepted claim), not a checkout in progress; another's hunt is 403. */
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
  // The one condition every list and count of the outfitter's bookings reads (./outfitter-visible.ts).
  const conditions: SQL[] = [outfitterSees(user.id)];
  if (filter.huntId !== undefined) conditions.push(eq(bookings.huntId, filter.huntId));
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  const rows = await db
    .select({
      booking: bookings,
      hunt: huntColumns,
      hunter: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      departure: departureColumns,
    })
    .from(bookings)
    .leftJoin(hunts, eq(hunts.id, bookings.huntId))
    .leftJoin(users, eq(users.id, bookings.hunterId))
    .leftJoin(huntDepartures, eq(huntDepartures.id, bookings.departureId))
    .where(and(...conditions))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return withPrices(
    db,
    rows.map((r) => toOutfitterBooking(r.booking, r.hunt?.id ? r.hunt : null, r.hunter?.email ? r.hunter : null, r.departure)),
  );
}
