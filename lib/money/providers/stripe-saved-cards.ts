import "server-only";
import Stripe from "stripe";
import { PaymentProviderError } from "./card-provider-types";
import type { SavedCardProvider, SetupIntentInfo, SetupIntentStatus } from "./saved-card-types";
import { stripeClient, toIntentInfo } from "./stripe";

function toSetupInfo(si: Stripe.SetupIntent): SetupIntentInfo {
  return {
    id: si.id,
    status: si.status as SetupIntentStatus,
    clientSecret: si.client_secret,
    customerId: (typeof si.customer === "string" ? si.customer : si.customer?.id) ?? null,
    paymentMethodId: (typeof si.payment_method === "string" ? si.payment_method : si.payment_method?.id) ?? null,
    metadata: { ...(si.metadata ?? {}) },
    lastError: si.last_setup_error?.message ?? null,
  };
}

const failure = (err: unknown) => new PaymentProviderError(err instanceof Error ? err.message : String(err));

export const stripeSavedCards: SavedCardProvider = {
  name: "stripe",
  async createCustomer({ email, name, metadata, idempotencyKey }) {
    try {
      const c = await stripeClient().customers.create({ email, name, metadata }, { idempotencyKey });
      return { id: c.id };
    } catch (err) {
      throw failure(err);
    }
  },
  async chargeOffSession({ amountCents, currency, description, metadata, idempotencyKey, customerId, paymentMethodId, destination }) {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: amountCents,
      currency,
      description,
      metadata,
      customer: customerId,
      payment_method: paymentMethodId,
      off_session: true,
      confirm: true,
      // A destination charge like the deposit: the outfitter's account is the merchant of record.
      transfer_data: { destination: destination.accountId },
      on_behalf_of: destination.accountId,
    };
    if (destination.applicationFeeCents > 0) params.application_fee_amount = destination.applicationFeeCents;
    try {
      return { ok: true, intent: toIntentInfo(await stripeClient().paymentIntents.create(params, { idempotencyKey })) };
    } catch (err) {
      // A decline or a card asking for authentication is an answer (402), not an outage.
      if (err instanceof Stripe.errors.StripeCardError) {
        const pi = (err.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent;
        return { ok: false, code: err.code ?? "card_declined", message: err.message, intentId: pi?.id ?? null };
      }
      throw failure(err);
    }
  },
  async createSetupIntent({ customerId, metadata, idempotencyKey }) {
    try {
      const si = await stripeClient().setupIntents.create(
        { customer: customerId, usage: "off_session", automatic_payment_methods: { enabled: true }, metadata },
        { idempotencyKey },
      );
      return toSetupInfo(si);
    } catch (err) {
      throw failure(err);
    }
  },
  async retrieveSetupIntent(id) {
    try {
      return toSetupInfo(await stripeClient().setupIntents.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") return null;
      throw failure(err);
    }
  },
  async cardLast4(paymentMethodId) {
    try {
      const pm = await stripeClient().paymentMethods.retrieve(paymentMethodId);
      return pm.card?.last4 ?? null;
    } catch {
      return null;
    }
  },
};

export { toSetupInfo };
