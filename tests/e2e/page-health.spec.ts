import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { expect, test, workerOrigin } from "./support/fixtures";
import { mkdirSync } from "node:fs";
import { signIn } from "./support/auth";

/**
 * Page health: every public page and every dashboard, as its role, has
 *  1. no serious or critical axe violations (WCAG 2.x A and AA rules), and headings that never skip
 *     a level (axe heading-order),
 *  2. no console error and no uncaught page error,
 *  3. no failed request and no same-origin document/script/style/image/fetch answer >= 400.
 *
 * One table of checks per role; each row is one test. A row names the path, what shows the page
 * is ready, and optionally an action (a tab, a dialog) to take before the checks. Signed-in rows
 * reuse one session per role, made through the sign-in dialog (support/auth.ts).
 *
 * Not counted: the router's own RSC prefetches that it cancels (net::ERR_ABORTED with a
 * next-router-prefetch header), and axe's "needs review" results. Nothing is excluded from axe.
 */

type Role = "visitor" | "hunter" | "outfitter" | "admin";
type Ids = { hunt: number; outfitter: number; bookableHunt: number; ownHunt: number; demoOutfitter: number };
type Check = {
  name: string;
  path: string | ((ids: Ids) => string);
  /** What shows the page is ready; default: the first h1 is visible. */
  ready?: (page: Page) => Promise<unknown>;
  /** Opens the part to check (a tab, a dialog) once the page is ready. */
  open?: (page: Page) => Promise<unknown>;
  /** The document's expected status (the 404 pages). */
  status?: number;
  viewport?: { width: number; height: number };
};

const EMAIL: Record<Exclude<Role, "visitor">, string> = {
  hunter: "hunter@ridgeline.test",
  outfitter: "outfitter@ridgeline.test",
  admin: "admin@ridgeline.test",
};

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const heading = (name: string | RegExp) => (page: Page) => expect(page.getByRole("heading", { name }).first()).toBeVisible();
const dialog = (name: string | RegExp) => (page: Page) => expect(page.getByRole("dialog", { name })).toBeVisible();
const clickThen = (button: string | RegExp, then: (page: Page) => Promise<unknown>) => async (page: Page) => {
  await page.getByRole("button", { name: button }).first().click();
  await then(page);
};
const tab = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
};

/** The gear panel with the first outfitter's list picked (admin dashboard). */
const gearList = async (page: Page) => {
  await page.getByLabel("Outfitter", { exact: true }).click();
  await page.getByRole("option").first().click();
  await expect(page.getByRole("button", { name: "Add Item" })).toBeVisible();
};

const hunterHome = { path: "/hunter-dashboard", ready: heading(/Welcome back/) };
const outfitterHome = { path: "/outfitter-dashboard", ready: heading(/Welcome back/) };
const adminHome = { path: "/admin", ready: heading("Admin Dashboard") };

