// POST /api/paypal/webhook — PayPal capture events (completed, denied, refunded), verified with PayPal's verify-webhook-signature API; each event applied once.
import { NextResponse, type NextRequest } from "next/server";
import { handlePaypalWebhook } from "@/lib/money/commission/paypal-webhook";
import { MAX_JSON_BODY_BYTES, readBodyText } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/route";

export async function POST(req: NextRequest): Promise<Response> {
  let res: Response;
  try {
    // Read as it streams and stopped at 1 MB (413), before anything else: anyone can post here.
    const raw = await readBodyText(req, MAX_JSON_BODY_BYTES);
    res = NextResponse.json(await handlePaypalWebhook(raw, req.headers));
  } catch (err) {
    res = errorResponse(err);
  }
  // Like every route() answer to a mutation: never cached by a proxy.
  res.headers.set("cache-control", "private, no-store");
  return res;
}
