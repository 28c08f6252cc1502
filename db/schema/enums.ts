import { pgEnum } from "drizzle-orm/pg-core";

// Every enum of both spec files, in one place; zod schemas derive from `.enumValues`.
export const userRole = pgEnum("user_role", ["hunter", "outfitter", "admin"]);
export const huntDifficulty = pgEnum("hunt_difficulty", ["easy", "moderate", "difficult", "extreme"]);
export const discountType = pgEnum("discount_type", ["amount", "percentage"]);
export const bookingStatus = pgEnum("booking_status", ["pending", "accepted", "denied", "cancelled", "completed"]);
// authorized: the card is held, not charged (request to book); released: the hold was let go, nothing charged.
export const bookingPaymentStatus = pgEnum("booking_payment_status", [
  "unpaid",
  "processing",
  "paid",
  "failed",
  "refunded",
  "authorized",
  "released",
  "partially_refunded",
]);
export const bookingSource = pgEnum("booking_source", ["direct", "claim"]);
export const inquiryStatus = pgEnum("inquiry_status", ["initial", "yes", "no", "maybe"]);
export const intakeHuntType = pgEnum("intake_hunt_type", ["deer", "elk", "bear", "bird", "turkey", "exotic", "multiple", "other"]);
export const intakeTimeframe = pgEnum("intake_timeframe", ["next-month", "2-3-months", "6-months", "next-year", "flexible"]);
export const intakeBudget = pgEnum("intake_budget", ["under-5k", "5k-10k", "10k-20k", "20k-plus", "flexible"]);
export const claimStatus = pgEnum("claim_status", ["pending", "accepted", "denied"]);
export const reviewStatus = pgEnum("review_status", ["pending", "approved", "rejected"]);
export const gearCategory = pgEnum("gear_category", ["gear", "clothing", "equipment", "accessories"]);
export const notificationType = pgEnum("notification_type", ["payment_reminder", "warning", "other"]);
export const hasClientBooking = pgEnum("has_client_booking", ["yes", "no", "pending", "yes-partial-deposit"]);
export const reportBookingStatus = pgEnum("report_booking_status", ["yes", "no", "pending"]);
export const paymentMethod = pgEnum("payment_method", ["card", "check"]);
export const commissionStatus = pgEnum("commission_status", ["pending", "paid"]);
export const commissionPaymentStatus = pgEnum("commission_payment_status", ["created", "completed", "failed"]);
export const emailStatus = pgEnum("email_status", ["queued", "sent", "failed"]);
// An outfitter's payout account (Stripe Connect Express); no row at all is "Not set up".
export const payoutAccountState = pgEnum("payout_account_state", ["pending", "active", "restricted"]);
export const cancellationPolicy = pgEnum("cancellation_policy", ["flexible", "moderate", "strict"]);
