import { expect, test } from "./support/fixtures";
import { HUNTER, OUTFITTER, signIn } from "./support/auth";

/**
 * Each signed-in area (app/(admin), (outfitter), (hunter)) is gated once, by its layout, in the
 * first response: every page of the area answers a visitor and a user of another role the same way.
 */
const OUTFITTER_PAGES = ["/outfitter-dashboard", "/hunt/1/bookings"];
const ADMIN_PAGES = [
  "/admin",
  "/admin-dashboard",
  "/admin-message-test",
  "/email-test",
  "/email-debug",
  "/admin/jobs",
  "/messaging-demo",
  "/messaging-test",
  "/questionnaire-reports",
];

test("the outfitter area asks a visitor to sign in and tells a hunter it is for outfitters, in the server's HTML", async ({
  page,
  request,
}) => {
  for (const path of OUTFITTER_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("Sign in required");
    expect(html, path).toContain("Sign in with your outfitter account to see this page.");
  }
  await signIn(page, HUNTER);
  for (const path of OUTFITTER_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("This page is for outfitters.")).toBeVisible();
  }
});

test("every admin page answers Access Denied to a visitor and to the outfitter", async ({ page, request }) => {
  for (const path of ADMIN_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("You need admin privileges to access this page.");
  }
  await signIn(page, OUTFITTER);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" }), path).toBeVisible();
  }
});

test("the hunter area tells the outfitter it is for hunters on every page", async ({ page }) => {
  await signIn(page, OUTFITTER);
  for (const path of ["/hunter-dashboard", "/booking/1"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Only hunters can book hunts" }), path).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
  }
});
