import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as nextAuthPOST } from "@/app/api/auth/[...nextauth]/route";
import { POST as contactPOST } from "@/app/api/contact/route";
import { POST as huntsPOST } from "@/app/api/hunts/route";
import { POST as webhookPOST } from "@/app/api/stripe/webhook/route";
import { POST as paypalWebhookPOST } from "@/app/api/paypal/webhook/route";
import { POST as resendWebhookPOST } from "@/app/api/email/resend-webhook/route";
import { createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { MAX_JSON_BODY_BYTES } from "@/lib/http/body";
import { MAX_AUTH_BODY_BYTES } from "@/lib/auth/nextauth-route";

/**
 * Every body the app reads stops at its limit while it streams, with or without Content-Length
 * (uploads: tests/integration/storage/upload-streaming.test.ts). Each request here offers an 8 MB body
 * and no Content-Length: a handler that reads the body whole before checking it (req.text(),
 * req.json()) pulls all of it; one that stops pulls at most the limit and a chunk or two more.
 */
const CHUNK = 64 * 1024;
const OFFERED = 8 * 1024 * 1024;

function endlessRequest(url: string, contentType: string, extra: Record<string, string>) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (pulled >= OFFERED) return c.close();
      pulled += CHUNK;
      c.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
  });
  const req = new NextRequest(new URL(url, "http://localhost:3000"), {
    method: "POST",
    headers: { "content-type": contentType, ...extra },
    body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  return { req, pulled: () => pulled };
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
const outfitterToken = async () => ({ authorization: `Bearer ${await issueApiToken((await createOutfitter()).id)}` });
const CASES: Array<[string, Handler, string, string, number, Record<string, string | string[]>, (() => Promise<Record<string, string>>)?]> =
  [
    ["a JSON route (POST /api/contact)", contactPOST as Handler, "/api/contact", "application/json", MAX_JSON_BODY_BYTES, {}],
    [
      "a JSON route with authentication (POST /api/hunts)",
      huntsPOST as Handler,
      "/api/hunts",
      "application/json",
      MAX_JSON_BODY_BYTES,
      {},
      outfitterToken,
    ],
    ["a JSON body sent as text/plain", contactPOST as Handler, "/api/contact", "text/plain", MAX_JSON_BODY_BYTES, {}],
    [
      "the Stripe webhook (before its signature is checked)",
      webhookPOST as Handler,
      "/api/stripe/webhook",
      "application/json",
      MAX_JSON_BODY_BYTES,
      {},
    ],
    [
      "the PayPal webhook (before anything else, even when PayPal is not configured)",
      paypalWebhookPOST as Handler,
      "/api/paypal/webhook",
      "application/json",
      MAX_JSON_BODY_BYTES,
      {},
    ],
    [
      "the Resend webhook (before its signature is checked, even when it is not configured)",
      resendWebhookPOST as Handler,
      "/api/email/resend-webhook",
      "application/json",
      MAX_JSON_BODY_BYTES,
      {},
    ],
    [
      "next-auth's endpoints (JSON)",
      nextAuthPOST as Handler,
      "/api/auth/callback/credentials",
      "application/json",
      MAX_AUTH_BODY_BYTES,
      { nextauth: ["callback", "credentials"] },
    ],
    [
      "next-auth's endpoints (form)",
      nextAuthPOST as Handler,
      "/api/auth/session",
      "application/x-www-form-urlencoded",
      MAX_AUTH_BODY_BYTES,
      { nextauth: ["session"] },
    ],
  ];

describe("an 8 MB body without Content-Length is refused with 413 once past the limit", () => {
  it.each(CASES)(
    "%s",
    async (_name, handler, url, type, limit, params, headers) => {
      const { req, pulled } = endlessRequest(url, type, (await headers?.()) ?? {});
      expect(req.headers.get("content-length")).toBeNull();
      const res = await handler(req, { params: Promise.resolve(params) });
      expect(pulled(), "read past the limit").toBeLessThanOrEqual(limit + 2 * CHUNK);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message?: string }).message).toMatch(/too large/i);
    },
    20_000,
  );
});
