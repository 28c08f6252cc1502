import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { bookings } from "./bookings";
import { hunts } from "./hunts";
import { users } from "./users";

/**
 * A hunt's trip agreement (liability release, rules, what to bring): the current version, if any, and
 * whether party members must give a hunter-education or licence number. No row: no agreement.
 */
export const huntAgreements = pgTable("hunt_agreements", {
  huntId: integer("hunt_id")
    .primaryKey()
    .references(() => hunts.id, { onDelete: "cascade" }),
  /** Null: the outfitter removed the agreement (older versions stay, signatures point at them). */
  currentVersionId: integer("current_version_id"),
  asksLicenceNumber: boolean("asks_licence_number").notNull().default(false),
  updatedAt: updatedAt(),
});

/** Every text an agreement ever had: written once, never changed, so a signature keeps what was signed. */
export const huntAgreementVersions = pgTable(
  "hunt_agreement_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    /** SHA-256 of the body's UTF-8 bytes, lowercase hex. */
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("hunt_agreement_versions_key").on(t.huntId, t.version)],
);

/** One signer's acceptance of one version for one booking: typed full name, time, client address, the hash of the exact text. */
export const agreementSignatures = pgTable(
  "agreement_signatures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    versionId: integer("version_id")
      .notNull()
      .references(() => huntAgreementVersions.id, { onDelete: "restrict" }),
    fullName: text("full_name").notNull(),
    textSha256: text("text_sha256").notNull(),
    clientAddress: text("client_address"),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("agreement_signatures_signer_key").on(t.bookingId, t.userId), index("agreement_signatures_user_idx").on(t.userId)],
);

export const PARTY_MEMBER_STATUSES = ["invited", "joined", "paid", "lapsed", "removed"] as const;
export type PartyMemberStatus = (typeof PARTY_MEMBER_STATUSES)[number];

/**
 * "Each hunter pays their own share": one row per hunter of the booking (position 0 is the lead). An
 * invited member holds a link valid 72 h (only its hash is stored); a share unpaid when its link
 * expires is `lapsed`, back to the lead, who pays it or removes it (`removed`, its spot freed).
 */
export const bookingPartyMembers = pgTable(
  "booking_party_members",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<PartyMemberStatus>().notNull().default("invited"),
    /** What this hunter pays by card now (their part of the deposit), and their part of the booking's total. */
    shareCents: integer("share_cents").notNull(),
    shareTotalCents: integer("share_total_cents").notNull(),
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    fullName: text("full_name"),
    phone: text("phone"),
    emergencyContactName: text("emergency_contact_name"),
    emergencyContactPhone: text("emergency_contact_phone"),
    licenceNumber: text("licence_number"),
    paidBy: integer("paid_by").references(() => users.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    lapsedAt: timestamp("lapsed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("booking_party_members_position_key").on(t.bookingId, t.position),
    uniqueIndex("booking_party_members_token_key").on(t.inviteTokenHash),
    index("booking_party_members_user_idx").on(t.userId),
    index("booking_party_members_expiry_idx")
      .on(t.inviteExpiresAt)
      .where(sql`${t.status} in ('invited', 'joined')`),
    check("booking_party_members_share_check", sql`${t.shareCents} >= 0`),
    check("booking_party_members_status_check", sql`${t.status} in ('invited', 'joined', 'paid', 'lapsed', 'removed')`),
  ],
);

/** One charge per share and payer, like an installment: its own idempotency key, its own refunds. */
export const bookingSharePayments = pgTable(
  "booking_share_payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => bookingPartyMembers.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    payerId: integer("payer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    applicationFeeCents: integer("application_fee_cents").notNull().default(0),
    idempotencyKey: text("idempotency_key").notNull(),
    provider: text("provider").notNull(),
    paymentIntentId: text("payment_intent_id").notNull(),
    transferDestination: text("transfer_destination"),
    /** processing → paid; refunded / partially_refunded after a cancellation. */
    status: text("status").notNull().default("processing"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("booking_share_payments_key").on(t.idempotencyKey),
    uniqueIndex("booking_share_payments_intent_key").on(t.paymentIntentId),
    index("booking_share_payments_member_idx").on(t.memberId),
    check("booking_share_payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);
