import { SESSION_HINT_SCRIPT } from "../../lib/auth/session-hint";
import { SESSION_HINT_SCRIPT_HASH } from "../../lib/security-headers";
import type { APIResponse } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { readFileSync } from "node:fs";
import path from "node:path";
import { NONCE_PAGES } from "../../lib/nonce-pages";
import { dynamicRoutes, malformedUrls } from "../support/dynamic-routes";

/** Security headers on real responses from `next start` (a production build). */
const PAGES = ["/", "/about", "/terms-of-service", "/privacy-policy", "/contact-us", "/help-center", "/api/health"];

for (const path of PAGES) {
  test(`security headers on ${path}`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBeLessThan(400);
    const h = res.headers();
    expect(h["content-security-policy"]).toContain("default-src 'self'");
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"]).toContain("https://js.stripe.com");
    // Plain HTTP here: HSTS only behind a TLS proxy (below).
    expect(h["strict-transport-security"]).toBeUndefined();
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["x-powered-by"]).toBeUndefined();
  });
}

test("per-user API answers are private and never stored", async ({ request }) => {
  const email = `headers-${Date.now()}@example.test`;
  const reg = await request.post("/api/auth/register", { data: { email, password: "password123", firstName: "Head", lastName: "Ers" } });
  expect(reg.status()).toBe(201);
  expect(reg.headers()["cache-control"]).toBe("private, no-store");
  const login = await request.post("/api/auth/login", { data: { email, password: "password123" } });
  expect(login.headers()["cache-control"]).toBe("private, no-store");
  const { token } = (await login.json()) as { token: string };
  const me = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(me.headers()["cache-control"]).toBe("private, no-store");
  const anonymous = await request.get("/api/auth/me");
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()["cache-control"]).toBe("private, no-store");
});

test("pages render with the CSP in force (no blocked scripts)", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/");
  await page.goto("/contact-us");
  await expect(page.locator("body")).toBeVisible();
  expect(violations).toEqual([]);
});

const UPLOAD_CSP = "default-src 'none'; sandbox";
const SITE_CSP = /default-src 'self'.*frame-ancestors 'none'/;
const json = async (res: APIResponse) => (await res.json().catch(() => null)) as { message?: unknown } | null;

