import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it, vi } from "vitest";
import nextConfig from "@/next.config";
import { contentSecurityPolicy, hstsHeaders, securityHeaders, UPLOAD_CSP } from "@/lib/security-headers";

/** The headers every page and API answer carries (checked against `next start` in tests/e2e/security-headers.spec.ts). */
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k!, v]),
  );
const header = (env: string, key: string) => securityHeaders({ NODE_ENV: env }).find((h) => h.key === key)?.value;

/**
 * The headers next.config.ts gives a request, matched the way Next.js matches them (its own
 * route compiler and `has` check): every matching rule's headers, a later rule's winning.
 */
async function configuredHeaders(path: string, requestHeaders: Record<string, string> = {}, env = "production") {
  vi.stubEnv("NODE_ENV", env);
  try {
    const rules = await nextConfig.headers!();
    const out: Record<string, string> = {};
    for (const rule of rules) {
      const { regex } = buildCustomRoute("header", rule);
      if (!new RegExp(regex).test(path)) continue;
      if (rule.has && !matchHas({ headers: requestHeaders } as never, {}, rule.has, rule.missing)) continue;
      for (const h of rule.headers) out[h.key.toLowerCase()] = h.value;
    }
    return out;
  } finally {
    vi.unstubAllEnvs();
  }
}

describe("Content-Security-Policy", () => {
  const csp = directives(contentSecurityPolicy({ NODE_ENV: "production" }));

  it("allows only our origin plus Stripe and PayPal where their widgets load", () => {
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual([
      "'self'",
      "'unsafe-inline'",
      "https://js.stripe.com",
      "https://www.paypal.com",
      "https://*.paypal.com",
      "https://*.paypalobjects.com",
    ]);
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
  it("sends HSTS in production only, and only on answers that went out over HTTPS", async () => {
    expect(hstsHeaders({ NODE_ENV: "production" })).toEqual([
      { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    ]);
    expect(hstsHeaders({ NODE_ENV: "development" })).toEqual([]);
    expect(hstsHeaders({ NODE_ENV: "test" })).toEqual([]);
    // Plain HTTP (no proxy, or a proxy saying http): no HSTS, which was sent on every answer.
    for (const path of ["/", "/hunt/1", "/api/health", "/uploads/u1/a.png"]) {
      expect((await configuredHeaders(path))["strict-transport-security"], path).toBeUndefined();
      expect((await configuredHeaders(path, { "x-forwarded-proto": "http" }))["strict-transport-security"], path).toBeUndefined();
      expect((await configuredHeaders(path, { "x-forwarded-proto": "https" }))["strict-transport-security"], path).toBe(
        "max-age=63072000; includeSubDomains; preload",
      );
      expect((await configuredHeaders(path, { "x-forwarded-proto": "https,http" }))["strict-transport-security"], path).toBeDefined();
      expect(
        (await configuredHeaders(path, { "x-forwarded-proto": "https" }, "development"))["strict-transport-security"],
        path,
      ).toBeUndefined();
    }
    expect((await configuredHeaders("/", { "x-forwarded-proto": "httpsx" }))["strict-transport-security"]).toBeUndefined();
    expect((await configuredHeaders("/", { "x-forwarded-proto": "http,https" }))["strict-transport-security"]).toBeUndefined();
  });

  it("serves uploads with their own sandbox CSP instead of the site-wide one, with the other headers", async () => {
    for (const path of ["/uploads/u1/abc.photo.webp", "/uploads/u12/x.mp4", "/uploads/anything"]) {
      const h = await configuredHeaders(path);
      expect(h["content-security-policy"], path).toBe(UPLOAD_CSP);
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["x-frame-options"]).toBe("DENY");
    }
    expect(UPLOAD_CSP).toBe("default-src 'none'; sandbox");
    for (const path of ["/", "/hunt/1", "/api/hunts", "/uploadsx/a", "/browse-hunts", "/api/uploads/x"]) {
      expect((await configuredHeaders(path))["content-security-policy"], path).toBe(contentSecurityPolicy({ NODE_ENV: "production" }));
    }
  });

  it("denies framing, limits the referrer and powerful features, and stops MIME sniffing", () => {
    expect(header("production", "X-Frame-Options")).toBe("DENY");
    expect(header("production", "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header("production", "X-Content-Type-Options")).toBe("nosniff");
    expect(header("production", "Permissions-Policy")).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    );
  });

  it("is applied to every path by next.config", async () => {
    const rules = await nextConfig.headers!();
    // A named parameter in a source would make Next.js compile every header value holding a ':'
    // (the CSP) as a path pattern on every request.
    for (const r of rules) expect(r.source, r.source).not.toMatch(/:\w/);
    for (const path of ["/", "/hunt/1", "/api/health", "/uploads/u1/a.png", "/_next/static/x.js"]) {
      expect(Object.keys(await configuredHeaders(path)), path).toEqual(
        expect.arrayContaining([
          "content-security-policy",
          "x-frame-options",
          "referrer-policy",
          "permissions-policy",
          "x-content-type-options",
        ]),
      );
    }
    expect(nextConfig.poweredByHeader).toBe(false);
  });
});
