import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";

/** The fake's stand-in for PayPal's signature of a webhook delivery (PayPal's is RSA over the same fields). */
export function webhookSignature(transmissionId: string, webhookId: string, body: string) {
  return createHash("sha256").update(`${transmissionId}|${webhookId}|${body}`).digest("base64");
}

type Order = {
  id: string;
  value: string;
  customId: string;
  captured: boolean;
  captureStatus: string;
  capturedValue: string;
  capturedCurrency?: string;
};
/**
 * How the next capture answers. OTHER_ORDER: the body describes a different order (id and
 * custom_id); FOREIGN_CUSTOM_ID: this order, but the capture names another payment's custom_id;
 * WRONG_CURRENCY: the right value in EUR.
 */
export type CaptureMode =
  "COMPLETED" | "PENDING" | "DECLINED" | "WRONG_AMOUNT" | "WRONG_CURRENCY" | "OTHER_ORDER" | "FOREIGN_CUSTOM_ID" | "INSTRUMENT_DECLINED";

/** A local stand-in for the PayPal REST API (OAuth, Orders v2 create / capture / get). */
export async function startFakePaypal() {
  const orders = new Map<string, Order>();
  const requests: { method: string; path: string; headers: IncomingMessage["headers"]; body: string }[] = [];
  /**
   * captureDelayMs: how long a capture takes at PayPal. A second capture of an order arriving
   * while one is in flight fails, as PayPal documents for simultaneous requests with the same
   * PayPal-Request-Id (422 with `duplicateIssue`).
   */
  const state = {
    captureMode: "COMPLETED" as CaptureMode,
    seq: 0,
    captureDelayMs: 0,
    duplicateIssue: "PAYPAL_REQUEST_ID_PREVIOUSLY_USED",
    /**
     * How verify-webhook-signature answers. GENUINE: SUCCESS only for a transmission signed with
     * `webhookSignature(transmissionId, webhookId, body)` (below) for the webhook id in `webhookId`,
     * FAILURE otherwise, as PayPal checks the signature against the event and the webhook id.
     * ERROR: a 500, PayPal unreachable.
     */
    verification: "GENUINE" as "GENUINE" | "ERROR",
    webhookId: "WH1WEBHOOKID",
  };
  const inFlight = new Set<string>();

  const send = (res: import("node:http").ServerResponse, status: number, data: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(data));
  };
  const orderJson = (o: Order) => ({
    id: o.id,
    status: o.captured
      ? o.captureStatus === "COMPLETED"
        ? "COMPLETED"
        : o.captureStatus === "PENDING"
          ? "COMPLETED"
          : "VOIDED"
      : "PAYER_ACTION_REQUIRED",
    purchase_units: [
      {
        reference_id: `commission-${o.customId}`,
        payments: o.captured
          ? {
              captures: [
                {
                  id: `CAP-${o.id}`,
                  status: o.captureStatus,
                  custom_id: o.customId,
                  amount: { currency_code: o.capturedCurrency ?? "USD", value: o.capturedValue },
                },
              ],
            }
          : undefined,
      },
    ],
  });

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const path = req.url ?? "";
      requests.push({ method: req.method ?? "", path, headers: req.headers, body });
      if (path === "/v1/oauth2/token") {
        if (!req.headers.authorization?.startsWith("Basic ")) return send(res, 401, { error: "invalid_client" });
        return send(res, 200, { access_token: "fake-access-token", token_type: "Bearer", expires_in: 32400 });
      }
      if (req.headers.authorization !== "Bearer fake-access-token") return send(res, 401, { name: "AUTHENTICATION_FAILURE" });
      if (req.method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
        if (state.verification === "ERROR") return send(res, 500, { name: "INTERNAL_SERVICE_ERROR" });
        const v = JSON.parse(body) as Record<string, unknown>;
        const required = [
          "auth_algo",
          "cert_url",
          "transmission_id",
          "transmission_sig",
          "transmission_time",
          "webhook_id",
          "webhook_event",
        ];
        if (required.some((k) => v[k] == null || v[k] === "")) return send(res, 400, { name: "VALIDATION_ERROR" });
        // PayPal's schema: auth_algo ^[a-zA-Z0-9]+$ (a malformed value is a 400, not a FAILURE)
        if (!/^[a-zA-Z0-9]+$/.test(String(v.auth_algo)))
          return send(res, 400, { name: "VALIDATION_ERROR", details: [{ field: "auth_algo" }] });
        // PayPal signs the event as sent: the body must carry it unchanged, key order included.
        const event = JSON.stringify(v.webhook_event);
        const ok =
          v.webhook_id === state.webhookId &&
          v.transmission_sig === webhookSignature(String(v.transmission_id), String(v.webhook_id), event) &&
          body.endsWith(`"webhook_event":${event}}`);
        return send(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
      }
      if (req.method === "POST" && path === "/v2/checkout/orders") {
        const data = JSON.parse(body) as { purchase_units: { custom_id: string; amount: { value: string } }[] };
        const id = `ORDER${++state.seq}`;
        const unit = data.purchase_units[0]!;
        orders.set(id, { id, value: unit.amount.value, customId: unit.custom_id, captured: false, captureStatus: "", capturedValue: "" });
        return send(res, 200, {
          id,
          status: "PAYER_ACTION_REQUIRED",
          links: [{ rel: "payer-action", href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}` }],
        });
      }
      const cap = /^\/v2\/payments\/captures\/CAP-([^/]+)$/.exec(path);
      if (req.method === "GET" && cap) {
        const o = orders.get(decodeURIComponent(cap[1]!));
        if (!o?.captured) return send(res, 404, { name: "RESOURCE_NOT_FOUND" });
        return send(res, 200, {
          id: `CAP-${o.id}`,
          status: o.captureStatus,
          custom_id: o.customId,
          supplementary_data: { related_ids: { order_id: o.id } },
        });
      }
      const m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      const order = m ? orders.get(decodeURIComponent(m[1]!)) : undefined;
      if (!order) return send(res, 404, { name: "RESOURCE_NOT_FOUND" });
      if (req.method === "GET") return send(res, 200, orderJson(order));
      if (inFlight.has(order.id)) return send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: state.duplicateIssue }] });
      if (order.captured) return send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] });
      if (state.captureMode === "INSTRUMENT_DECLINED")
        return send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INSTRUMENT_DECLINED" }] });
      if (!state.captureDelayMs) return capture(order, res);
      inFlight.add(order.id);
      setTimeout(() => {
        inFlight.delete(order.id);
        capture(order, res);
      }, state.captureDelayMs);
    });
  });

  function capture(order: Order, res: import("node:http").ServerResponse) {
    const mode = state.captureMode;
    order.captured = true;
    order.captureStatus = ["PENDING", "DECLINED"].includes(mode) ? mode : "COMPLETED";
    order.capturedValue = mode === "WRONG_AMOUNT" ? "1.00" : order.value;
    if (mode === "WRONG_CURRENCY") order.capturedCurrency = "EUR";
    if (mode === "OTHER_ORDER") return send(res, 201, orderJson({ ...order, id: `${order.id}-ELSEWHERE`, customId: "999999" }));
    if (mode === "FOREIGN_CUSTOM_ID") return send(res, 201, orderJson({ ...order, customId: "999999" }));
    return send(res, 201, orderJson(order));
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    orders,
    requests,
    state,
    /** PayPal settles a PENDING capture (e.g. an eCheck clears). */
    settle(id: string) {
      orders.get(id)!.captureStatus = "COMPLETED";
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
