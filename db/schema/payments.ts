import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * Payment intents of the offline test provider (used when no Stripe keys are set). It behaves
 * like a tiny payment processor: an intent is created per idempotency key, confirmed with a test
 * card on the server (authorized only when its capture method is manual, then captured or
 * released), and refunded in one or more parts. No card data is stored beyond the last four digits.
 */
export const testPayments = pgTable(
  "test_payments",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    clientSecret: text("client_secret").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** requires_payment_method | requires_capture | succeeded | canceled */
    status: text("status").notNull().default("requires_payment_method"),
    /** What the payment is for, e.g. { bookingId: "12" }. */
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    lastError: text("last_error"),
    cardLast4: text("card_last4"),
    /** The latest refund's id (every refund is a row of test_refunds). */
    refundId: text("refund_id"),
    /** The sum of this payment's refunds. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** automatic | manual (authorize now, capture or release later). */
    captureMethod: text("capture_method").notNull().default("automatic"),
    amountCapturedCents: integer("amount_captured_cents").notNull().default(0),
    /** The test connected account a destination charge goes to, and the platform's fee. */
    transferDestination: text("transfer_destination"),
    applicationFeeCents: integer("application_fee_cents").notNull().default(0),
    /** The customer a card is saved to (setup_future_usage) or charged from (off-session), and that card. */
    customerId: text("customer_id"),
    paymentMethodId: text("payment_method_id"),
    setupFutureUsage: text("setup_future_usage"),
    /** An off-session charge's failure code (card_declined, authentication_required), answered again to a repeat of its key. */
    lastErrorCode: text("last_error_code"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("test_payments_idempotency_key").on(t.idempotencyKey), index("test_payments_created_idx").on(t.createdAt)],
);

/** Refunds of the offline test provider: one per idempotency key, together never above the captured amount. */
export const testRefunds = pgTable(
  "test_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => testPayments.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** Taken back from the connected account the charge went to (Stripe's reverse_transfer). */
    reverseTransfer: boolean("reverse_transfer").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("test_refunds_idempotency_key").on(t.idempotencyKey), index("test_refunds_payment_idx").on(t.paymentId)],
);

/**
 * Connected accounts of the offline test provider: created for an outfitter's payout setup and
 * activated in one click on the app's own onboarding page ("Test mode — no bank account is connected").
 */
export const testConnectedAccounts = pgTable(
  "test_connected_accounts",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    email: text("email").notNull(),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    detailsSubmitted: boolean("details_submitted").notNull().default(false),
    chargesEnabled: boolean("charges_enabled").notNull().default(false),
    payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("test_connected_accounts_idempotency_key").on(t.idempotencyKey)],
);
