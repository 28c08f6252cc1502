import "server-only";
import Stripe from "stripe";
import { config } from "@/lib/config";
import { PaymentProviderError, type IntentStatus, type PaymentIntentInfo, type PaymentProvider } from "./types";

let cached: { key: string; client: Stripe } | undefined;

/**
 * The Stripe SDK client. STRIPE_API_BASE (tests: a local fake Stripe server) is split into the
 * SDK's host, port and protocol options.
 */
export function stripeClient(): Stripe {
  const cfg = config();
  if (!cfg.STRIPE_SECRET_KEY) throw new PaymentProviderError("Stripe is not configured");
  const cacheKey = `${cfg.STRIPE_SECRET_KEY}|${cfg.STRIPE_API_BASE ?? ""}`;
  if (cached?.key === cacheKey) return cached.client;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (cfg.STRIPE_API_BASE) {
    const base = new URL(cfg.STRIPE_API_BASE);
    const protocol = base.protocol === "http:" ? "http" : "https";
    options.host = base.hostname;
    options.port = base.port || (protocol === "http" ? 80 : 443);
    options.protocol = protocol;
  }
  const client = new Stripe(cfg.STRIPE_SECRET_KEY, options);
  cached = { key: cacheKey, client };
  return client;
}

export function toIntentInfo(pi: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: pi.id,
    status: pi.status as IntentStatus,
    amountCents: pi.amount,
    currency: pi.currency,
    metadata: { ...(pi.metadata ?? {}) },
    clientSecret: pi.client_secret,
    lastError: pi.last_payment_error?.message ?? null,
  };
}

function providerError(err: unknown): PaymentProviderError {
  const message = err instanceof Error ? err.message : String(err);
  return new PaymentProviderError(message);
}

export const stripeProvider: PaymentProvider = {
  name: "stripe",
  async createIntent({ amountCents, currency, description, metadata, idempotencyKey }) {
    try {
      const pi = await stripeClient().paymentIntents.create(
        { amount: amountCents, currency, description, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      );
      return toIntentInfo(pi);
    } catch (err) {
      throw providerError(err);
    }
  },
  async retrieveIntent(id) {
    try {
      return toIntentInfo(await stripeClient().paymentIntents.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") return null;
      throw providerError(err);
    }
  },
  async refund({ intentId, amountCents, idempotencyKey }) {
    try {
      const refund = await stripeClient().refunds.create({ payment_intent: intentId, amount: amountCents }, { idempotencyKey });
      return { id: refund.id, status: refund.status ?? "pending", amountCents: refund.amount };
    } catch (err) {
      throw providerError(err);
    }
  },
};

/**
 * Verifies a webhook's signature over the raw request body and returns the event; null when the
 * signature, timestamp or secret does not match (the caller answers 400).
 */
export function verifyStripeWebhook(rawBody: string, signature: string | null): Stripe.Event | null {
  const secret = config().STRIPE_WEBHOOK_SECRET;
  if (!secret || !signature) return null;
  try {
    return stripeClient().webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}
