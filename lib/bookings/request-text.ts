import type { HunterBooking } from "./present";
import { answerByText } from "./answer-text";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";

// Client-safe. One vocabulary for a booking's state, shared by My Bookings, the booking page, the outfitter's lists and the
// toast after paying. The status label is the spec's (000 §3, 001 §5: "pending (shown as Pending Approval)"); what a pending
// request is waiting for is said in a sentence beside it, never by a second label for the same status.

type Status = HunterBooking["status"];

/** Spec 000 §3 / 001 §5: the five statuses as they are shown. */
export const BOOKING_STATUS_LABELS: Record<Status, string> = {
  pending: "Pending Approval",
  accepted: "Accepted",
  denied: "Denied",
  cancelled: "Cancelled",
  completed: "Completed",
};
export const EXPIRED_LABEL = "Expired";

type StateBits = Pick<HunterBooking, "status" | "paymentStatus" | "expired" | "answerBy" | "depositAmount">;

/** The label a booking shows: its status in the spec's words; a request the outfitter let lapse is Expired. */
export function bookingLabel(b: Pick<StateBits, "status" | "expired">): string {
  if (b.expired && b.status !== "pending") return EXPIRED_LABEL;
  return BOOKING_STATUS_LABELS[b.status];
}

/** "Request sent: the outfitter answers by Dec 3. Your card is only authorised for $X; it is charged if they accept." */
export function requestText(b: StateBits, viewer: "hunter" | "outfitter" = "hunter"): string | null {
  if (b.status !== "pending") return null;
  const amount = formatUsd(parseDollarsToCents(b.depositAmount) ?? 0);
  if (b.paymentStatus === "authorized") {
    const by = b.answerBy ? ` by ${answerByText(b.answerBy)}` : "";
    return viewer === "hunter"
      ? `Request sent: the outfitter answers${by}. Your card is only authorised for ${amount}; it is charged if they accept.`
      : `A request to book: answer${by}. The hunter's card is authorised for ${amount} and charged when you accept.`;
  }
  if (b.paymentStatus === "unpaid" || b.paymentStatus === "processing" || b.paymentStatus === "failed") {
    return viewer === "hunter" ? "Payment not completed: the request is not sent yet." : "The hunter has not completed payment yet.";
  }
  return null;
}

export type PaymentReturnToast = { title: string; description: string };

/** The spec's confirmation, kept for a booking the outfitter has accepted (000 §9). */
export const BOOKING_CONFIRMED: PaymentReturnToast = {
  title: "Booking Confirmed!",
  description: "Your hunt has been successfully booked. Confirmation emails have been sent.",
};

/**
 * After paying: a request to book only holds the card, so the hunter is told the request was sent, by when the outfitter
 * answers and that the card was only authorised. The spec's "Booking Confirmed!" is for an accepted booking.
 */
export function paymentReturnToast(
  b: Pick<StateBits, "status" | "paymentStatus" | "answerBy" | "depositAmount"> | null,
): PaymentReturnToast {
  if (b && (b.status === "accepted" || b.status === "completed")) return BOOKING_CONFIRMED;
  const by = b?.answerBy ? ` by ${answerByText(b.answerBy)}` : " within 5 days";
  const amount = b ? ` for ${formatUsd(parseDollarsToCents(b.depositAmount) ?? 0)}` : "";
  return {
    title: "Request sent",
    description: `The outfitter answers${by}. Your card was only authorised${amount}: it is charged if they accept, and released if not.`,
  };
}

/** What accepting does to the hunter's card, told in the Accept dialog before it is captured. */
export function acceptChargeText(b: Pick<HunterBooking, "paymentStatus" | "depositAmount" | "balanceDue">): string {
  const deposit = formatUsd(parseDollarsToCents(b.depositAmount) ?? 0);
  const balance = parseDollarsToCents(b.balanceDue) ?? 0;
  const rest = balance > 0 ? ` The balance of ${formatUsd(balance)} is paid to you directly.` : "";
  if (b.paymentStatus === "authorized") return `Accepting charges the hunter's card the ${deposit} held now.${rest}`;
  if (b.paymentStatus === "paid") return `The hunter has paid ${deposit}; accepting confirms the booking.${rest}`;
  return `Accepting confirms the booking.${rest}`;
}
