// POST /api/saved-searches/unsubscribe?token=… — RFC 8058 one-click unsubscribe: the mail client posts
// `List-Unsubscribe=One-Click` (form-encoded) with no cookie; the signed token names the saved search.
import { NextResponse, type NextRequest } from "next/server";
import { cookieAuthenticated } from "@/lib/auth/current-user";
import { readBodyText } from "@/lib/http/body";
import { refuseCrossSiteCookieWrite } from "@/lib/http/csrf";
import { parse } from "@/lib/http/parse";
import { errorResponse } from "@/lib/http/route";
import { unsubscribeTokenSchema } from "@/lib/saved-searches/schema";
import { unsubscribeSavedSearch } from "@/lib/saved-searches/service";

export async function POST(req: NextRequest): Promise<Response> {
  let res: Response;
  try {
    // Mail providers post without cookies; a browser's cross-site post carrying the session is refused as everywhere.
    refuseCrossSiteCookieWrite(req, cookieAuthenticated(req));
    // The body is read (and capped) but not required: RFC 8058's is fixed text, and a JSON client may send none.
    await readBodyText(req, 4096);
    const { token } = parse(unsubscribeTokenSchema, { token: req.nextUrl.searchParams.get("token") ?? undefined });
    res = NextResponse.json(await unsubscribeSavedSearch(token));
  } catch (err) {
    res = errorResponse(err);
  }
  res.headers.set("cache-control", "private, no-store");
  return res;
}