const PAGES: Record<Role, Check[]> = {
  visitor: [
    { name: "landing", path: "/", ready: heading("Featured Hunts") },
    { name: "landing search results", path: "/?species=elk#hunts", ready: heading("Search Results") },
    { name: "sign-in dialog", path: "/?login=true", ready: dialog("Welcome Back") },
    { name: "mobile menu", path: "/", viewport: { width: 375, height: 800 }, open: clickThen("Open menu", dialog("Menu")) },
    { name: "browse hunts", path: "/browse-hunts" },
    { name: "advanced search", path: "/advanced-search" },
    { name: "hunt page", path: (ids) => `/hunt/${ids.hunt}` },
    { name: "outfitter page", path: (ids) => `/outfitter/${ids.outfitter}` },
    { name: "gear list", path: (ids) => `/gear-list/${ids.outfitter}` },
    { name: "about", path: "/about" },
    { name: "contact us", path: "/contact-us" },
    { name: "help center", path: "/help-center" },
    { name: "terms of service", path: "/terms-of-service" },
    { name: "privacy policy", path: "/privacy-policy" },
    { name: "sign in", path: "/sign-in" },
    { name: "404 page", path: "/no-such-page", status: 404 },
    { name: "unknown hunt", path: "/hunt/999999999", status: 404 },
    { name: "unknown gear list", path: "/gear-list/999999999", status: 404 },
    { name: "reset password", path: "/reset-password?token=x" },
    { name: "booking asks to sign in", path: (ids) => `/booking/${ids.bookableHunt}`, ready: dialog("Welcome Back") },
    { name: "admin page denies a visitor", path: "/admin", ready: heading("Access Denied") },
    {
      name: "test checkout",
      path: "/paypal-test-checkout?token=TEST-0123456789ABCDEF&amount=12.50",
      ready: heading("Approve commission payment"),
    },
  ],
  hunter: [
    { name: "dashboard at /", path: "/", ready: heading(/Welcome back/) },
    { name: "dashboard: Available Hunts", ...hunterHome },
    { name: "dashboard: Favorites", ...hunterHome, open: tab(/^Favorites/) },
    { name: "dashboard: New from Favorites", ...hunterHome, open: tab(/^New from Favorites/) },
    { name: "dashboard: Top-Tier", ...hunterHome, open: tab("Top-Tier") },
    { name: "claim booking modal", ...hunterHome, open: clickThen("Claim Booking", dialog("Claim Booking with Outfitter")) },
    { name: "messages", path: "/messages" },
    {
      name: "conversation with an outfitter",
      path: (ids) => `/messages?recipient=${ids.demoOutfitter}&autoOpen=true`,
      ready: (p) => expect(p.getByRole("textbox").first()).toBeVisible(),
    },
    { name: "profile", path: "/profile" },
    { name: "booking page", path: (ids) => `/booking/${ids.bookableHunt}`, ready: (p) => expect(p.getByLabel("Full Name")).toBeVisible() },
    { name: "hunt page", path: (ids) => `/hunt/${ids.hunt}`, ready: (p) => expect(p.getByTestId("hunter-actions")).toBeVisible() },
    {
      name: "write review dialog",
      path: (ids) => `/hunt/${ids.hunt}`,
      ready: (p) => expect(p.getByTestId("hunter-actions")).toBeVisible(),
      open: clickThen("Write Review", dialog("Write a Review")),
    },
    {
      name: "outfitter page",
      path: (ids) => `/outfitter/${ids.outfitter}`,
      ready: (p) => expect(p.getByTestId("hunter-actions")).toBeVisible(),
    },
    { name: "browse hunts", path: "/browse-hunts" },
  ],
  outfitter: [
    { name: "dashboard at /", path: "/", ready: heading(/Welcome back/) },
    { name: "dashboard", ...outfitterHome },
    { name: "create hunt form", ...outfitterHome, open: clickThen("Create Hunt", heading("Create New Hunt")) },
    { name: "edit hunt form", ...outfitterHome, open: clickThen(/^Edit$/, heading(/Edit Hunt/)) },
    { name: "monthly report dialog", ...outfitterHome, open: clickThen("Monthly Report", dialog(/Monthly Booking Report/)) },
    { name: "pay commission dialog", ...outfitterHome, open: clickThen("Pay Commission", dialog("Pay Commission")) },
    { name: "financial reports dialog", ...outfitterHome, open: clickThen("Financial Reports", dialog("Financial Reports")) },
    {
      name: "notifications menu",
      ...outfitterHome,
      open: clickThen(/^Notifications/, (p) => expect(p.getByRole("menu")).toBeVisible()),
    },
    { name: "hunt bookings", path: (ids) => `/hunt/${ids.ownHunt}/bookings` },
    { name: "messages", path: "/messages" },
    { name: "profile", path: "/profile" },
    { name: "own gear list", path: (ids) => `/gear-list/${ids.demoOutfitter}` },
    { name: "own hunt page", path: (ids) => `/hunt/${ids.ownHunt}` },
  ],
  admin: [
    { name: "dashboard at /", path: "/", ready: heading("Admin Dashboard") },
    { name: "dashboard", ...adminHome },
    { name: "dashboard at /admin-dashboard", path: "/admin-dashboard", ready: heading("Admin Dashboard") },
    { name: "settings dialog", ...adminHome, open: clickThen("Settings", dialog("Platform Settings")) },
    { name: "send notification dialog", ...adminHome, open: clickThen("Send Notification", dialog("Send Notification")) },
    { name: "gear panel with an outfitter's list", ...adminHome, open: gearList },
    {
      name: "gear item dialog",
      ...adminHome,
      open: async (p) => gearList(p).then(() => clickThen("Add Item", (q) => expect(q.getByRole("dialog")).toBeVisible())(p)),
    },
    {
      name: "review decision dialog",
      ...adminHome,
      open: async (p) => {
        await p.locator("#pending-reviews").getByRole("button", { name: "Approve" }).first().click();
        await expect(p.getByRole("dialog")).toBeVisible();
      },
    },
    { name: "monthly reports", path: "/questionnaire-reports" },
    { name: "email test", path: "/email-test" },
    { name: "email debug", path: "/email-debug" },
    { name: "jobs", path: "/admin/jobs" },
    { name: "admin message test", path: "/admin-message-test" },
    { name: "messaging demo", path: "/messaging-demo" },
    { name: "messaging test", path: "/messaging-test" },
    { name: "messages", path: "/messages" },
    { name: "profile", path: "/profile" },
  ],
};

