/**
 * Response headers for every page and API answer (wired in next.config.ts `headers()`).
 *
 * Scripts: Next.js hydrates with inline scripts. On pages rendered per request, middleware.ts
 * replaces the CSP with one carrying a fresh nonce (`contentSecurityPolicy(env, nonce)`): only
 * Next.js's own scripts, which it marks with the nonce, and what they load run ('strict-dynamic').
 * A nonce cannot be used on the prerendered pages (the hunt, outfitter and static pages): their
 * HTML is made once and served to everyone, and reading a nonce would make them dynamic. There,
 * scripts are limited to our origin, inline, Stripe.js and the PayPal SDK, and `frame-ancestors`,
 * `base-uri`, `object-src` and `form-action` close the rest (docs/architecture.md, Security).
 */
type Env = { NODE_ENV?: string };

/**
 * The CSP hash of the header's one inline script (SESSION_HINT_SCRIPT in lib/auth/session-hint.ts),
 * for pages served with a nonce and 'strict-dynamic', where 'unsafe-inline' is ignored. Written out
 * because next.config.ts loads this file without resolving its imports; a unit test recomputes it.
 */
export const SESSION_HINT_SCRIPT_HASH = "'sha256-A+/ARcCPsQfLvvZ4klRQQ12blyLWpNsn2QzNzme5HSY='";

const STRIPE = { script: "https://js.stripe.com", api: "https://api.stripe.com", hooks: "https://hooks.stripe.com" };
/** Vercel Blob: the API the browser uploads to directly (client uploads) and the stores that serve files. */
const BLOB = { api: "https://vercel.com", files: "https://*.public.blob.vercel-storage.com" };
const PAYPAL = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];

/**
 * The CSP; with a nonce, scripts need it (or to be loaded by one that has it): browsers that know
 * nonces ignore 'unsafe-inline' and, with 'strict-dynamic', the host list, which stay for older ones.
 */
export function contentSecurityPolicy(env: Env = process.env, nonce?: string): string {
  const dev = env.NODE_ENV === "development";
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'unsafe-eval' only for the dev server's fast refresh.
    "script-src": [
      "'self'",
      // With a nonce, our one inline script (the header's session hint) is allowed by its hash.
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'", SESSION_HINT_SCRIPT_HASH] : []),
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      STRIPE.script,
      ...PAYPAL,
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", BLOB.files, ...PAYPAL],
    "media-src": ["'self'", "blob:", BLOB.files],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", STRIPE.api, BLOB.api, BLOB.files, ...PAYPAL, ...(dev ? ["ws:", "wss:"] : [])],
    "frame-src": [STRIPE.script, STRIPE.hooks, ...PAYPAL],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(" ")}`)
    .join("; ");
}

export function securityHeaders(env: Env = process.env): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(env) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")' },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  ];
}

/**
 * Uploaded files (/uploads/*) are the one thing served here that a user wrote: whatever a file
 * turns out to be, it runs nothing, loads nothing and is its own opaque origin if opened directly.
 */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

export function uploadSecurityHeaders(env: Env = process.env): { key: string; value: string }[] {
  return securityHeaders(env).map((h) => (h.key === "Content-Security-Policy" ? { ...h, value: UPLOAD_CSP } : h));
}

/**
 * HSTS, in production, and only on an answer that reached the browser over HTTPS: over plain
 * HTTP it means nothing to a browser and tells an observer the site expects TLS. Next.js serves
 * plain HTTP behind a TLS-terminating proxy (or Vercel), which says so in X-Forwarded-Proto (its
 * first entry is the client's side); next.config.ts sends the header only when it says https.
 */
export const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" };
export const OVER_HTTPS = { type: "header" as const, key: "x-forwarded-proto", value: "https(,.*)?" };

export function hstsHeaders(env: Env = process.env): { key: string; value: string }[] {
  return env.NODE_ENV === "production" ? [HSTS] : [];
}
