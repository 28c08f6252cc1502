import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { SESSION_HINT_SCRIPT_HASH, contentSecurityPolicy } from "@/lib/security-headers";
import { config, middleware, NONCE_PAGES } from "@/middleware";

/**
 * Pages rendered per request get a CSP with a fresh nonce from middleware.ts: scripts need the
 * nonce (Next.js marks its own) or to be loaded by one that has it. Prerendered pages (the hunt,
 * outfitter and static pages) keep the site-wide policy from next.config.ts and run no middleware.
 * tests/e2e/security-headers.spec.ts checks the list against the build and the pages in Chromium.
 */
const ORIGIN = "http://localhost:3000";
const sample = (template: string) => template.replace(/\[\w+\]/g, "12");
const scriptSrc = (csp: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "))!
    .split(/\s+/)
    .slice(1);
const signedIn = { cookie: "next-auth.session-token=x" };

describe("the CSP nonce on pages rendered per request", () => {
  it.each(NONCE_PAGES.map((p) => [p]))(
    "%s runs the middleware, which puts one fresh nonce in the request's and the answer's CSP",
    async (template) => {
      const url = sample(template);
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
      const nonces = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const res = await middleware(new NextRequest(new URL(url, ORIGIN), { headers: signedIn }));
        const csp = res.headers.get("content-security-policy")!;
        // Next.js reads the nonce from the request's CSP header, passed on by NextResponse.next({ request }).
        expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
        const src = scriptSrc(csp);
        const nonce = src.find((s) => s.startsWith("'nonce-"))!;
        expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
        expect(src).toContain("'strict-dynamic'");
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(3);
    },
  );

  it("the nonce policy is the site-wide one with the nonce, 'strict-dynamic' and the session hint's hash added to script-src", () => {
    const withNonce = contentSecurityPolicy({ NODE_ENV: "production" }, "abc");
    const without = contentSecurityPolicy({ NODE_ENV: "production" });
    expect(withNonce.replace(` 'nonce-abc' 'strict-dynamic' ${SESSION_HINT_SCRIPT_HASH}`, "")).toBe(without);
    expect(scriptSrc(withNonce).slice(0, 5)).toEqual([
      "'self'",
      "'nonce-abc'",
      "'strict-dynamic'",
      SESSION_HINT_SCRIPT_HASH,
      "'unsafe-inline'",
    ]);
  });

  it("prerendered pages run no middleware and keep the site-wide policy (the hunt page stays static)", () => {
    for (const url of [
      "/hunt/12",
      "/outfitter/3",
      "/gear-list/3",
      "/about",
      "/contact-us",
      "/messages",
      "/profile",
      "/terms-of-service",
      "/api/hunts",
      "/uploads/u1/a.png",
    ]) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
    }
  });

  it("a page outside the list that the middleware runs on for another reason gets no nonce", async () => {
    const res = await middleware(new NextRequest(new URL("/hunt/%31", ORIGIN)));
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
});
