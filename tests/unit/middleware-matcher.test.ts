import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { config } from "@/middleware";
import { NONCE_PAGES } from "@/lib/nonce-pages";

/**
 * middleware.ts folds the pages rendered per request into one matcher pattern (Next.js tries every
 * matcher on every request). Read by Next.js's own matcher code, it must run the middleware on each
 * of NONCE_PAGES (they need their CSP nonce) and on nothing else but paths holding '%': the
 * prerendered and cached pages, route handlers and static files are served without it.
 */
const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
const sample = (page: string) => page.replace(/\[\w+\]/g, "42");

describe("middleware matcher", () => {
  it.each(NONCE_PAGES.map((p) => [p]))("runs on %s, with or without a trailing slash and query", (page) => {
    const url = sample(page);
    expect(matches(url)).toBe(true);
    expect(matches(`${url}?x=1`)).toBe(true);
    if (url !== "/") expect(matches(`${url}/`)).toBe(true);
  });

  it("runs on every /booking path (signed-out visitors are sent to sign in)", () => {
    for (const url of ["/booking", "/booking/7", "/booking/7/extra"]) expect(matches(url), url).toBe(true);
  });

  it("runs on a path holding '%', wherever it is", () => {
    for (const url of ["/api/hunts/%ff", "/hunt/%e2%82", "/uploads/u%ff/x.png", "/about%20us", "/%zz"])
      expect(matches(url), url).toBe(true);
  });

  it("does not run on the cached pages, route handlers or files", () => {
    for (const url of [
      "/about",
      "/hunt/42",
      "/outfitter/42",
      "/help-center",
      "/api/hunts",
      "/api/bookings/3",
      "/uploads/u1/x.png",
      "/sitemap.xml",
      "/_next/static/chunks/app.js",
      "/icons.svg",
      // A nonce page's name inside another path is not that page.
      "/hunt/42/reviews",
      "/browse-hunts-old",
      "/x/admin",
      "/signin",
    ])
      expect(matches(url), url).toBe(false);
  });
});
