// Prerendered pages cannot carry a nonce (their HTML is made once for everyone), so their scripts are
// limited to our origin, inline, Stripe.js and PayPal; per-request pages get a nonce from middleware.ts.
type Env = { NODE_ENV?: string };

// For nonce pages, where 'unsafe-inline' is ignored. Written out because next.config.ts loads this file
// without resolving imports; a unit test recomputes it.
export const SESSION_HINT_SCRIPT_HASH = "'sha256-A+/ARcCPsQfLvvZ4klRQQ12blyLWpNsn2QzNzme5HSY='";

const STRIPE = { script: "https://js.stripe.com", api: "https://api.stripe.com", hooks: "https://hooks.stripe.com" };
// Browsers upload to the Blob API directly (client uploads).
const BLOB = { api: "https://vercel.com", files: "https://*.public.blob.vercel-storage.com" };
const PAYPAL = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];

// Browsers that know nonces ignore 'unsafe-inline' and, with 'strict-dynamic', the host list; those stay for older ones.
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

// Uploads are the one thing served here that a user wrote: whatever a file is, it runs and loads nothing.
export const UPLOAD_CSP = "default-src 'none'; sandbox";

export function uploadSecurityHeaders(env: Env = process.env): { key: string; value: string }[] {
  return securityHeaders(env).map((h) => (h.key === "Content-Security-Policy" ? { ...h, value: UPLOAD_CSP } : h));
}

// Only over HTTPS (the proxy's X-Forwarded-Proto): over plain HTTP it means nothing and tells an observer the site expects TLS.
export const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" };
export const OVER_HTTPS = { type: "header" as const, key: "x-forwarded-proto", value: "https(,.*)?" };

export function hstsHeaders(env: Env = process.env): { key: string; value: string }[] {
  return env.NODE_ENV === "production" ? [HSTS] : [];
}
