import "server-only";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { payoutAccounts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError, conflict, forbidden, notFound } from "@/lib/http/errors";
import { unstorableText } from "@/lib/http/text";
import { PaymentProviderError } from "@/lib/money/providers/card-provider";
import { activateTestAccount } from "@/lib/money/providers/test-connect";
import { siteUrl } from "@/lib/seo/site-url";
import { payoutProvider, payoutProviderNamed } from "../providers/payout-provider";
import { PAYOUT_STATE_LABELS, payoutStateOf, summarizeRequirements, type ConnectedAccountInfo, type PayoutState } from "./state";

type AccountRow = typeof payoutAccounts.$inferSelect;

export type PayoutStatus = {
  state: PayoutState;
  label: string;
  /** What the provider still needs, in words ("bank account"). */
  requirements: string[];
  /** Onboarding was completed once: the Express dashboard opens only then. */
  detailsSubmitted: boolean;
  /** The offline test provider: onboarding is the app's own page, no bank account is connected. */
  testMode: boolean;
  updatedAt: string | null;
};

function requireOutfitter(user: CurrentUser) {
  if (user.role !== "outfitter") throw forbidden("Only outfitters have payout accounts");
}

const providerFailure = (err: unknown, what: string) =>
  err instanceof PaymentProviderError ? new AppError(502, `${what}: ${err.message}`) : err;

/** An account made with another provider (a test account once Stripe is configured) cannot receive these charges: not set up. */
async function currentAccount(outfitterId: number, executor: DbOrTx = db): Promise<AccountRow | null> {
  const [row] = await executor.select().from(payoutAccounts).where(eq(payoutAccounts.outfitterId, outfitterId));
  return row && row.provider === payoutProvider().name ? row : null;
}