/** Demo ids from the public API (no fixed ids), read once per worker. */
let idsPromise: Promise<Ids> | undefined;
function demoIds(request: APIRequestContext): Promise<Ids> {
  idsPromise ??= (async () => {
    type H = { id: number; outfitterId: number; availability: number };
    const res = await request.get("/api/hunts?limit=100");
    expect(res.ok()).toBe(true);
    const { hunts } = (await res.json()) as { hunts: H[] };
    const login = await request.post("/api/auth/login", { data: { email: EMAIL.outfitter, password: "password123" } });
    expect(login.ok()).toBe(true);
    const { user } = (await login.json()) as { user: { id: number } };
    const own = hunts.filter((h) => h.outfitterId === user.id);
    const other = hunts.find((h) => h.outfitterId !== user.id) ?? hunts[0]!;
    expect(own.length, "the demo outfitter lists hunts").toBeGreaterThan(0);
    return {
      hunt: other.id,
      outfitter: other.outfitterId,
      bookableHunt: (own.find((h) => h.availability > 0) ?? own[0]!).id,
      ownHunt: own[0]!.id,
      demoOutfitter: user.id,
    };
  })();
  return idsPromise;
}

/** Failed requests and console errors while the page is open. */
function watch(page: Page) {
  const problems: string[] = [];
  const origin = workerOrigin();
  const types = new Set(["document", "script", "stylesheet", "image", "fetch", "xhr", "font"]);
  const isPrefetch = (r: Request) => {
    const h = r.headers();
    return h["next-router-prefetch"] !== undefined || h["next-router-segment-prefetch"] !== undefined;
  };
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console.error: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("requestfailed", (r) => {
    const reason = r.failure()?.errorText ?? "";
    // The router cancels its own RSC prefetches when a navigation or a newer prefetch wins; they
    // fail with net::ERR_ABORTED and nobody waits on them. Any other failure counts.
    if (reason === "net::ERR_ABORTED" && isPrefetch(r)) return;
    problems.push(`requestfailed: ${r.method()} ${r.url()} ${reason}`);
  });
  page.on("response", (r) => {
    const req = r.request();
    if (r.status() >= 400 && r.url().startsWith(origin) && types.has(req.resourceType())) {
      problems.push(`HTTP ${r.status()}: ${req.method()} ${r.url()} (${req.resourceType()})`);
    }
  });
  return problems;
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  // Enter animations (dialogs, tabs) must end, or axe measures contrast mid-fade.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
}

async function checkPage(page: Page, check: Check) {
  const ids = await demoIds(page.request);
  if (check.viewport) await page.setViewportSize(check.viewport);
  const problems = watch(page);
  const path = typeof check.path === "function" ? check.path(ids) : check.path;
  const res = await page.goto(path);
  expect(res?.status(), `status of ${path}`).toBe(check.status ?? 200);
  await (check.ready ?? ((p: Page) => expect(p.locator("h1").first()).toBeVisible()))(page);
  await settle(page);
  if (check.open) {
    await check.open(page);
    await settle(page);
  }

  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.replace(/\s+/g, " ")}`).join("\n")}`,
    );
  expect.soft(serious, `axe on ${path}`).toEqual([]);
  const order = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
  expect
    .soft(
      order.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`)),
      `heading order on ${path}`,
    )
    .toEqual([]);

  // A not-found page's own 404 is expected: its answer, and the browser's console line about it.
  const expected = check.status
    ? [
        new RegExp(`^HTTP ${check.status}: GET \\S+${escapeRe(path)} \\(document\\)$`),
        new RegExp(
          `^console.error: Failed to load resource: the server responded with a status of ${check.status} \\([^)]*\\) \\(\\S+${escapeRe(path)}\\)$`,
        ),
      ]
    : [];
  expect
    .soft(
      problems.filter((p) => !expected.some((re) => re.test(p))),
      `console and network on ${path}`,
    )
    .toEqual([]);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.use({ reducedMotion: "reduce" });

for (const role of Object.keys(PAGES) as Role[]) {
  test.describe(`page health as ${role}`, () => {
    if (role !== "visitor") {
      const fileOf = (port: number) => `test-results/.auth/${role}-${port}.json`;
      test.use({ storageState: async ({ appServer }, provide) => provide(fileOf(appServer.port)) });
      test.beforeAll(async ({ browser, appServer }) => {
        const file = fileOf(appServer.port);
        mkdirSync("test-results/.auth", { recursive: true });
        const context = await browser.newContext({ storageState: undefined });
        await signIn(await context.newPage(), EMAIL[role]);
        await context.storageState({ path: file });
        await context.close();
      });
    }
    for (const check of PAGES[role]) {
      test(check.name, async ({ page }) => {
        await checkPage(page, check);
      });
    }
  });
}
