import { NextResponse, type NextRequest } from "next/server";

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

/** Answers that are not pages: route handlers, which answer JSON. */
const NOT_A_PAGE = /^\/(api|uploads|sitemaps)(\/|$)/;

/**
 * Runs on paths holding a '%' (to refuse one that cannot be decoded) and on /booking/*.
 *
 * A %-escape that is not UTF-8 in a dynamic segment (/api/hunts/%ff, /hunt/%ff,
 * /uploads/u%ff/x.png) made Next.js fail while matching the route, before any route code ran:
 * a 500 'Internal Server Error' in text/plain without the security headers. Middleware runs before
 * that matching, so such a path is answered here: 400 with a JSON message for route handlers,
 * the not-found page (404, with every header) for pages.
 *
 * /booking/*: convenience only, signed-out visitors are sent to the sign-in dialog. It never
 * decides authorization — every service checks the user itself (middleware can be bypassed:
 * CVE-2025-29927).
 */
export function middleware(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (hasMalformedEscape(pathname)) {
    if (NOT_A_PAGE.test(pathname)) {
      return NextResponse.json({ message: MALFORMED_PATH_MESSAGE }, { status: 400, headers: { "cache-control": "private, no-store" } });
    }
    const url = req.nextUrl.clone();
    url.pathname = MALFORMED_PAGE_REWRITE;
    return NextResponse.rewrite(url);
  }
  if (pathname === "/booking" || pathname.startsWith("/booking/")) {
    const hasSession =
      req.cookies.has("next-auth.session-token") || req.cookies.has("__Secure-next-auth.session-token");
    if (!hasSession) {
      const url = req.nextUrl.clone();
      url.pathname = "/";
      url.search = "?login=true";
      return NextResponse.redirect(url);
    }
  }
  return NextResponse.next();
}

// A path holding '%' (matched as sent and as decoded), and the booking pages. Nothing else runs
// middleware: the cached hunt pages are served without it.
export const config = { matcher: ["/booking/:path*", "/(.*%.*)"] };
