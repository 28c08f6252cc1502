// POST /api/stripe/webhook — Stripe events, signature verified over the raw body; each event applied once.
import { NextResponse, type NextRequest } from "next/server";
import { MAX_JSON_BODY_BYTES, readBodyText } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/route";
import { handleStripeWebhook } from "@/lib/money/charges/stripe-events";

export async function POST(req: NextRequest): Promise<Response> {
  let res: Response;
  try {
    // Read as it streams and stopped at 1 MB (413), with or without Content-Length: Stripe's events
    // are a few kilobytes, and anyone can post here before the signature is checked.
    const raw = await readBodyText(req, MAX_JSON_BODY_BYTES);
    res = NextResponse.json(await handleStripeWebhook(raw, req.headers.get("stripe-signature")));
  } catch (err) {
    res = errorResponse(err);
  }
  // Like every route() answer to a mutation: never cached by a proxy.
  res.headers.set("cache-control", "private, no-store");
  return res;
}
