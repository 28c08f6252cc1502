import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { emailStatus } from "./enums";

/** Fixed-window counters kept in the database so limits hold across instances. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/**
 * Cache expiries every server instance follows (lib/cache/expiry-follower.ts): an instance expires
 * its own cache at once and records the tags here, and the others expire the same tags within a
 * second, so a paused hunt leaves every instance's pages. Rows are kept for a few minutes.
 */
export const cacheExpiries = pgTable(
  "cache_expiries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tags: text("tags").array().notNull(),
    origin: text("origin").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("cache_expiries_created_idx").on(t.createdAt)],
);

/** Every e-mail the app sends; on the embedded default this is where mail "lands". */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    template: text("template").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    meta: jsonb("meta").$type<Record<string, unknown>>(),
    /** Extra message headers (List-Unsubscribe on alerts), sent as they are. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: emailStatus("status").notNull().default("queued"),
    provider: text("provider").notNull(),
    providerMessageId: text("provider_message_id"),
    error: text("error"),
    /** Delivery attempts made so far (lib/email/delivery.ts retries up to EMAIL_MAX_ATTEMPTS). */
    attempts: integer("attempts").notNull().default(0),
    /**
     * When a queued provider e-mail is next due: after a failed attempt, the backoff; while an
     * attempt runs, a short lease, so a crashed sender's e-mail is picked up by the worker.
     */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.toEmail, t.createdAt),
    // The retention job's walk over e-mails past 3 years (lib/privacy/retention.ts).
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued' and next_attempt_at is not null`),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});
