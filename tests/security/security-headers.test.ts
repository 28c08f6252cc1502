import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security-headers";

/** The headers every page and API answer carries (checked against `next start` in tests/e2e/security-headers.spec.ts). */
const directives = (csp: string) =>
  Object.fromEntries(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k!, v]));
const header = (env: string, key: string) => securityHeaders({ NODE_ENV: env }).find((h) => h.key === key)?.value;

describe("Content-Security-Policy", () => {
  const csp = directives(contentSecurityPolicy({ NODE_ENV: "production" }));

  it("allows only our origin plus Stripe and PayPal where their widgets load", () => {
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'", "'unsafe-inline'", "https://js.stripe.com", "https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"]);
    expect(csp["frame-src"]).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com", "https://*.paypal.com"]));
    expect(csp["connect-src"]).toEqual(expect.arrayContaining(["'self'", "https://api.stripe.com", "https://www.paypal.com"]));
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["img-src"]).toEqual(expect.arrayContaining(["'self'", "data:", "blob:", "https://*.public.blob.vercel-storage.com"]));
    // Vercel Blob: the browser uploads to its API directly; photos and videos are served from the store.
    expect(csp["connect-src"]).toEqual(expect.arrayContaining(["https://vercel.com", "https://*.public.blob.vercel-storage.com"]));
    expect(csp["media-src"]).toEqual(["'self'", "blob:", "https://*.public.blob.vercel-storage.com"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("*");
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
  });

  it("adds 'unsafe-eval' and websockets only for the dev server", () => {
    const dev = directives(contentSecurityPolicy({ NODE_ENV: "development" }));
    expect(dev["script-src"]).toContain("'unsafe-eval'");
    expect(dev["connect-src"]).toContain("ws:");
  });
});

describe("other security headers", () => {
  it("sends HSTS in production only", () => {
    expect(header("production", "Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(header("development", "Strict-Transport-Security")).toBeUndefined();
    expect(header("test", "Strict-Transport-Security")).toBeUndefined();
  });

  it("denies framing, limits the referrer and powerful features, and stops MIME sniffing", () => {
    expect(header("production", "X-Frame-Options")).toBe("DENY");
    expect(header("production", "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header("production", "X-Content-Type-Options")).toBe("nosniff");
    expect(header("production", "Permissions-Policy")).toBe('camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")');
  });

  it("is applied to every path by next.config", async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === "/(.*)");
    // A named parameter in the source would make Next.js compile every header value holding a ':'
    // (the CSP) as a path pattern on every request.
    expect(all?.source).not.toMatch(/:\w/);
    expect(all?.headers.map((h) => h.key)).toEqual(expect.arrayContaining(["Content-Security-Policy", "X-Frame-Options", "Referrer-Policy", "Permissions-Policy"]));
    expect(nextConfig.poweredByHeader).toBe(false);
  });
});
