import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { fakeConnect } from "./fake-stripe-connect";
import { FAILURE_MESSAGES, fakeSavedCards } from "./fake-stripe-saved-cards";

type Obj = Record<string, unknown>;
export type FakeRequest = { method: string; path: string; idempotencyKey: string | null; body: Obj };

/** Parses Stripe's form encoding (`metadata[bookingId]=1`) into nested objects. */
function parseForm(text: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]/).filter(Boolean);
    let node = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) node[p] = value;
      else node = (node[p] ??= {}) as Obj;
    });
  }
  return out;
}

async function readBody(req: IncomingMessage) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

/**
 * A local fake of the parts of the Stripe API the app uses (PaymentIntents create, retrieve,
 * capture and cancel; refunds in parts; Connect accounts and their links), honouring idempotency keys the way Stripe does, for the
 * real stripe SDK to talk to.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Obj>();
  const idempotent = new Map<string, Obj>();
  const requests: FakeRequest[] = [];
  let seq = 0;
  /** Failures to answer with, per kind of call ("refund", "capture", "cancel"), until cleared. */
  const failures = new Map<string, string>();
  const refunded = new Map<string, number>();
  const connect = fakeConnect();
  const savedCards = fakeSavedCards(() => ++seq);

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = parseForm(await readBody(req));
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: req.method ?? "GET", path: url.pathname, idempotencyKey, body });
    const send = (status: number, data: Obj) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++seq}` });
      res.end(JSON.stringify(data));
    };
    const missing = (what: string, id: string) =>
      send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'` } });
    if (idempotencyKey && req.method === "POST" && idempotent.has(idempotencyKey)) {
      const earlier = idempotent.get(idempotencyKey)!;
      return send(earlier.error ? 402 : 200, earlier);
    }

    const saved = savedCards.handle(req.method ?? "GET", url.pathname, body, send, idempotencyKey);
    if (saved !== false) {
      if (saved && idempotencyKey) idempotent.set(idempotencyKey, saved);
      return;
    }
    if (req.method === "POST" && url.pathname === "/v1/payment_intents" && body.off_session === "true") {
      // A saved card charged off-session (confirm: true): succeeds, or answers 402 as the card is set to.
      const id = `pi_fake_${++seq}`;
      const failure = savedCards.behaviour.get(String(body.payment_method));
      const pi: Obj = {
        id,
        object: "payment_intent",
        amount: Number(body.amount),
        currency: body.currency,
        metadata: body.metadata ?? {},
        status: failure ? "requires_payment_method" : "succeeded",
        client_secret: `${id}_secret_fake`,
        last_payment_error: failure ? { code: failure, message: FAILURE_MESSAGES[failure] } : null,
        livemode: false,
        capture_method: "automatic",
        amount_received: failure ? 0 : Number(body.amount),
        customer: body.customer ?? null,
        payment_method: body.payment_method ?? null,
        transfer_data: body.transfer_data ?? null,
        on_behalf_of: body.on_behalf_of ?? null,
        application_fee_amount: body.application_fee_amount === undefined ? null : Number(body.application_fee_amount),
      };
      intents.set(id, pi);
      const answer = failure
        ? { error: { type: "card_error", code: failure, message: FAILURE_MESSAGES[failure], payment_intent: pi } }
        : pi;
      if (idempotencyKey) idempotent.set(idempotencyKey, answer);
      return send(failure ? 402 : 200, answer);
    }
    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      const id = `pi_fake_${++seq}`;
      const pi: Obj = {
        id,
        object: "payment_intent",
        amount: Number(body.amount),
        currency: body.currency,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        last_payment_error: null,
        livemode: false,
        capture_method: body.capture_method ?? "automatic",
        amount_received: 0,
        transfer_data: body.transfer_data ?? null,
        on_behalf_of: body.on_behalf_of ?? null,
        application_fee_amount: body.application_fee_amount === undefined ? null : Number(body.application_fee_amount),
        customer: body.customer ?? null,
        setup_future_usage: body.setup_future_usage ?? null,
        payment_method: null,
      };
      intents.set(id, pi);
      if (idempotencyKey) idempotent.set(idempotencyKey, pi);
      return send(200, pi);
    }
    const piMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && piMatch) {
      const pi = intents.get(piMatch[1]!);
      return pi ? send(200, pi) : missing("payment_intent", piMatch[1]!);
    }
    const unexpected = (pi: Obj, verb: string) =>
      send(400, {
        error: {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: `You cannot ${verb} this PaymentIntent because it has a status of ${String(pi.status)}.`,
        },
      });
    const actionMatch = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(url.pathname);
    if (req.method === "POST" && actionMatch) {
      const [, id, action] = actionMatch as unknown as [string, string, "capture" | "cancel"];
      if (failures.has(action)) return send(500, { error: { type: "api_error", message: failures.get(action) } });
      const pi = intents.get(id);
      if (!pi) return missing("payment_intent", id);
      if (action === "capture") {
        if (pi.status !== "requires_capture") return unexpected(pi, "capture");
        Object.assign(pi, { status: "succeeded", amount_received: pi.amount });
      } else {
        if (["succeeded", "canceled", "processing"].includes(String(pi.status))) return unexpected(pi, "cancel");
        pi.status = "canceled";
      }
      if (idempotencyKey) idempotent.set(idempotencyKey, { ...pi });
      return send(200, pi);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      if (failures.has("refund")) return send(500, { error: { type: "api_error", message: failures.get("refund") } });
      const pi = intents.get(String(body.payment_intent));
      if (!pi) return missing("payment_intent", String(body.payment_intent));
      const left = Number(pi.amount_received) - (refunded.get(String(pi.id)) ?? 0);
      const amount = Number(body.amount ?? left);
      if (pi.status !== "succeeded" || amount > left) {
        return send(400, {
          error: {
            type: "invalid_request_error",
            message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`,
          },
        });
      }
      refunded.set(String(pi.id), (refunded.get(String(pi.id)) ?? 0) + amount);
      const refund = { id: `re_fake_${++seq}`, object: "refund", amount, payment_intent: pi.id, status: "succeeded" };
      if (idempotencyKey) idempotent.set(idempotencyKey, refund);
      return send(200, refund);
    }
    const answered = connect.handle(req.method ?? "GET", url.pathname, body, send);
    if (answered !== false) {
      if (answered && idempotencyKey) idempotent.set(idempotencyKey, answered);
      return;
    }
    send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    /** Connected accounts: `connect.accounts`, and `connect.update` for what onboarding changes. */
    connect,
    /** Customers, SetupIntents, and how each saved card answers an off-session charge (`savedCards.behaviour`). */
    savedCards,
    /**
     * What the browser's confirmation does at Stripe: the intent succeeds (charged in full),
     * is authorized (`requires_capture`), or fails.
     */
    setStatus(id: string, status: string, lastError?: string) {
      const pi = intents.get(id)!;
      pi.status = status;
      pi.amount_received = status === "succeeded" ? pi.amount : 0;
      pi.last_payment_error = lastError ? { message: lastError } : null;
      return pi;
    },
    /** Makes every call of a kind fail with a 500 and `message` (null: succeed again). */
    fail(kind: "refund" | "capture" | "cancel", message: string | null) {
      if (message === null) failures.delete(kind);
      else failures.set(kind, message);
    },
    failRefunds(message: string | null) {
      this.fail("refund", message);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery with a real signature (the SDK's own test header). */
export function signedEvent(
  secret: string,
  type: string,
  object: Obj,
  id = `evt_${Math.random().toString(36).slice(2)}`,
  created = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify({ id, object: "event", api_version: "2025-01-01", created, type, data: { object } });
  const signature = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, signature };
}
