import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { testConnectedAccounts } from "@/db/schema";
import type { PayoutProvider } from "./payout-provider-types";
import type { ConnectedAccountInfo } from "@/lib/money/payouts/state";
import { PaymentProviderError } from "./card-provider-types";

type Row = typeof testConnectedAccounts.$inferSelect;

/** What a new account still needs, as Stripe would name it, until the one-click activation. */
const NEW_ACCOUNT_REQUIREMENTS = ["external_account", "individual.verification.document", "tos_acceptance.date"];

function toInfo(row: Row): ConnectedAccountInfo {
  return {
    id: row.id,
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.detailsSubmitted,
    requirementsDue: row.detailsSubmitted ? [] : NEW_ACCOUNT_REQUIREMENTS,
    disabledReason: row.chargesEnabled ? null : "requirements.past_due",
  };
}

/** The app's own onboarding page for a test account (it doubles as its "Express dashboard"). */
export const testOnboardingPath = (accountId: string) => `/payouts/test-onboarding?account=${encodeURIComponent(accountId)}`;

/** Onboarding is a page of the app whose one click activates the account, so payouts, destination charges and holds run offline. */
export const testConnect: PayoutProvider = {
  name: "test",
  async createAccount({ email, metadata, idempotencyKey }) {
    const id = `acct_test_${randomBytes(12).toString("hex")}`;
    await db
      .insert(testConnectedAccounts)
      .values({ id, idempotencyKey, email, metadata })
      .onConflictDoNothing({ target: testConnectedAccounts.idempotencyKey });
    const [row] = await db.select().from(testConnectedAccounts).where(eq(testConnectedAccounts.idempotencyKey, idempotencyKey));
    if (!row) throw new PaymentProviderError("The test account could not be created");
    return toInfo(row);
  },
  async retrieveAccount(id) {
    const [row] = await db.select().from(testConnectedAccounts).where(eq(testConnectedAccounts.id, id));
    return row ? toInfo(row) : null;
  },
  async onboardingLink({ accountId }) {
    return testOnboardingPath(accountId);
  },
  async dashboardLink(accountId) {
    return testOnboardingPath(accountId);
  },
};

export async function activateTestAccount(accountId: string): Promise<ConnectedAccountInfo | null> {
  const [row] = await db
    .update(testConnectedAccounts)
    .set({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true })
    .where(eq(testConnectedAccounts.id, accountId))
    .returning();
  return row ? toInfo(row) : null;
}
