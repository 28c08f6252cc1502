import "server-only";
import Stripe from "stripe";
import { config } from "@/lib/config";
import {
  PaymentProviderError,
  type IntentActionArgs,
  type IntentStatus,
  type PaymentIntentInfo,
  type PaymentProvider,
} from "./card-provider-types";

let cached: { key: string; client: Stripe } | undefined;

/** STRIPE_API_BASE (tests: a local fake Stripe server) is split into the SDK's host, port and protocol. */
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
  const destination = pi.transfer_data?.destination;
  return {
    id: pi.id,
    status: pi.status as IntentStatus,
    amountCents: pi.amount,
    amountCapturedCents: pi.amount_received ?? 0,
    currency: pi.currency,
    metadata: { ...(pi.metadata ?? {}) },
    clientSecret: pi.client_secret,
    lastError: pi.last_payment_error?.message ?? null,
    captureMethod: pi.capture_method === "manual" ? "manual" : "automatic",
    transferDestination: (typeof destination === "string" ? destination : destination?.id) ?? null,
    applicationFeeCents: pi.application_fee_amount ?? 0,
    customerId: (typeof pi.customer === "string" ? pi.customer : pi.customer?.id) ?? null,
    paymentMethodId: (typeof pi.payment_method === "string" ? pi.payment_method : pi.payment_method?.id) ?? null,
  };
}

function providerError(err: unknown): PaymentProviderError {
  const message = err instanceof Error ? err.message : String(err);
  return new PaymentProviderError(message);
}

// Stripe answers payment_intent_unexpected_state to a capture or cancel already done: when the intent is where the call wanted it,
// a retry after a lost answer is a success.
async function alreadyThere(err: unknown, id: string, status: IntentStatus): Promise<PaymentIntentInfo | null> {
  if (!(err instanceof Stripe.errors.StripeInvalidRequestError) || err.code !== "payment_intent_unexpected_state") return null;
  const pi = toIntentInfo(await stripeClient().paymentIntents.retrieve(id));
  return pi.status === status ? pi : null;
}

async function finishIntent(action: "capture" | "cancel", { intentId, idempotencyKey }: IntentActionArgs): Promise<PaymentIntentInfo> {
  try {
    return toIntentInfo(await stripeClient().paymentIntents[action](intentId, {}, { idempotencyKey }));
  } catch (err) {
    const done = await alreadyThere(err, intentId, action === "capture" ? "succeeded" : "canceled").catch(() => null);
    if (done) return done;
    throw providerError(err);
  }
}

export const stripeProvider: PaymentProvider = {
  name: "stripe",
  async createIntent({
    amountCents,
    currency,
    description,
    metadata,
    idempotencyKey,
    captureMethod = "automatic",
    destination,
    customerId,
    setupFutureUsage,
  }) {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: amountCents,
      currency,
      description,
      metadata,
      automatic_payment_methods: { enabled: true },
      capture_method: captureMethod,
    };
    if (destination) {
      // A destination charge: the outfitter's account is the merchant of record and receives the
      // whole amount; the platform keeps only the application fee, when there is one.
      params.transfer_data = { destination: destination.accountId };
      params.on_behalf_of = destination.accountId;
      if (destination.applicationFeeCents > 0) params.application_fee_amount = destination.applicationFeeCents;
    }
    // The card is saved to the hunter's customer for the balance Ridgeline charges later, off-session.
    if (customerId) params.customer = customerId;
    if (customerId && setupFutureUsage) params.setup_future_usage = setupFutureUsage;
    try {
      return toIntentInfo(await stripeClient().paymentIntents.create(params, { idempotencyKey }));
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
  capture: (args) => finishIntent("capture", args),
  cancel: (args) => finishIntent("cancel", args),
  async refund({ intentId, amountCents, idempotencyKey, reverseTransfer, refundApplicationFee }) {
    const params: Stripe.RefundCreateParams = { payment_intent: intentId, amount: amountCents };
    if (reverseTransfer) params.reverse_transfer = true;
    if (refundApplicationFee) params.refund_application_fee = true;
    try {
      const refund = await stripeClient().refunds.create(params, { idempotencyKey });
      return { id: refund.id, status: refund.status ?? "pending", amountCents: refund.amount };
    } catch (err) {
      throw providerError(err);
    }
  },
};

/** Null when the signature, timestamp or secret does not match (the caller answers 400). */
export function verifyStripeWebhook(rawBody: string, signature: string | null): Stripe.Event | null {
  const secret = config().STRIPE_WEBHOOK_SECRET;
  if (!secret || !signature) return null;
  try {
    return stripeClient().webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}
