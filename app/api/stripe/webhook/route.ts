// POST /api/stripe/webhook — Stripe events, signature verified over the raw body; each event applied once.
import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/lib/http/route";
import { handleStripeWebhook } from "@/lib/bookings/payment-events";

export async function POST(req: NextRequest): Promise<Response> {
  try {
    const raw = await req.text();
    return NextResponse.json(await handleStripeWebhook(raw, req.headers.get("stripe-signature")));
  } catch (err) {
    return errorResponse(err);
  }
}
