import { NextRequest } from "next/server";
import { getRewrittenUrl, isRewrite, unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { config, hasMalformedEscape, MALFORMED_PAGE_REWRITE, MALFORMED_PATH_MESSAGE, middleware } from "@/middleware";
import { dynamicRoutes, malformedUrls } from "../support/dynamic-routes";

/**
 * A malformed %-escape in a dynamic path segment (/api/hunts/%ff, /hunt/%ff, /uploads/u%ff/x.png)
 * made Next.js fail while matching the route, before any route code: 500 text/plain without the
 * security headers. middleware.ts answers such paths first; this checks, for every dynamic route
 * found under app/ (a new one is covered without editing this file), that the middleware runs on
 * the URL (Next.js's own matcher) and answers it: 400 JSON for route handlers, the not-found page
 * (a rewrite to a path no route has) for pages. tests/e2e/security-headers.spec.ts sends the same
 * URLs to `next start`.
 */
const ORIGIN = "http://localhost:3000";
const routes = dynamicRoutes();

it("finds every dynamic route", () => {
  expect(routes.length).toBeGreaterThanOrEqual(33);
  expect(routes.map((r) => r.template)).toEqual(
    expect.arrayContaining(["/api/hunts/[id]", "/hunt/[id]", "/uploads/[...path]", "/api/auth/[...nextauth]"]),
  );
});

describe.each(routes.map((r) => [r.template, r] as const))("%s", (_template, route) => {
  it("runs the middleware on a malformed escape in each dynamic segment, which answers it", async () => {
    for (const url of malformedUrls(route.template)) {
      expect(hasMalformedEscape(url), url).toBe(true);
      expect(unstable_doesMiddlewareMatch({ config, url }), `middleware matches ${url}`).toBe(true);
      const res = await middleware(new NextRequest(new URL(url, ORIGIN)));
      if (route.kind === "handler") {
        expect(res.status, url).toBe(400);
        expect(res.headers.get("content-type")).toMatch(/application\/json/);
        expect(await res.json()).toEqual({ message: MALFORMED_PATH_MESSAGE });
      } else {
        expect(isRewrite(res), url).toBe(true);
        expect(new URL(getRewrittenUrl(res)!).pathname).toBe(MALFORMED_PAGE_REWRITE);
      }
    }
  });
});

describe("paths that decode are left alone", () => {
  it("the middleware does not run on ordinary paths (the cached hunt page is served without it)", () => {
    for (const url of [
      "/hunt/12",
      "/outfitter/3",
      "/api/hunts/12",
      "/api/hunts?location=a%00b",
      "/uploads/u1/abc.photo.webp",
      "/about?q=%ff",
    ]) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
    }
  });

  it("a path with valid escapes passes through", async () => {
    for (const url of ["/hunt/%31", "/api/hunts/caf%C3%A9", "/outfitter/%25", "/uploads/u1/a%20b.png"]) {
      expect(hasMalformedEscape(url), url).toBe(false);
      const res = await middleware(new NextRequest(new URL(url, ORIGIN)));
      expect(res.headers.get("x-middleware-next"), url).toBe("1");
    }
  });

  it("/booking/* still sends a signed-out visitor to the sign-in dialog, which comes back to the form", async () => {
    expect(unstable_doesMiddlewareMatch({ config, url: "/booking/12" })).toBe(true);
    const res = await middleware(new NextRequest(new URL("/booking/12?departure=3", ORIGIN)));
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe(`${ORIGIN}/?login=true&next=%2Fbooking%2F12%3Fdeparture%3D3`);
    const signedIn = await middleware(
      new NextRequest(new URL("/booking/12", ORIGIN), { headers: { cookie: "next-auth.session-token=x" } }),
    );
    expect(signedIn.headers.get("x-middleware-next")).toBe("1");
  });
});
