import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * What the admin did, to whom and when: commission marked paid, outfitter paused or unpaused,
 * reminders, approvals, moderation. Append-only; it is the "record of who and when".
 */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_actions_target_idx").on(t.targetUserId, t.createdAt), index("admin_actions_action_idx").on(t.action, t.createdAt)],
);
