// POST /api/paypal/webhook — PayPal capture events (completed, denied, refunded), verified with PayPal's verify-webhook-signature API; each event applied once.
import { NextResponse, type NextRequest } from "next/server";
import { handlePaypalWebhook } from "@/lib/commission-payments/paypal-webhook";
import { errorResponse } from "@/lib/http/route";

export async function POST(req: NextRequest): Promise<Response> {
  let res: Response;
  try {
    const raw = await req.text();
    res = NextResponse.json(await handlePaypalWebhook(raw, req.headers));
  } catch (err) {
    res = errorResponse(err);
  }
  // Like every route() answer to a mutation: never cached by a proxy.
  res.headers.set("cache-control", "private, no-store");
  return res;
}
