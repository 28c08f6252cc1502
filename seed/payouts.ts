import { payoutAccounts, testConnectedAccounts } from "@/db/schema";
import { daysAgo, type SeedContext } from "./context";
import { OUTFITTERS } from "./data/outfitters";

/** The approved demo outfitter without a payout account: its hunts ask hunters to message it to book. */
export const NO_PAYOUTS_OUTFITTER_KEY = "tien-shan";

/** A demo outfitter's test connected account id: the destination of its hunters' card payments too. */
export const accountId = (outfitterId: number) => `acct_test_demo${String(outfitterId).padStart(6, "0")}`;

/**
 * Payout accounts of the demo outfitters on the offline test provider: every approved outfitter
 * (the demo outfitter included) is Active, except one that has not set up payouts; applicants
 * have none.
 */
export async function seedPayouts(ctx: SeedContext) {
  const withPayouts = OUTFITTERS.filter((o) => o.status !== "pending" && o.key !== NO_PAYOUTS_OUTFITTER_KEY).map((o) =>
    ctx.outfitterByKey.get(o.key)!,
  );
  if (withPayouts.length === 0) return;
  const activatedAt = daysAgo(ctx, 300);
  await ctx.tx.insert(testConnectedAccounts).values(
    withPayouts.map((u) => ({
      id: accountId(u.id),
      idempotencyKey: `payout-account-${u.id}-test`,
      email: u.email,
      metadata: { outfitterId: String(u.id) },
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      createdAt: activatedAt,
    })),
  );
  await ctx.tx.insert(payoutAccounts).values(
    withPayouts.map((u) => ({
      outfitterId: u.id,
      provider: "test",
      accountId: accountId(u.id),
      state: "active" as const,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      syncedAt: activatedAt,
      activatedAt,
      createdAt: activatedAt,
    })),
  );
}
