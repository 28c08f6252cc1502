/** What the hunter area reads of GET /api/hunter/bookings (the booking area owns the full shape). */
export type HunterBookingStatus = "pending" | "accepted" | "denied" | "cancelled" | "completed";

export type HunterBookingSummary = {
  id: number;
  status: HunterBookingStatus;
  hunterName: string;
  totalAmount: string;
  huntId: number | null;
  outfitterId: number;
  createdAt: string;
  source?: "direct" | "claim";
  paymentStatus?: "unpaid" | "processing" | "paid" | "failed" | "refunded";
  hunt?: { id: number; title: string; location: string; dates: string; image: string | null } | null;
  partySize?: number;
  departure?: { id: number; startDate: string; endDate: string } | null;
};

/** Spec 000 §3: pending shows as 'Pending Approval'. */
export const BOOKING_STATUS_LABELS: Record<HunterBookingStatus, string> = {
  pending: "Pending Approval",
  accepted: "Accepted",
  denied: "Denied",
  cancelled: "Cancelled",
  completed: "Completed",
};
