import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * "Download my data": one row per request. The job writes the JSON file here and e-mails a link
 * valid 24 h; only the SHA-256 of the link's token is stored, and the file is served to its owner only.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "ready"] })
      .notNull()
      .default("pending"),
    content: text("content"),
    tokenHash: text("token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("data_exports_token_key").on(t.tokenHash), index("data_exports_user_idx").on(t.userId, t.createdAt)],
);
