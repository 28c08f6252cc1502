import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";

/**
 * Signs in through the auth dialog (/?login=true) and waits for the header's first name (in the
 * DOM: below the md breakpoint it sits inside the closed mobile menu).
 */
export async function signIn(page: Page, email: string, password = "password123") {
  await page.goto("/?login=true");
  const dialog = page.getByRole("dialog", { name: "Welcome Back" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.locator("[data-testid=header-first-name]")).toBeAttached();
  await expect(dialog).toBeHidden();
}

/** Logs out through the header (or the mobile menu on narrow screens) and waits for the signed-out top bar. */
export async function signOut(page: Page) {
  const banner = page.getByRole("banner");
  const logout = banner.getByRole("button", { name: "Logout" });
  if (await logout.isVisible()) await logout.click();
  else {
    await banner.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Logout" }).click();
  }
  await expect(page.locator("[data-testid=header-first-name]")).toHaveCount(0);
}

export type OutboxEmail = { subject: string; text: string; html: string; status: string; createdAt: string };

/** The newest e-mail sent to an address, read through the E2E-only outbox hook; polls briefly. */
export async function latestEmail(request: APIRequestContext, to: string, subject?: RegExp): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return `outbox hook answered ${res.status()}`;
        const { emails } = (await res.json()) as { emails: OutboxEmail[] };
        found = emails.find((e) => !subject || subject.test(e.subject));
        return found ? "found" : "none yet";
      },
      { timeout: 10_000 },
    )
    .toBe("found");
  return found!;
}

export const ADMIN = "admin@ridgeline.test";
export const OUTFITTER = "outfitter@ridgeline.test";
export const HUNTER = "hunter@ridgeline.test";
export const PASSWORD = "password123";

/** A new browser context (its own cookies) with a page signed in through the dialog. */
export async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

/** A bearer token from POST /api/auth/login, for API steps that set up or check a test. */
export async function apiToken(request: APIRequestContext, email: string, password = PASSWORD) {
  const r = await request.post("/api/auth/login", { data: { email, password } });
  expect(r.ok(), `login ${email}`).toBeTruthy();
  return ((await r.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/**
 * Registers through the API, then signs in as a new user does (registration answers no token: it
 * never says whether the address was taken); returns the bearer token and the user.
 */
export async function registerAndSignIn(request: APIRequestContext, data: Record<string, string>) {
  const r = await request.post("/api/auth/register", { data: { password: PASSWORD, lastName: "Tester", role: "hunter", ...data } });
  expect(r.status(), `register ${data.email}`).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email: data.email, password: data.password ?? PASSWORD } });
  expect(login.ok(), `sign in ${data.email}`).toBeTruthy();
  return (await login.json()) as { token: string; user: { id: number; email: string } };
}

/** Registers a fresh hunter through the API (unique e-mail) and returns its bearer token. */
export async function registerHunter(request: APIRequestContext, firstName = "Casey") {
  const email = `e2e-hunter-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { token } = await registerAndSignIn(request, { email, firstName });
  return { email, token };
}
