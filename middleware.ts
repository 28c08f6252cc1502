import { NextResponse, type NextRequest } from "next/server";

/**
 * Convenience only: signed-out visitors opening a page that needs a session are sent to the
 * sign-in dialog. It never decides authorization — every service checks the user itself
 * (middleware can be bypassed: CVE-2025-29927).
 */
export function middleware(req: NextRequest) {
  const hasSession =
    req.cookies.has("next-auth.session-token") || req.cookies.has("__Secure-next-auth.session-token");
  if (!hasSession) {
    const url = req.nextUrl.clone();
    url.pathname = "/";
    url.search = "?login=true";
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}

export const config = { matcher: ["/booking/:path*"] };
