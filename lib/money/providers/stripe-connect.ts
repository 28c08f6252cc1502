import "server-only";
import Stripe from "stripe";
import type { PayoutProvider } from "./payout-provider-types";
import type { ConnectedAccountInfo } from "@/lib/money/payouts/state";
import { stripeClient } from "./stripe";
import { PaymentProviderError } from "./card-provider-types";

export function toAccountInfo(a: Stripe.Account): ConnectedAccountInfo {
  const due = [...(a.requirements?.past_due ?? []), ...(a.requirements?.currently_due ?? [])];
  return {
    id: a.id,
    chargesEnabled: Boolean(a.charges_enabled),
    payoutsEnabled: Boolean(a.payouts_enabled),
    detailsSubmitted: Boolean(a.details_submitted),
    requirementsDue: [...new Set(due)],
    disabledReason: a.requirements?.disabled_reason ?? null,
  };
}

const fail = (err: unknown) => new PaymentProviderError(err instanceof Error ? err.message : String(err));

export const stripeConnect: PayoutProvider = {
  name: "stripe",
  async createAccount({ email, metadata, idempotencyKey }) {
    try {
      const account = await stripeClient().accounts.create(
        {
          // An Express account: Stripe collects the requirements and hosts the outfitter's
          // dashboard; the platform pays Stripe's fees and carries negative balances.
          controller: {
            stripe_dashboard: { type: "express" },
            fees: { payer: "application" },
            losses: { payments: "application" },
            requirement_collection: "stripe",
          },
          country: "US",
          email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata,
        },
        { idempotencyKey },
      );
      return toAccountInfo(account);
    } catch (err) {
      throw fail(err);
    }
  },
  async retrieveAccount(id) {
    try {
      return toAccountInfo(await stripeClient().accounts.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError && (err.code === "resource_missing" || err.code === "account_invalid")) return null;
      throw fail(err);
    }
  },
  async onboardingLink({ accountId, refreshUrl, returnUrl }) {
    try {
      const link = await stripeClient().accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: "account_onboarding",
      });
      return link.url;
    } catch (err) {
      throw fail(err);
    }
  },
  async dashboardLink(accountId) {
    try {
      return (await stripeClient().accounts.createLoginLink(accountId)).url;
    } catch (err) {
      throw fail(err);
    }
  },
};