test("HSTS only on answers that went out over HTTPS (a TLS proxy says so in X-Forwarded-Proto)", async ({ request }) => {
  for (const path of ["/", "/api/health", "/about"]) {
    expect((await request.get(path)).headers()["strict-transport-security"], path).toBeUndefined();
    expect(
      (await request.get(path, { headers: { "x-forwarded-proto": "http" } })).headers()["strict-transport-security"],
      path,
    ).toBeUndefined();
    const tls = await request.get(path, { headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers()["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains; preload");
  }
});

test("uploads are served with their own sandbox CSP, not the site-wide one", async ({ request }) => {
  for (const path of ["/uploads/u1/0123456789abcdef0123456789abcdef.png", "/uploads/u1/x.photo.webp", "/uploads/nothing"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()["content-security-policy"], path).toBe(UPLOAD_CSP);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  }
  expect((await request.get("/")).headers()["content-security-policy"]).toMatch(SITE_CSP);
});

test("a malformed %-escape in every dynamic route is a 4xx with the security headers, never a 500", async ({ request }) => {
  const routes = dynamicRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(33);
  for (const route of routes) {
    for (const url of malformedUrls(route.template).slice(0, 4)) {
      const res =
        route.kind === "page" || route.template.startsWith("/uploads") || route.template.startsWith("/sitemaps")
          ? await request.get(url)
          : await request.post(url, { data: {} });
      const what = `${route.file} ${url} → ${res.status()} ${res.headers()["content-type"]}`;
      expect(res.status(), what).toBeGreaterThanOrEqual(400);
      expect(res.status(), what).toBeLessThan(500);
      // Uploads keep their own, stricter policy.
      if (route.template.startsWith("/uploads/")) expect(res.headers()["content-security-policy"], what).toBe(UPLOAD_CSP);
      else expect(res.headers()["content-security-policy"], what).toMatch(SITE_CSP);
      expect(res.headers()["x-frame-options"], what).toBe("DENY");
      if (route.kind === "handler") {
        expect(res.status(), what).toBe(400);
        expect(typeof (await json(res))?.message, what).toBe("string");
      } else {
        expect(res.status(), what).toBe(404);
        expect(res.headers()["content-type"], what).toMatch(/text\/html/);
      }
    }
  }
});

test("next-auth's endpoints answer bad bodies with a 4xx and a JSON message", async ({ request }) => {
  const session = await request.post("/api/auth/session", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "a=1",
  });
  expect(session.status()).toBe(400);
  expect(typeof (await json(session))?.message).toBe("string");
  for (const action of ["session", "callback/credentials", "signout", "csrf", "_log", "nope"]) {
    for (const data of ["", "{", "null"]) {
      const res = await request.post(`/api/auth/${action}`, { headers: { "content-type": "application/json" }, data });
      expect(res.status(), `${action} ${data}`).toBe(400);
      expect(typeof (await json(res))?.message, `${action} ${data}`).toBe("string");
    }
  }
});

test("NUL in a search parameter: the API answers 400, the search pages render without the filter", async ({ request, page }) => {
  for (const key of ["location", "species", "dates"]) {
    const res = await request.get(`/api/hunts?${key}=a%00b`);
    expect(res.status(), key).toBe(400);
    expect(typeof (await json(res))?.message).toBe("string");
  }
  for (const path of ["/browse-hunts?location=a%00b&species=b%00c&dates=%00", "/advanced-search?location=a%00b&species=%00&dates=x%00"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
  }
  await page.goto("/browse-hunts?location=a%00b");
  await expect(page.getByText("Location must not contain null characters")).toBeVisible();
});

test("the CSP nonce pages are exactly the pages the build renders per request; the hunt page stays prerendered", () => {
  const dir = path.resolve(import.meta.dirname, "../../.next");
  const prerender = JSON.parse(readFileSync(path.join(dir, "prerender-manifest.json"), "utf8")) as {
    routes: object;
    dynamicRoutes: object;
  };
  const appPaths = JSON.parse(readFileSync(path.join(dir, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
  const prerendered = new Set([...Object.keys(prerender.routes), ...Object.keys(prerender.dynamicRoutes)]);
  const perRequest = Object.entries(appPaths)
    .filter(([file]) => file.endsWith("/page"))
    .map(([, route]) => route)
    .filter((route) => !prerendered.has(route))
    .sort();
  expect(perRequest).toEqual([...NONCE_PAGES].sort());
  expect(Object.keys(prerender.dynamicRoutes)).toEqual(expect.arrayContaining(["/hunt/[id]", "/outfitter/[id]"]));
});

test("pages rendered per request carry a nonce CSP and run with it; prerendered pages keep the site-wide one", async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  const huntHref = await (async () => {
    await page.goto("/browse-hunts");
    return page.locator('a[href^="/hunt/"]').first().getAttribute("href");
  })();
  for (const url of ["/", "/browse-hunts", "/advanced-search?species=elk", "/reset-password?token=nope", huntHref!, "/about"]) {
    const res = await page.goto(url);
    const csp = (await res!.allHeaders())["content-security-policy"]!;
    // One policy, not the site-wide one beside the nonce one.
    expect(csp.match(/default-src/g), `${url}: ${csp}`).toHaveLength(1);
    const perRequest = url === "/" || /^\/(browse-hunts|advanced-search|reset-password)/.test(url);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    if (perRequest) {
      expect(nonce, url).toBeTruthy();
      expect(csp).toContain("'strict-dynamic'");
      // Every script in the HTML carries this answer's nonce (JSON-LD is data, not a script); the
      // chunks Next.js adds later run through 'strict-dynamic'. The one exception is the header's
      // session hint, allowed by its hash (lib/auth/session-hint.ts).
      const html = await res!.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
        .filter((m) => m[1] !== SESSION_HINT_SCRIPT)
        .map((m) => m[0].slice(0, m[0].indexOf(">") + 1))
        .filter((tag) => !tag.includes("application/ld+json"));
      expect(html, url).toContain(`<script>${SESSION_HINT_SCRIPT}</script>`);
      expect(csp).toContain(SESSION_HINT_SCRIPT_HASH);
      expect(scripts.length, url).toBeGreaterThan(0);
      expect(
        scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
        url,
      ).toEqual([]);
    } else {
      expect(nonce, url).toBeUndefined();
      expect(csp).toContain("'unsafe-inline'");
    }
    // Hydrated: the app router's client ran.
    await expect
      .poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version)), { message: url })
      .toBe(true);
  }
  const a = (await request.get("/browse-hunts")).headers()["content-security-policy"];
  const b = (await request.get("/browse-hunts")).headers()["content-security-policy"];
  expect(a).not.toBe(b);
  expect(violations).toEqual([]);
});
