import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { payoutAccountState } from "./enums";
import { users } from "./users";

/**
 * An outfitter's payout account: the connected account (Stripe Connect Express, or the offline
 * test provider's) that booking charges are transferred to. One per outfitter, created the first
 * time they start onboarding; its state is kept from the provider's account.updated events and
 * refreshed when the outfitter comes back from onboarding.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** stripe | test: an account only pays out with the provider that created it. */
    provider: text("provider").notNull(),
    accountId: text("account_id").notNull(),
    state: payoutAccountState("state").notNull().default("pending"),
    chargesEnabled: boolean("charges_enabled").notNull().default(false),
    payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
    detailsSubmitted: boolean("details_submitted").notNull().default(false),
    /** The provider's requirements.currently_due (and past_due) field names, summarised on the dashboard. */
    requirementsDue: text("requirements_due")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabledReason: text("disabled_reason"),
    /** When the provider's view applied last was taken (an older event arriving late changes nothing). */
    syncedAt: timestamp("synced_at", { withTimezone: true }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payout_accounts_outfitter_key").on(t.outfitterId), uniqueIndex("payout_accounts_account_key").on(t.accountId)],
);
