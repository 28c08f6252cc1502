import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { bookings } from "./bookings";
import { huntDepartures } from "./hunts";
import { failedDrawOutcome, tagResult, tagResultReview } from "./tag-enums";
import { users } from "./users";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});

export const TAG_PROOF_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A tag-draw proof (PDF, JPEG or PNG, at most 10 MB), kept in the database rather than the public
 * uploads store: it is served only through GET /api/tag-proofs/{id}'s authorization check.
 */
export const tagProofs = pgTable(
  "tag_proofs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    uploadedBy: integer("uploaded_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("tag_proofs_booking_idx").on(t.bookingId),
    check("tag_proofs_size_check", sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= ${sql.raw(String(TAG_PROOF_MAX_BYTES))}`),
  ],
);

/**
 * The draw result of one hunter of a tag-pending booking (hunter_index 1..party_size): pending until
 * reported, then reviewed by the outfitter (or confirmed after 7 days). `resolution` is set once,
 * when a confirmed "not drawn" has had the promised outcome applied to that hunter's share.
 */
export const bookingTagResults = pgTable(
  "booking_tag_results",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    hunterIndex: smallint("hunter_index").notNull(),
    status: tagResult("status").notNull().default("pending"),
    /** The hunter said "I applied" (stops the deadline reminders). */
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    reportedBy: integer("reported_by").references(() => users.id, { onDelete: "set null" }),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    proofId: integer("proof_id").references(() => tagProofs.id, { onDelete: "set null" }),
    review: tagResultReview("review"),
    disputeMessage: text("dispute_message"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    autoConfirmed: boolean("auto_confirmed").notNull().default(false),
    resolution: failedDrawOutcome("resolution"),
    /** "applied", or "rolling_over" while a rollover waits for a next-season departure. */
    resolutionState: text("resolution_state"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** Rollover or switch: the departure this hunter's place moved to (the money stays on the booking). */
    movedToDepartureId: integer("moved_to_departure_id").references(() => huntDepartures.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("booking_tag_results_booking_hunter_key").on(t.bookingId, t.hunterIndex),
    index("booking_tag_results_status_idx").on(t.status, t.review),
    check("booking_tag_results_index_check", sql`${t.hunterIndex} >= 1`),
    check("booking_tag_results_reported_check", sql`(${t.status} = 'pending') = (${t.reportedAt} is null)`),
  ],
);

/** A failed draw's credit: spendable with that outfitter for 2 years; one per hunter's share. */
export const tagCredits = pgTable(
  "tag_credits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    hunterIndex: smallint("hunter_index").notNull(),
    amountCents: integer("amount_cents").notNull(),
    spentCents: integer("spent_cents").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tag_credits_share_key").on(t.bookingId, t.hunterIndex),
    index("tag_credits_hunter_idx").on(t.hunterId, t.outfitterId),
    check("tag_credits_amount_check", sql`${t.amountCents} >= 0 and ${t.spentCents} >= 0 and ${t.spentCents} <= ${t.amountCents}`),
  ],
);

/**
 * A credit spent at checkout on a booking with the same outfitter (lib/tags/credit-checkout.ts). Taken
 * in the booking's transaction; given back once (`returned_at`, by the trigger of
 * drizzle/*_tag-credit-give-back-custom.sql) when that booking ends before any of its money was kept.
 */
export const tagCreditSpends = pgTable(
  "tag_credit_spends",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    creditId: integer("credit_id")
      .notNull()
      .references(() => tagCredits.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tag_credit_spends_credit_booking_key").on(t.creditId, t.bookingId),
    index("tag_credit_spends_booking_idx").on(t.bookingId),
    check("tag_credit_spends_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** A hunter's private deadline calendar feed: the token is stored hashed; resetting it replaces the row. */
export const tagCalendarTokens = pgTable("tag_calendar_tokens", {
  hunterId: integer("hunter_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});
