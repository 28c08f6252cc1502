import type { bookings, hunts } from "@/db/schema";
import type { bookingStatus } from "@/db/schema/enums";
import { formatCents } from "@/lib/format/money";
import type { BOOKING_STATUSES } from "./schema";
import type { PublicBookingPrice } from "./price-present";
import type { BookingSchedule } from "@/lib/money/installments/schedule";

export type BookingRow = typeof bookings.$inferSelect;
const UNPAID: BookingRow["paymentStatus"][] = ["unpaid", "processing", "failed"];
type HuntBits = Pick<typeof hunts.$inferSelect, "id" | "title" | "location" | "dates" | "images">;

// The literal list in schema.ts must stay the pgEnum's list.
const statusesMatch: (typeof bookingStatus.enumValues)[number] extends (typeof BOOKING_STATUSES)[number] ? true : false = true;
void statusesMatch;

export type BookingHuntSummary = { id: number; title: string; location: string; dates: string; image: string | null };
export type BookingDeparture = { id: number; startDate: string; endDate: string };

export type HunterBooking = {
  id: number;
  status: BookingRow["status"];
  hunterName: string;
  totalAmount: string;
  /** Authorized when paying, captured on accept: the hunt's deposit of the total. */
  depositAmount: string;
  /** Paid to the outfitter directly. */
  balanceDue: string;
  depositPercent: number;
  serviceFee: string;
  partySize: number;
  departure: BookingDeparture | null;
  cancellationPolicy: BookingRow["cancellationPolicy"];
  huntId: number | null;
  outfitterId: number;
  paymentStatus: BookingRow["paymentStatus"];
  source: BookingRow["source"];
  reservationExpiresAt: string | null;
  /** The card is held: the outfitter must answer by then, or the hold is released. */
  answerBy: string | null;
  /** The outfitter did not answer by answerBy: the hold was released, nothing charged. */
  expired: boolean;
  createdAt: string;
  hunt: BookingHuntSummary | null;
  /** The price lines stored when the booking was made (absent for older bookings and claims). */
  price?: PublicBookingPrice;
  /** Deposit and balance: when each is (or was) paid, and by whom the balance is collected (lib/money/installments). */
  schedule?: BookingSchedule;
};

export type OutfitterBooking = HunterBooking & {
  hunterId: number;
  hunterPhone: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  specialRequirements: string | null;
  hunter: { firstName: string; lastName: string; email: string } | null;
};

export function huntSummary(h: HuntBits | null | undefined): BookingHuntSummary | null {
  if (!h) return null;
  return { id: h.id, title: h.title, location: h.location, dates: h.dates, image: h.images[0] ?? null };
}

export function toHunterBooking(b: BookingRow, hunt?: HuntBits | null, departure?: BookingDeparture | null): HunterBooking {
  return {
    id: b.id,
    status: b.status,
    hunterName: b.hunterName,
    totalAmount: formatCents(b.totalAmountCents),
    depositAmount: formatCents(b.depositCents ?? b.totalAmountCents),
    balanceDue: formatCents(b.totalAmountCents - (b.depositCents ?? b.totalAmountCents)),
    depositPercent: b.depositPercent ?? 100,
    serviceFee: formatCents(b.serviceFeeCents),
    partySize: b.partySize,
    cancellationPolicy: b.cancellationPolicy,
    departure: departure?.id ? { id: departure.id, startDate: departure.startDate, endDate: departure.endDate } : null,
    huntId: b.huntId,
    outfitterId: b.outfitterId,
    paymentStatus: b.paymentStatus,
    source: b.source,
    reservationExpiresAt: b.holdsSpot && UNPAID.includes(b.paymentStatus) ? (b.reservationExpiresAt?.toISOString() ?? null) : null,
    answerBy: b.status === "pending" && b.paymentStatus === "authorized" ? (b.answerBy?.toISOString() ?? null) : null,
    expired: b.expiredAt !== null,
    createdAt: b.createdAt.toISOString(),
    hunt: huntSummary(hunt),
  };
}

export function toOutfitterBooking(
  b: BookingRow,
  hunt?: HuntBits | null,
  hunter?: { firstName: string; lastName: string; email: string } | null,
  departure?: BookingDeparture | null,
): OutfitterBooking {
  return {
    ...toHunterBooking(b, hunt, departure),
    hunterId: b.hunterId,
    hunterPhone: b.hunterPhone,
    emergencyContactName: b.emergencyContactName,
    emergencyContactPhone: b.emergencyContactPhone,
    specialRequirements: b.specialRequirements,
    hunter: hunter ?? null,
  };
}
