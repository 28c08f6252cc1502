import { expect, test } from "@playwright/test";

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
    // Plain HTTP here: HSTS only behind a TLS proxy (hostile-requests.spec.ts).
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
