import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { HUNTER, signOut, signedInPage } from "./support/auth";

/**
 * The header's navigation is in the server's HTML: a visitor sees it before any JavaScript, and a
 * signed-in reader never sees the signed-out links flash while the session is read
 * (lib/auth/session-hint.ts).
 */

const banner = (page: Page) => page.getByRole("banner");

/** Holds /api/auth/me until released, so the test can look at the header before the session is known. */
async function holdSessionAnswer(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/me**", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a visitor gets the navigation in the HTML and sees it with JavaScript off", async ({ browser, request }) => {
  for (const path of ["/", "/about", "/browse-hunts"]) {
    const html = await (await request.get(path)).text();
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(header, path).toContain(">Browse Hunts</a>");
    expect(header, path).toContain("Join as Outfitter");
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about");
  await expect(banner(page).getByRole("link", { name: "Top-Tier Outfitters" })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Join as Hunter" })).toBeVisible();
  await expect(page.getByTestId("header-nav-placeholder")).toBeHidden();
  await context.close();
});

test("a visitor's page asks the server nothing about a session, and the signed-out links stay", async ({ page }) => {
  // No session hint, no session (lib/auth/session-hint.ts): the header does not read /api/auth/me.
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/")) asked.push(r.url());
  });
  await page.goto("/about");
  await expect(banner(page).getByRole("button", { name: "Sign In" })).toBeVisible();
  await page.goto("/browse-hunts");
  await page.waitForLoadState("networkidle");
  await expect(banner(page).getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Join as Hunter" })).toBeVisible();
  expect(asked).toEqual([]);
});

test("a signed-in reader never sees the signed-out links, on a prerendered page or one with a CSP nonce", async ({ browser }) => {
  const { context, page } = await signedInPage(browser, HUNTER);
  expect((await context.cookies()).some((c) => c.name === "rl_signed_in" && c.value === "1")).toBe(true);
  for (const path of ["/about", "/browse-hunts"]) {
    const release = await holdSessionAnswer(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.session), path).toBe("in");
    await expect(page.getByTestId("header-nav-placeholder"), path).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Sign In" }), path).toBeHidden();
    await expect(banner(page).getByRole("link", { name: "Browse Hunts" }), path).toBeHidden();
    release();
    await expect(banner(page).getByRole("button", { name: "Logout" }), path).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Sign In" }), path).toBeHidden();
    await page.unroute("**/api/auth/me**");
  }
  await signOut(page);
  expect((await context.cookies()).some((c) => c.name === "rl_signed_in")).toBe(false);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/me")) asked.push(r.url());
  });
  await page.goto("/about");
  await expect(banner(page).getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByTestId("header-nav-placeholder")).toBeHidden();
  expect(asked, "signed out: no session request").toEqual([]);
  await context.close();
});
