import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ADMIN, OUTFITTER, apiToken, bearer, registerHunter, signIn, signedInPage } from "./support/auth";

/**
 * Evidence in the open (issue 49) and similar hunts (issue 50) on the demo data: a visitor contacts
 * one of the demo outfitter's references through Ridgeline messaging and does not learn who it is;
 * the hunt page shows the stored reliability line and similar hunts; the penalized Top-Tier
 * outfitter has no badge for visitors and the admin sees why.
 */
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
type Me = { id: number };
type Hunt = { id: number; outfitterId: number };
type Contact = { id: number; firstName: string; email?: string };

async function demoOutfitterHunt(request: import("@playwright/test").APIRequestContext) {
  const token = await apiToken(request, OUTFITTER);
  const me = (await (await request.get("/api/auth/me", bearer(token))).json()) as Me;
  const { hunts } = (await (await request.get(`/api/hunts?outfitterId=${me.id}&limit=50`)).json()) as { hunts: Hunt[] };
  return { outfitterId: me.id, hunt: hunts.sort((a, b) => a.id - b.id)[0]! };
}

test("a visitor contacts a reference: relayed through messaging, anonymous until it answers", async ({ page, request }) => {
  test.setTimeout(90_000);
  const { hunt } = await demoOutfitterHunt(request);
  const { email, token } = await registerHunter(request, "Rory");
  await signIn(page, email);
  await page.goto(`/hunt/${hunt.id}`);
  const panel = page.getByTestId("references-panel");
  await expect(panel).toContainText(/\d+ past clients are available as references/);
  await panel.getByRole("button", { name: "Contact a reference" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact a reference" });
  await dialog.getByLabel("Your question").fill("Did the guides scout the units before the season, and how was the food?");
  await dialog.getByRole("button", { name: "Send to a reference" }).click();
  await expect(toast(page, "Your message was sent to a past client.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The visitor's conversation names no one: no first name, no e-mail, until the reference answers.
  const conversations = await request.get("/api/messages/conversations", bearer(token));
  expect(conversations.ok()).toBe(true);
  const list = (await conversations.json()) as { partner?: Contact; user?: Contact }[];
  expect(list).toHaveLength(1);
  expect(JSON.stringify(list)).toContain('"firstName":"Ridgeline reference"');
  expect(JSON.stringify(list)).not.toMatch(/@example\.com/);
});

test("the hunt page shows the reliability line and similar hunts; the penalized outfitter loses its badge and the admin sees why", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { hunt } = await demoOutfitterHunt(request);
  await page.goto(`/hunt/${hunt.id}`);
  await expect(page.getByTestId("reliability-line").first()).toContainText(
    /Usually responds within (an hour|\d hours) · \d+% response rate · 0 cancellations in 12 months/,
  );
  const similar = page.getByTestId("similar-hunts");
  await expect(similar.getByRole("heading", { name: "Similar hunts" })).toBeVisible();
  const cards = similar.locator("a[href^='/hunt/']");
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(similar.locator(`a[href='/hunt/${hunt.id}']`)).toHaveCount(0);

  // Zambezi Valley is Top-Tier by the admin's toggle, but cancelled 1 of 16 accepted bookings.
  const adminToken = await apiToken(request, ADMIN);
  const outfitters = (await (await request.get("/api/outfitters", bearer(adminToken))).json()) as Contact[];
  const zambezi = outfitters.find((o) => o.firstName === "Zambezi Valley")!;
  const topTier = (await (await request.get("/api/top-tier-outfitters")).json()) as { id: number }[] | { outfitters: { id: number }[] };
  const topIds = (Array.isArray(topTier) ? topTier : topTier.outfitters).map((o) => o.id);
  expect(topIds).not.toContain(zambezi.id);
  const admin = await signedInPage(browser, ADMIN);
  await admin.page.goto(`/outfitter/${zambezi.id}`);
  await expect(admin.page.getByTestId("reliability-penalty")).toContainText("Cancelled 1 of 16 accepted bookings in 12 months");
  await admin.context.close();
});
