import "server-only";
import { formatCents } from "@/lib/format/money";
import type { CaptureResult, CommissionPaymentProvider, CreateOrderArgs, CreatedOrder } from "./paypal-types";
import { PaymentProviderError } from "./paypal-types";

/** PayPal Orders v2 over fetch (no SDK); the base URL is configurable so tests use a local fake server. */
export type Creds = { base: string; clientId: string; secret: string };

const tokenCache = new Map<string, { token: string; expiresAt: number }>();

async function accessToken(c: Creds): Promise<string> {
  const cacheKey = `${c.base}|${c.clientId}`;
  const cached = tokenCache.get(cacheKey);
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
  const res = await fetch(`${c.base}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${c.clientId}:${c.secret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  if (!res.ok) throw new PaymentProviderError(`PayPal auth failed (${res.status})`, res.status);
  const data = (await res.json()) as { access_token?: string; expires_in?: number };
  if (!data.access_token) throw new PaymentProviderError("PayPal auth returned no token");
  tokenCache.set(cacheKey, { token: data.access_token, expiresAt: Date.now() + (data.expires_in ?? 300) * 1000 });
  return data.access_token;
}

async function call<T>(c: Creds, method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${await accessToken(c)}`, "content-type": "application/json" };
  if (requestId) headers["PayPal-Request-Id"] = requestId;
  const res = await fetch(`${c.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok) {
    const issue = (data.details as { issue?: string }[] | undefined)?.[0]?.issue;
    throw new PaymentProviderError(`PayPal ${method} ${path} failed (${res.status}${issue ? ` ${issue}` : ""})`, res.status, issue);
  }
  return data as T;
}

type PaypalOrder = {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: {
    custom_id?: string;
    payments?: { captures?: { id: string; status: string; custom_id?: string; amount?: { currency_code: string; value: string } }[] };
  }[];
};

function toCapture(order: PaypalOrder): CaptureResult {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    orderId: order.id,
    orderStatus: order.status,
    captureId: capture?.id ?? null,
    captureStatus: capture?.status ?? null,
    currency: capture?.amount?.currency_code ?? null,
    value: capture?.amount?.value ?? null,
    customId: capture?.custom_id ?? unit?.custom_id ?? null,
  };
}

/** Capture refusals that say "this order is (being) captured by another request", not "declined". */
const READ_ORDER_ISSUES = new Set(["ORDER_ALREADY_CAPTURED", "PAYPAL_REQUEST_ID_PREVIOUSLY_USED", "DUPLICATE_REQUEST_ID"]);

export function paypalProvider(c: Creds): CommissionPaymentProvider {
  return {
    name: "paypal",
    async createOrder(args: CreateOrderArgs): Promise<CreatedOrder> {
      const order = await call<PaypalOrder>(
        c,
        "POST",
        "/v2/checkout/orders",
        {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: `commission-${args.paymentId}`,
              custom_id: String(args.paymentId),
              description: args.description.slice(0, 127),
              amount: { currency_code: "USD", value: formatCents(args.totalCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: "Ridgeline",
                user_action: "PAY_NOW",
                shipping_preference: "NO_SHIPPING",
                return_url: args.returnUrl,
                cancel_url: args.cancelUrl,
              },
            },
          },
        },
        `ridgeline-commission-${args.paymentId}`,
      );
      const approve = order.links?.find((l) => l.rel === "payer-action" || l.rel === "approve");
      if (!order.id || !approve) throw new PaymentProviderError("PayPal returned no approval link");
      return { orderId: order.id, approvalUrl: approve.href };
    },
    async captureOrder(orderId: string): Promise<CaptureResult> {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      try {
        return toCapture(await call<PaypalOrder>(c, "POST", `${path}/capture`, {}, `ridgeline-capture-${orderId}`));
      } catch (err) {
        // A replayed return (PayPal refuses a second capture) or a simultaneous one (PayPal may fail
        // the duplicate while the first is still capturing): read the order as it stands.
        if (err instanceof PaymentProviderError && err.issue && READ_ORDER_ISSUES.has(err.issue)) {
          return toCapture(await call<PaypalOrder>(c, "GET", path));
        }
        throw err;
      }
    },
  };
}

/** The headers PayPal signs a webhook delivery with (PAYPAL-TRANSMISSION-ID …), by lower-case name. */
export const PAYPAL_WEBHOOK_HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

// The raw body is spliced into the request, not parsed and serialised again, which could change the bytes PayPal signed.
// A delivery missing a header is refused without asking.
export async function verifyPaypalWebhook(c: Creds, webhookId: string, headers: Headers, rawBody: string): Promise<boolean> {
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(PAYPAL_WEBHOOK_HEADERS)) {
    const value = headers.get(header);
    if (!value) return false;
    fields[field] = value;
  }
  const prefix = JSON.stringify({ ...fields, webhook_id: webhookId }).slice(0, -1);
  const res = await fetch(`${c.base}/v1/notifications/verify-webhook-signature`, {
    method: "POST",
    headers: { authorization: `Bearer ${await accessToken(c)}`, "content-type": "application/json" },
    body: `${prefix},"webhook_event":${rawBody}}`,
  });
  // PayPal refusing the request itself (a malformed header value): not a delivery PayPal signed.
  if (res.status === 400 || res.status === 422) return false;
  if (!res.ok) throw new PaymentProviderError(`PayPal webhook verification failed (${res.status})`, res.status);
  const data = (await res.json()) as { verification_status?: string };
  return data.verification_status === "SUCCESS";
}

/** The order a capture belongs to (GET /v2/payments/captures/{id}), or null when PayPal does not know the capture. */
export async function paypalCaptureOrderId(c: Creds, captureId: string): Promise<string | null> {
  try {
    const capture = await call<{ supplementary_data?: { related_ids?: { order_id?: string } } }>(
      c,
      "GET",
      `/v2/payments/captures/${encodeURIComponent(captureId)}`,
    );
    return capture.supplementary_data?.related_ids?.order_id ?? null;
  } catch (err) {
    if (err instanceof PaymentProviderError && err.status === 404) return null;
    throw err;
  }
}
