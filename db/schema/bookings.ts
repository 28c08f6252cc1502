import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import {
  bookingPaymentStatus,
  bookingSource,
  cancellationPolicy,
  bookingStatus,
  claimStatus,
  inquiryStatus,
  intakeBudget,
  intakeHuntType,
  intakeTimeframe,
} from "./enums";
import { huntDepartures, hunts } from "./hunts";
import { users } from "./users";

export const CANCELLED_BY = ["hunter", "outfitter", "admin", "system"] as const;

export const bookings = pgTable(
  "bookings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    huntId: integer("hunt_id").references(() => hunts.id, { onDelete: "set null" }),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The trip booked; null for claims and for bookings made before hunts had departures. */
    departureId: integer("departure_id").references(() => huntDepartures.id, { onDelete: "set null" }),
    /** How many hunters the booking is for: it holds that many spots and costs price × party size. */
    partySize: integer("party_size").notNull().default(1),
    /** The hunt's cancellation policy when the booking was made: the one its cancellation follows. */
    cancellationPolicy: cancellationPolicy("cancellation_policy"),
    hunterName: text("hunter_name").notNull(),
    /** Both phones E.164 (lib/users/phone.ts); older ones that do not parse are kept as entered and flagged. */
    hunterPhone: text("hunter_phone"),
    hunterPhoneUnparsed: boolean("hunter_phone_unparsed").notNull().default(false),
    emergencyContactName: text("emergency_contact_name"),
    emergencyContactPhone: text("emergency_contact_phone"),
    emergencyContactPhoneUnparsed: boolean("emergency_contact_phone_unparsed").notNull().default(false),
    specialRequirements: text("special_requirements"),
    termsAccepted: boolean("terms_accepted").notNull().default(false),
    totalAmountCents: integer("total_amount_cents").notNull(),
    /**
     * The hunt's deposit when the booking was made: its percentage of the total and the cents charged
     * by card (authorized, then captured); the rest is the balance due to the outfitter. Null for
     * bookings from before deposits, which were charged the whole total.
     */
    depositPercent: smallint("deposit_percent"),
    depositCents: integer("deposit_cents"),
    serviceFeeCents: integer("service_fee_cents").notNull().default(0),
    status: bookingStatus("status").notNull().default("pending"),
    paymentStatus: bookingPaymentStatus("payment_status").notNull().default("unpaid"),
    paymentProvider: text("payment_provider"),
    paymentIntentId: text("payment_intent_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    source: bookingSource("source").notNull().default("direct"),
    /** Set while the booking holds a spot of the hunt's availability. */
    holdsSpot: boolean("holds_spot").notNull().default(false),
    /** An unpaid reservation is released (the booking cancelled) after this moment. */
    reservationExpiresAt: timestamp("reservation_expires_at", { withTimezone: true }),
    /** The latest refund's id and time; refunded_cents is the sum of every (partial) refund. */
    refundId: text("refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /**
     * A destination charge's connected account (the outfitter's payout account) and the platform's
     * application fee on it; refunds take the money back from that account (reverse_transfer).
     */
    transferDestination: text("transfer_destination"),
    applicationFeeCents: integer("application_fee_cents").notNull().default(0),
    /**
     * Request to book: when the card is authorized (held, not charged) the outfitter has until this
     * moment to answer; after it the hold is released and the booking ends (lib/bookings/answer-expiry.ts).
     */
    answerBy: timestamp("answer_by", { withTimezone: true }),
    /** Set when the booking ended because the outfitter did not answer by answer_by. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    /**
     * When the outfitter answered the request (accepted or denied it); for a claim, when its booking
     * was made. The reliability figures read it (lib/reliability/figures.ts).
     */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Who ended the booking, and when: the hunter, the outfitter, the admin, or the system (expiry, unpaid reservation, failed draw). */
    cancelledBy: text("cancelled_by", { enum: CANCELLED_BY }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Stripped to what accounting needs (amounts, dates, status, payment ids): 7 years old, or its hunter deleted the account (lib/privacy). */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_hunter_idx").on(t.hunterId, t.createdAt),
    index("bookings_outfitter_idx").on(t.outfitterId, t.status, t.createdAt),
    index("bookings_hunt_idx").on(t.huntId),
    index("bookings_departure_idx").on(t.departureId),
    index("bookings_outfitter_answered_idx").on(t.outfitterId, t.answeredAt),
    index("bookings_not_anonymised_idx")
      .on(t.createdAt)
      .where(sql`${t.anonymisedAt} is null`),
    check("bookings_party_size_check", sql`${t.partySize} >= 1`),
    uniqueIndex("bookings_payment_intent_key").on(t.paymentIntentId),
    index("bookings_reservation_expiry_idx")
      .on(t.reservationExpiresAt)
      .where(sql`${t.holdsSpot} and ${t.status} = 'pending' and ${t.paymentStatus} <> 'paid'`),
    // answer_by is set only while a card is held ('authorized' is not named here: a fresh database
    // adds that enum value in the same migration transaction, where it cannot be used yet).
    index("bookings_answer_by_idx")
      .on(t.answerBy)
      .where(sql`${t.answerBy} is not null and ${t.status} = 'pending'`),
  ],
);

/** A hunter's answers about an outfitter: intake questionnaire and booking follow-ups. */
export const bookingInquiries = pgTable(
  "booking_inquiries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    huntId: integer("hunt_id").references(() => hunts.id, { onDelete: "set null" }),
    bookingStatus: inquiryStatus("booking_status").notNull().default("initial"),
    huntPriceCents: integer("hunt_price_cents"),
    notes: text("notes"),
    huntType: intakeHuntType("hunt_type"),
    timeframe: intakeTimeframe("timeframe"),
    budget: intakeBudget("budget"),
    additionalInfo: text("additional_info"),
    lastAsked: timestamp("last_asked", { withTimezone: true }),
    nextFollowUp: timestamp("next_follow_up", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("booking_inquiries_pair_key").on(t.hunterId, t.outfitterId),
    index("booking_inquiries_outfitter_idx").on(t.outfitterId),
  ],
);

export const bookingClaims = pgTable(
  "booking_claims",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    huntId: integer("hunt_id").references(() => hunts.id, { onDelete: "set null" }),
    huntPriceCents: integer("hunt_price_cents").notNull(),
    huntDescription: text("hunt_description").notNull(),
    bookingDate: date("booking_date"),
    notes: text("notes"),
    status: claimStatus("status").notNull().default("pending"),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("booking_claims_outfitter_idx").on(t.outfitterId, t.status), index("booking_claims_hunter_idx").on(t.hunterId)],
);
