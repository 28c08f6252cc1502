import { config } from "@/lib/config";
import { forbidden } from "./errors";

/**
 * CSRF for cookie-authenticated writes. The session cookie is SameSite=Lax, which stops other
 * sites' POSTs in current browsers but not a page on a sibling subdomain (same site) nor older
 * browsers; so a write (POST, PUT, PATCH, DELETE) that carries the session cookie and no bearer
 * token must come from this site's own pages: its Origin is the site's (the public URL, or the
 * host the request was sent to), or, when a browser sent no Origin, its Sec-Fetch-Site says
 * same-origin. A request with neither header is not a browser's cross-site request (browsers send
 * one of them on every cross-site write) and passes: curl, server-to-server, the test suites.
 * Bearer-token requests are never affected (a token is not sent by the browser on its own).
 * Server actions apply the same rule in action() (Next.js itself only compares an Origin, when
 * there is one, with the Host, whatever the scheme).
 */
export const CROSS_SITE_MESSAGE = "Cross-site request refused. Please retry from the Ridgeline site.";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function siteOrigins(): Set<string> {
  const c = config();
  return new Set([c.APP_URL, c.NEXTAUTH_URL].filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin));
}

function sameOrigin(origin: string, req: Request): boolean {
  if (siteOrigins().has(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, some redirects) or garbage
  }
  // The host this request was addressed to; behind a proxy the one the browser used.
  const host = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || req.headers.get("host") || new URL(req.url).host;
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || new URL(req.url).protocol.replace(":", "");
  return url.host === host && url.protocol === `${proto}:`;
}

/** Throws 403 for a cross-site write authenticated by the session cookie alone. */
export function refuseCrossSiteCookieWrite(req: Request, cookieAuthenticated: boolean) {
  if (!cookieAuthenticated || !WRITES.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (origin !== null) {
    if (!sameOrigin(origin, req)) throw forbidden(CROSS_SITE_MESSAGE);
    return;
  }
  const site = req.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") throw forbidden(CROSS_SITE_MESSAGE);
}
