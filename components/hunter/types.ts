/** What the hunter area reads of GET /api/hunter/bookings (the booking area owns the full shape). */
export type HunterBookingStatus = "pending" | "accepted" | "denied" | "cancelled" | "completed";

export type HunterBookingSummary = {
  id: number;
  status: HunterBookingStatus;
  hunterName: string;
  totalAmount: string;
  /** Charged by card (the hunt's deposit of the total) and the balance paid to the outfitter directly. */
  depositAmount?: string;
  depositPercent?: number;
  balanceDue?: string;
  huntId: number | null;
  outfitterId: number;
  createdAt: string;
  source?: "direct" | "claim";
  paymentStatus?: "unpaid" | "processing" | "authorized" | "paid" | "released" | "failed" | "partially_refunded" | "refunded";
  /** Ended because the outfitter did not answer in time (the card hold released). */
  expired?: boolean;
  hunt?: { id: number; title: string; location: string; dates: string; image: string | null } | null;
  partySize?: number;
  cancellationPolicy?: "flexible" | "moderate" | "strict" | null;
  departure?: { id: number; startDate: string; endDate: string } | null;
};

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
