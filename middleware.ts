import { NextResponse, type NextRequest } from "next/server";
import { NONCE_PAGES } from "@/lib/nonce-pages";
import { isActionRequest, refuseActionRequest } from "@/lib/http/framework-requests";
import { contentSecurityPolicy } from "@/lib/security-headers";

export { NONCE_PAGES };

/** What a request whose path cannot be decoded is told (/api/*, /uploads/*, the sitemaps). */
export const MALFORMED_PATH_MESSAGE = "The address is not valid: it has a malformed %-escape.";
/** Pages answer such a path with the site's not-found page, from a path no route has. */
export const MALFORMED_PAGE_REWRITE = "/_malformed-address";

/** A path segment with a %-escape that is not UTF-8 (`%ff`, `%e2%82`, `%zz`). */
export function hasMalformedEscape(pathname: string): boolean {
  return pathname.split("/").some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}

const NONCE_PAGE = new RegExp(`^(${NONCE_PAGES.map((p) => p.replace(/\[\w+\]/g, "[^/]+")).join("|")})/?$`);

/** A fresh nonce in the request's CSP (Next.js reads it there and marks its scripts) and the answer's. */
function withNonce(req: NextRequest) {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const nonce = btoa(String.fromCharCode(...bytes));
  const csp = contentSecurityPolicy(process.env, nonce);
  const headers = new Headers(req.headers);
  headers.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", csp);
  return res;
}

/** Answers that are not pages: route handlers, which answer JSON. */
const NOT_A_PAGE = /^\/(api|uploads|sitemaps)(\/|$)/;

/**
 * Runs on paths holding a '%' (to refuse one that cannot be decoded), and on the pages rendered
 * per request, to give each answer a CSP nonce (NONCE_PAGES).
 *
 * A %-escape that is not UTF-8 in a dynamic segment (/api/hunts/%ff, /hunt/%ff,
 * /uploads/u%ff/x.png) made Next.js fail while matching the route, before any route code ran:
 * a 500 'Internal Server Error' in text/plain without the security headers. Middleware runs before
 * that matching, so such a path is answered here: 400 with a JSON message for route handlers,
 * the not-found page (404, with every header) for pages.
 *
 * /booking/*: convenience only, signed-out visitors are sent to the sign-in dialog, which brings them
 * back here once signed in (`&next=`). It never
 * decides authorization — every service checks the user itself (middleware can be bypassed:
 * CVE-2025-29927).
 */
export async function middleware(req: NextRequest): Promise<NextResponse> {
  const { pathname } = req.nextUrl;
  // Client mistakes Next.js answers with a 500 before any app code (lib/http/framework-requests.ts).
  const framework = isActionRequest(req) ? await refuseActionRequest(req) : null;
  if (framework) return framework;
  if (hasMalformedEscape(pathname)) {
    if (NOT_A_PAGE.test(pathname)) {
      return NextResponse.json({ message: MALFORMED_PATH_MESSAGE }, { status: 400, headers: { "cache-control": "private, no-store" } });
    }
    const url = req.nextUrl.clone();
    url.pathname = MALFORMED_PAGE_REWRITE;
    return NextResponse.rewrite(url);
  }
  if (pathname === "/booking" || pathname.startsWith("/booking/")) {
    const hasSession = req.cookies.has("next-auth.session-token") || req.cookies.has("__Secure-next-auth.session-token");
    if (!hasSession) {
      const url = req.nextUrl.clone();
      url.pathname = "/";
      // Back to this booking form once signed in.
      url.search = `?login=true&next=${encodeURIComponent(`${pathname}${req.nextUrl.search}`)}`;
      return NextResponse.redirect(url);
    }
  }
  return NONCE_PAGE.test(pathname) ? withNonce(req) : NextResponse.next();
}

// A path holding '%' (matched as sent and as decoded), and the pages rendered per request
// (NONCE_PAGES). Nothing else runs middleware: the cached hunt pages are served without it.
// One pattern besides "/", not one per page: Next.js builds a RegExp from every matcher and tries
// them all on each request it serves (twice when none matches: the path as sent and decoded), so
// twenty matchers were 3-4% of the server's time on a cached page. tests/unit/middleware-matcher
// checks the pattern against NONCE_PAGES both ways.
export const config = {
  matcher: [
    // Server action posts (fetch actions and form posts), whatever the page: their framework checks.
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
    "/",
    "/((?:admin|admin/jobs|admin-dashboard|admin-message-test|advanced-search|browse-hunts|compare|email-debug|email-test|hunter-dashboard|messaging-demo|messaging-test|outfitter-dashboard|payouts|payouts/test-onboarding|paypal-test-checkout|questionnaire-reports|reset-password|saved-searches/unsubscribe|sign-in|booking(?:/.*)?|bookings/[^/]+|party/[^/]+|party/join/[^/]+|hunt/[^/]+/bookings|.*%.*))",
  ],
};