function toStatus(row: AccountRow | null): PayoutStatus {
  const testMode = payoutProvider().name === "test";
  if (!row)
    return {
      state: "not_set_up",
      label: PAYOUT_STATE_LABELS.not_set_up,
      requirements: [],
      detailsSubmitted: false,
      testMode,
      updatedAt: null,
    };
  return {
    state: row.state,
    label: PAYOUT_STATE_LABELS[row.state],
    requirements: row.state === "active" ? [] : summarizeRequirements(row.requirementsDue),
    detailsSubmitted: row.detailsSubmitted,
    testMode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const fromInfo = (info: ConnectedAccountInfo) => ({
  state: payoutStateOf(info),
  chargesEnabled: info.chargesEnabled,
  payoutsEnabled: info.payoutsEnabled,
  detailsSubmitted: info.detailsSubmitted,
  requirementsDue: info.requirementsDue,
  disabledReason: info.disabledReason,
});

export async function getPayoutStatus(user: CurrentUser): Promise<PayoutStatus> {
  requireOutfitter(user);
  return toStatus(await currentAccount(user.id));
}

/** One idempotency key per outfitter and provider, and one row per outfitter, so simultaneous clicks make one account. */
export async function startPayoutOnboarding(user: CurrentUser, now = new Date()): Promise<{ url: string; status: PayoutStatus }> {
  requireOutfitter(user);
  const provider = payoutProvider();
  let row = await currentAccount(user.id);
  try {
    if (!row) {
      const info = await provider.createAccount({
        email: user.email,
        metadata: { outfitterId: String(user.id) },
        idempotencyKey: `payout-account-${user.id}-${provider.name}`,
      });
      const values = { ...fromInfo(info), provider: provider.name, accountId: info.id, syncedAt: now };
      await db
        .insert(payoutAccounts)
        .values({ outfitterId: user.id, ...values })
        .onConflictDoUpdate({
          target: payoutAccounts.outfitterId,
          set: values,
          setWhere: sql`${payoutAccounts.provider} <> ${provider.name}`,
        });
      row = await currentAccount(user.id);
      if (!row) throw conflict("Payout setup changed meanwhile. Please try again.");
    }
    const dashboard = `${siteUrl()}/outfitter-dashboard`;
    const url = await provider.onboardingLink({
      accountId: row.accountId,
      refreshUrl: `${dashboard}?payouts=refresh`,
      returnUrl: `${dashboard}?payouts=return`,
    });
    return { url, status: toStatus(row) };
  } catch (err) {
    throw providerFailure(err, "Failed to start payout setup");
  }
}

export async function payoutDashboardLink(user: CurrentUser): Promise<{ url: string }> {
  requireOutfitter(user);
  const row = await currentAccount(user.id);
  if (!row) throw conflict("Set up payouts first");
  if (!row.detailsSubmitted) throw conflict("Finish setting up payouts first");
  try {
    return { url: await payoutProvider().dashboardLink(row.accountId) };
  } catch (err) {
    throw providerFailure(err, "Failed to open the payouts dashboard");
  }
}

export async function refreshPayoutAccount(user: CurrentUser, now = new Date()): Promise<PayoutStatus> {
  requireOutfitter(user);
  const row = await currentAccount(user.id);
  if (!row) return toStatus(null);
  let info: ConnectedAccountInfo | null;
  try {
    info = await payoutProviderNamed(row.provider).retrieveAccount(row.accountId);
  } catch (err) {
    throw providerFailure(err, "Failed to refresh payout status");
  }
  if (info) await applyAccountUpdate(info, row.provider, now);
  return toStatus(await currentAccount(user.id));
}

/** The same view twice changes nothing; a view older than the recorded one (a late redelivery) and unknown accounts are ignored. */
export async function applyAccountUpdate(info: ConnectedAccountInfo, providerName: string, at: Date): Promise<boolean> {
  const values = fromInfo(info);
  const updated = await db
    .update(payoutAccounts)
    .set({
      ...values,
      syncedAt: at,
      activatedAt:
        values.state === "active"
          ? sql`coalesce(${payoutAccounts.activatedAt}, ${at.toISOString()}::timestamptz)`
          : payoutAccounts.activatedAt,
    })
    .where(
      and(
        eq(payoutAccounts.accountId, info.id),
        eq(payoutAccounts.provider, providerName),
        or(isNull(payoutAccounts.syncedAt), lte(payoutAccounts.syncedAt, at)),
      ),
    )
    .returning({ id: payoutAccounts.id });
  return updated.length > 0;
}

/** Only an Active account of the provider in use. Pass `executor` inside a transaction: the embedded database has one connection. */
export async function activePayoutAccountId(outfitterId: number, executor: DbOrTx = db): Promise<string | null> {
  const row = await currentAccount(outfitterId, executor);
  return row?.state === "active" ? row.accountId : null;
}

/** These outfitters' payout states with the provider in use (the admin's user list); absent: not set up. */
export async function payoutStatesByOutfitter(outfitterIds: number[]): Promise<Map<number, PayoutState>> {
  const rows = await db
    .select({ outfitterId: payoutAccounts.outfitterId, state: payoutAccounts.state })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.provider, payoutProvider().name), inArray(payoutAccounts.outfitterId, outfitterIds)));
  return new Map(rows.map((r) => [r.outfitterId, r.state]));
}

/** 404 for an unknown account or when Stripe is in use, 403 for another outfitter's. */
export async function ownTestAccount(user: CurrentUser, accountId: string): Promise<AccountRow> {
  requireOutfitter(user);
  if (payoutProvider().name !== "test") throw notFound("Test payouts are disabled");
  // From the test onboarding page's URL: text the database cannot store (?account=a%00b) is no account.
  if (unstorableText(accountId)) throw notFound("Payout account not found");
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.accountId, accountId), eq(payoutAccounts.provider, "test")));
  if (!row) throw notFound("Payout account not found");
  if (row.outfitterId !== user.id) throw forbidden("This is not your payout account");
  return row;
}

export async function activateTestPayouts(user: CurrentUser, accountId: string, now = new Date()): Promise<PayoutStatus> {
  const row = await ownTestAccount(user, accountId);
  const info = await activateTestAccount(row.accountId);
  if (info) await applyAccountUpdate(info, "test", now);
  return toStatus(await currentAccount(user.id));
}
