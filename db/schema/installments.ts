import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { bookings } from "./bookings";
import { bookingPartyMembers } from "./party";
import { users } from "./users";

/**
 * A booking's schedule of payments (lib/money/installments): the deposit (charged through the booking's own payment intent) and,
 * when the hunt has Ridgeline collect the balance, the balance charged off-session with the saved card on its due date.
 * A failure moves the installment, never the booking, until the outfitter decides (extend or cancel under the policy).
 */
export const bookingInstallments = pgTable(
  "booking_installments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** deposit | balance */
    kind: text("kind").notNull(),
    /**
     * A party paying in shares: the member whose balance share this is (charged to the card of whoever paid that member's deposit
     * share: the member, or the lead for a share that lapsed back to them). Null: the booking's own installment.
     */
    memberId: integer("member_id").references(() => bookingPartyMembers.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** The calendar day it is charged (the deposit: the day of booking). */
    dueOn: date("due_on").notNull(),
    /** scheduled | processing | paid | failed | canceled */
    state: text("state").notNull().default("scheduled"),
    attempts: integer("attempts").notNull().default(0),
    /** One key per booking and installment; each provider attempt adds its number, so a repeated run reuses the same charge. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** When the next charge attempt is due (the due date, then 24 h and 72 h after the first failure); null: none planned. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The first failure of the current run of attempts: the outfitter is asked 72 h after it. */
    firstFailedAt: timestamp("first_failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** card_declined | authentication_required | … (the provider's code of the last failure). */
    lastErrorCode: text("last_error_code"),
    /** Set when the outfitter was asked to extend or cancel (after the 72 h retry failed). */
    outfitterAskedAt: timestamp("outfitter_asked_at", { withTimezone: true }),
    paymentProvider: text("payment_provider"),
    paymentIntentId: text("payment_intent_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("booking_installments_booking_kind_key")
      .on(t.bookingId, t.kind)
      .where(sql`${t.memberId} is null`),
    uniqueIndex("booking_installments_member_kind_key")
      .on(t.memberId, t.kind)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex("booking_installments_idempotency_key").on(t.idempotencyKey),
    index("booking_installments_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('scheduled', 'failed') and ${t.nextAttemptAt} is not null`),
    check("booking_installments_kind_check", sql`${t.kind} in ('deposit', 'balance')`),
    check("booking_installments_state_check", sql`${t.state} in ('scheduled', 'processing', 'paid', 'failed', 'canceled')`),
    check("booking_installments_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

/** A hunter's customer at the card provider (one per provider) and the card saved for off-session charges. */
export const paymentCustomers = pgTable(
  "payment_customers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    /** The saved card (a PaymentMethod id) the balance is charged with; replaced by "Update card". */
    paymentMethodId: text("payment_method_id"),
    cardLast4: text("card_last4"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payment_customers_user_provider_key").on(t.userId, t.provider)],
);

/** The offline test provider's customers and their saved cards (only the last four digits and how the test card behaves). */
export const testCustomers = pgTable(
  "test_customers",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    email: text("email").notNull(),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("test_customers_idempotency_key").on(t.idempotencyKey)],
);

export const testPaymentMethods = pgTable("test_payment_methods", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").references(() => testCustomers.id, { onDelete: "cascade" }),
  last4: text("last4").notNull(),
  /** succeeds | declines_later | requires_authentication (test cards only; no card data). */
  behavior: text("behavior").notNull(),
  createdAt: createdAt(),
});

/** The offline test provider's SetupIntents ("Update card"), with the 3-D Secure step a card may ask for. */
export const testSetupIntents = pgTable(
  "test_setup_intents",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    clientSecret: text("client_secret").notNull(),
    customerId: text("customer_id").notNull(),
    /** requires_payment_method | requires_action | succeeded | canceled */
    status: text("status").notNull().default("requires_payment_method"),
    paymentMethodId: text("payment_method_id"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("test_setup_intents_idempotency_key").on(t.idempotencyKey)],
);

export type InstallmentRow = typeof bookingInstallments.$inferSelect;
