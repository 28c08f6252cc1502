import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * Payment intents of the offline test provider (used when no Stripe keys are set). It behaves
 * like a tiny payment processor: an intent is created per idempotency key, confirmed with a test
 * card on the server, and refunded. No card data is stored beyond the last four digits.
 */
export const testPayments = pgTable(
  "test_payments",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    clientSecret: text("client_secret").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** requires_payment_method | succeeded | canceled */
    status: text("status").notNull().default("requires_payment_method"),
    /** What the payment is for, e.g. { bookingId: "12" }. */
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    lastError: text("last_error"),
    cardLast4: text("card_last4"),
    refundId: text("refund_id"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("test_payments_idempotency_key").on(t.idempotencyKey), index("test_payments_created_idx").on(t.createdAt)],
);
