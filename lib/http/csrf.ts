import { config } from "@/lib/config";
import { forbidden } from "./errors";

// SameSite=Lax misses sibling subdomains and old browsers, so a cookie-authenticated write must come from our Origin (or
// Sec-Fetch-Site same-origin). Neither header means no browser (curl, servers, tests); bearer tokens are never affected.
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
