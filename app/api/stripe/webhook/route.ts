// POST /api/stripe/webhook — Stripe events, signature verified over the raw body; each event applied once.
import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/lib/http/route";
import { handleStripeWebhook } from "@/lib/bookings/payment-events";

export async function POST(req: NextRequest): Promise<Response> {
  let res: Response;
  try {
    const raw = await req.text();
    res = NextResponse.json(await handleStripeWebhook(raw, req.headers.get("stripe-signature")));
  } catch (err) {
    res = errorResponse(err);
  }
  // Like every route() answer to a mutation: never cached by a proxy.
  res.headers.set("cache-control", "private, no-store");
  return res;
}
