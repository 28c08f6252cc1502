import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { commissionPaymentStatus, commissionStatus, hasClientBooking, paymentMethod, reportBookingStatus } from "./enums";
import { bookingClaims, bookingInquiries, bookings } from "./bookings";
import { hunts } from "./hunts";
import { users } from "./users";

/** Monthly booking report filed by an outfitter. */
export const questionnaireResponses = pgTable(
  "questionnaire_responses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: integer("month").notNull(),
    year: integer("year").notNull(),
    hasClientBooking: hasClientBooking("has_client_booking").notNull(),
    bookingStatus: reportBookingStatus("booking_status"),
    huntId: integer("hunt_id").references(() => hunts.id, { onDelete: "set null" }),
    numberOfPeople: integer("number_of_people").notNull().default(1),
    commissionAmountCents: integer("commission_amount_cents").notNull().default(0),
    paymentMethod: paymentMethod("payment_method"),
    depositPercentage: integer("deposit_percentage"),
    markAsDiscountedHunt: boolean("mark_as_discounted_hunt").notNull().default(false),
    bookingDates: text("booking_dates"),
    clientName: text("client_name"),
    paymentStatus: text("payment_status").notNull().default("pending"),
    dueAt: timestamp("due_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index("questionnaire_responses_period_idx").on(t.year, t.month, t.outfitterId)],
);

/**
 * The month's questionnaire sent to an outfitter (notification and e-mail, lib/reports/prompts.ts):
 * one row per outfitter and month, so every server instance may try and each is asked once.
 */
export const reportPrompts = pgTable(
  "report_prompts",
  {
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    month: integer("month").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.outfitterId, t.year, t.month] })],
);

/** Running balance an outfitter owes the platform. */
export const outfitterBalances = pgTable(
  "outfitter_balances",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    totalOwedCents: integer("total_owed_cents").notNull().default(0),
    paidToDateCents: integer("paid_to_date_cents").notNull().default(0),
    lastUpdated: timestamp("last_updated", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex("outfitter_balances_outfitter_key").on(t.outfitterId)],
);

/** One commission entry per accepted booking, claim or report answer. */
export const commissions = pgTable(
  "commissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    claimId: integer("claim_id").references(() => bookingClaims.id, { onDelete: "set null" }),
    questionnaireId: integer("questionnaire_id").references(() => questionnaireResponses.id, { onDelete: "set null" }),
    baseAmountCents: integer("base_amount_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: commissionStatus("status").notNull().default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * Taken from the booking's card charge as Stripe's application fee ("Collect commission at
     * booking"): paid at once, never on the outfitter's owed balance.
     */
    collectedAtBooking: boolean("collected_at_booking").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("commissions_outfitter_idx").on(t.outfitterId, t.status),
    uniqueIndex("commissions_booking_key").on(t.bookingId),
    uniqueIndex("commissions_claim_key").on(t.claimId),
  ],
);

/** Payments of commission by the outfitter (PayPal/card or check). */
export const commissionPayments = pgTable(
  "commission_payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    feeCents: integer("fee_cents").notNull().default(0),
    method: paymentMethod("method").notNull(),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id"),
    status: commissionPaymentStatus("status").notNull().default("created"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /**
     * When a capture of this order last started. While it is recent the payment's amount counts as
     * on its way, so another open order of the same outfitter cannot also be captured against the
     * same balance (two tabs, two approvals: one payment, not two).
     */
    captureStartedAt: timestamp("capture_started_at", { withTimezone: true }),
    /**
     * Since when PayPal has reported this order's capture PENDING (an eCheck, a review). Until it
     * settles, the amount stays on its way and a background job asks PayPal again (pending-settler.ts).
     */
    capturePendingSince: timestamp("capture_pending_since", { withTimezone: true }),
    /** PayPal's capture id, once the capture is recorded (refund webhooks name the capture, not the order). */
    providerCaptureId: text("provider_capture_id"),
    /** What PayPal has refunded of the capture (amount plus fee), in cents; the commission part is owed again. */
    refundedCents: integer("refunded_cents").notNull().default(0),
  },
  (t) => [
    uniqueIndex("commission_payments_order_key").on(t.providerOrderId),
    uniqueIndex("commission_payments_capture_key").on(t.providerCaptureId),
  ],
);

/**
 * PayPal webhook events received (verified through PayPal's verify-webhook-signature API), one row
 * per event id, so a redelivery changes nothing. A refund PayPal reports before the capture it
 * belongs to is recorded here as `deferred` and applied when that capture is recorded.
 */
export const paypalWebhookEvents = pgTable(
  "paypal_webhook_events",
  {
    id: text("id").primaryKey(),
    eventType: text("event_type").notNull(),
    /** The capture (COMPLETED, DENIED) or refund (REFUNDED) the event is about. */
    resourceId: text("resource_id").notNull(),
    captureId: text("capture_id"),
    /** applied, ignored (nothing of ours, or superseded) or deferred (a refund awaiting its capture). */
    outcome: text("outcome").notNull(),
    /** A deferred refund's resource, applied later. */
    resource: jsonb("resource").$type<Record<string, unknown>>(),
    receivedAt: timestamp("received_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex("paypal_webhook_events_resource_key").on(t.eventType, t.resourceId),
    index("paypal_webhook_events_capture_idx").on(t.captureId, t.outcome),
  ],
);

/** The hunter said they booked, the outfitter did not report it. */
export const bookingMismatches = pgTable(
  "booking_mismatches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer("inquiry_id").references(() => bookingInquiries.id, { onDelete: "set null" }),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    huntPriceCents: integer("hunt_price_cents"),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("booking_mismatches_inquiry_key").on(t.inquiryId)],
);

/** The admin's platform switches: one row (id 1), read when they apply. */
export const platformSettings = pgTable(
  "platform_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** The booking's 10% commission is the card charge's application fee, recorded as paid at once. */
    collectCommissionAtBooking: boolean("collect_commission_at_booking").notNull().default(false),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [check("platform_settings_one_row", sql`${t.id} = 1`)],
);

export const revenueResets = pgTable("revenue_resets", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
  totalBeforeCents: integer("total_before_cents").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).defaultNow().notNull(),
});

/** Provider events already applied (Stripe webhooks, PayPal captures), so a repeat is a no-op. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});
