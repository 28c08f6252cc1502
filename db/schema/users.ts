import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { userRole } from "./enums";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** E.164 (lib/users/phone.ts); a number entered before that rule that does not parse is kept as entered, flagged below. */
    phone: text("phone"),
    /** The phone is kept as entered because it could not be read as a number (see lib/migrations/phone-e164.ts). */
    phoneUnparsed: boolean("phone_unparsed").notNull().default(false),
    websiteUrl: text("website_url"),
    /** An outfitter's own words about the business, shown on its public profile (lib/users/schema.ts bounds it). */
    bio: text("bio"),
    /** The year an outfitter's business started: its profile says the years in business from it, so they never go stale. */
    inBusinessSince: smallint("in_business_since"),
    role: userRole("role").notNull().default("hunter"),
    isActive: boolean("is_active").notNull().default(true),
    isApproved: boolean("is_approved").notNull().default(false),
    isTopTier: boolean("is_top_tier").notNull().default(false),
    /**
     * Set by the reliability figures (never by hand): the outfitter cancelled 5% or more of its accepted
     * bookings in 12 months, so its hunts rank lower and the Top-Tier badge is not shown until it recovers.
     */
    reliabilityPenalized: boolean("reliability_penalized").notNull().default(false),
    coverPhoto: text("cover_photo"),
    profileImage: text("profile_image"),
    /**
     * An outfitter's approved outfitter reviews: how many and the sum of their stars, kept by the
     * trigger outfitter_reviews_rating_aiud (drizzle/0029) and never written by the app, so every
     * list of hunt cards reads the rating in the same query as the hunts.
     */
    outfitterReviewCount: integer("outfitter_review_count").notNull().default(0),
    outfitterReviewTotal: integer("outfitter_review_total").notNull().default(0),
    /** The holder deleted the account: the row stays, anonymised, for the bookings and messages that name it (lib/privacy/delete-account.ts). */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_role_idx").on(t.role, t.isApproved, t.isActive)],
);

/** Revocable bearer tokens for API clients; only the SHA-256 of a token is stored. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_tokens_hash_key").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

/** Single-use password-reset links, valid one hour, stored hashed. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash)],
);
