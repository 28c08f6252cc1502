// POST /api/email/resend-webhook — Resend delivery events (bounces, complaints), svix signature verified over the raw body; each address recorded once.
import { NextResponse, type NextRequest } from "next/server";
import { handleResendWebhook } from "@/lib/email/bounces";
import { MAX_JSON_BODY_BYTES, readBodyText } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/route";

export async function POST(req: NextRequest): Promise<Response> {
  let res: Response;
  try {
    // Read as it streams and stopped at 1 MB (413), before the signature is checked: anyone can post here.
    const raw = await readBodyText(req, MAX_JSON_BODY_BYTES);
    res = NextResponse.json(await handleResendWebhook(raw, req.headers));
  } catch (err) {
    res = errorResponse(err);
  }
  // Like every route() answer to a mutation: never cached by a proxy.
  res.headers.set("cache-control", "private, no-store");
  return res;
}
