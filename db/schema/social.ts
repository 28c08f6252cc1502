import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt } from "./columns";
import { gearCategory, notificationType, reviewStatus } from "./enums";
import { bookings } from "./bookings";
import { hunts } from "./hunts";
import { users } from "./users";

export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: integer("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_sender_idx").on(t.senderId, t.createdAt),
    index("messages_receiver_idx").on(t.receiverId, t.createdAt),
    // One side to the other: the reliability refresh's first-reply probes (lib/reliability/figures.ts), index-only.
    index("messages_pair_idx").on(t.senderId, t.receiverId, t.createdAt),
    // The retention job's walk over messages past 3 years (lib/privacy/retention.ts).
    index("messages_created_idx").on(t.createdAt),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.hunterId, t.outfitterId] }), index("favorites_outfitter_idx").on(t.outfitterId)],
);

export const huntReviews = pgTable(
  "hunt_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    hunterName: text("hunter_name").notNull(),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    status: reviewStatus("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("hunt_reviews_hunt_idx").on(t.huntId, t.status),
    index("hunt_reviews_status_idx").on(t.status, t.createdAt),
    check("hunt_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const outfitterReviews = pgTable(
  "outfitter_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hunterId: integer("hunter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    status: reviewStatus("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outfitter_reviews_outfitter_idx").on(t.outfitterId, t.status),
    index("outfitter_reviews_status_idx").on(t.status, t.createdAt),
    check("outfitter_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const gearItems = pgTable(
  "gear_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    image: text("image"),
    amazonUrl: text("amazon_url").notNull(),
    category: gearCategory("category").notNull().default("gear"),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("gear_items_outfitter_idx").on(t.outfitterId, t.displayOrder)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: notificationType("type").notNull().default("other"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.isRead, t.createdAt), index("notifications_created_idx").on(t.createdAt)],
);
