import type { HunterBooking } from "@/lib/bookings/present";

/** GET /api/hunter/bookings's rows, as the service presents them (lib/bookings/present.ts). */
export type HunterBookingSummary = HunterBooking;
export type HunterBookingStatus = HunterBooking["status"];

/** A pending booking whose card is held waits for the outfitter's answer. */
export const AWAITING_OUTFITTER = "Awaiting outfitter";
export const EXPIRED_LABEL = "Expired";

/** The label a booking shows: a held card awaits the outfitter; an unanswered request expired. */
export function bookingLabel(b: Pick<HunterBookingSummary, "status" | "paymentStatus" | "expired">): string {
  if (b.status === "pending" && b.paymentStatus === "authorized") return AWAITING_OUTFITTER;
  if (b.expired) return EXPIRED_LABEL;
  return BOOKING_STATUS_LABELS[b.status];
}

/** Spec 000 §3: pending shows as 'Pending Approval'. */
export const BOOKING_STATUS_LABELS: Record<HunterBookingStatus, string> = {
  pending: "Pending Approval",
  accepted: "Accepted",
  denied: "Denied",
  cancelled: "Cancelled",
  completed: "Completed",
};
