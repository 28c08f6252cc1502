import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { registerHunter, signIn, signedInPage } from "./support/auth";

const HUNTER = "hunter@ridgeline.test";
const OUTFITTER = "outfitter@ridgeline.test";

type Hunt = { id: number; title: string; outfitterId: number; outfitter?: { firstName: string } };

/** A listed hunt of an outfitter the demo hunter has neither favourited nor booked with. */
async function brooksRangeHunts(page: Page): Promise<Hunt[]> {
  const res = await page.request.get("/api/hunts?limit=100");
  expect(res.ok()).toBeTruthy();
  const { hunts } = (await res.json()) as { hunts: Hunt[] };
  const mine = hunts.filter((h) => h.outfitter?.firstName === "Brooks Range");
  expect(mine.length).toBeGreaterThan(0);
  return mine;
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test.describe("hunter area", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, HUNTER);
  });

  test("favourites an outfitter from its page, then sees it in Favorites and its hunts in New from Favorites", async ({ page }) => {
    const hunts = await brooksRangeHunts(page);
    const outfitterId = hunts[0]!.outfitterId;

    await page.goto(`/outfitter/${outfitterId}`);
    const actions = page.getByTestId("hunter-actions");
    await expect(actions.getByRole("button", { name: "Favorite", exact: true })).toBeVisible();
    await actions.getByRole("button", { name: "Favorite", exact: true }).click();
    await expect(toast(page, "Added to Favorites")).toBeVisible();
    await expect(actions.getByRole("button", { name: "Favorited" })).toHaveAttribute("aria-pressed", "true");

    await page.goto("/");
    await expect(page.getByRole("heading", { name: /Welcome back, Hannah/ })).toBeVisible();
    const favoritesTab = page.getByRole("tab", { name: /^Favorites \(\d+\)$/ });
    await favoritesTab.click();
    const card = page.getByTestId("favorite-outfitter").filter({ has: page.getByRole("heading", { name: "Brooks Range" }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: "View Profile" })).toHaveAttribute("href", `/outfitter/${outfitterId}`);
    await expect(card.getByRole("button", { name: "Favorited" })).toBeVisible();

    await page.getByRole("tab", { name: /^New from Favorites \(\d+\)$/ }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: hunts[0]!.title }).first()).toBeVisible();
  });

  test("writes a hunt review and sees 'Review Submitted'", async ({ page }) => {
    const [hunt] = await brooksRangeHunts(page);
    await page.goto(`/hunt/${hunt!.id}`);
    await page.getByTestId("hunter-actions").getByRole("button", { name: "Write Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a Review" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: /5 stars/ })).toBeChecked();

    await dialog.getByLabel("Your review").fill("Too short");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect(dialog.getByText("Review must be at least 10 characters")).toBeVisible();

    await dialog.getByRole("radio", { name: /4 stars/ }).check({ force: true });
    await dialog.getByLabel("Your review").fill("Great guides, hard country and a beautiful camp. Would go again.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect(toast(page, "Review Submitted")).toContainText("Your review has been submitted for admin approval.");
    await expect(dialog).toBeHidden();
  });

  test("submits a booking claim through the modal", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Claim Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Claim Booking with Outfitter" });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Submit Claim" }).click();
    await expect(toast(page, "Missing Information")).toContainText("Please fill in all required fields.");

    await dialog.getByLabel("Find your outfitter").fill("zambezi");
    const option = dialog.getByRole("radio", { name: /Zambezi Valley/ });
    await expect(option).toHaveCount(1);
    await option.check({ force: true });
    await expect(dialog.getByTestId("claim-selected-outfitter")).toContainText("Zambezi Valley");
    await dialog.getByLabel("Hunt price (USD)").fill("18500");
    await dialog.getByLabel("Hunt description").fill("10-day dangerous game safari, booked at a hunting show");
    await dialog.getByRole("button", { name: "Submit Claim" }).click();
    await expect(toast(page, "Booking Claim Submitted")).toContainText("sent to the outfitter for verification");
    await expect(dialog).toBeHidden();
  });

  test("answers the follow-up card in a quiet conversation and then sees the questionnaire summary", async ({ page }) => {
    const res = await page.request.get("/api/booking-inquiries/my");
    const inquiries = (await res.json()) as { outfitterId: number; bookingStatus: string; outfitter: { firstName: string } }[];
    const kodiak = inquiries.find((i) => i.outfitter.firstName === "Kodiak Coastal" && i.bookingStatus === "maybe")!;
    await page.goto(`/messages?recipient=${kodiak.outfitterId}&autoOpen=true`);
    const card = page.getByTestId("follow-up-card");
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Please select your booking status")).toBeVisible();
    await card.getByLabel("Yes, I booked a hunt").check();
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Please enter the hunt price for commission tracking")).toBeVisible();
    await card.getByLabel("Still deciding").check();
    await card.getByLabel(/Notes/).fill("  Waiting on dates from work.  ");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Booking Status Tracked")).toContainText(
      "We'll follow up with you in 3 weeks to see if you've made a decision.",
    );
    await expect(page.getByTestId("intake-summary")).toBeVisible();
    await expect(card).toBeHidden();
    await expect(page.getByRole("button", { name: "Claim Booking with Outfitter" })).toBeVisible();
  });
});

test("a non-hunter opening /hunter-dashboard is told it is for hunters and goes home to their own dashboard", async ({ page }) => {
  await signIn(page, OUTFITTER);
  await page.goto("/hunter-dashboard");
  await expect(page.getByRole("heading", { name: "Only hunters can book hunts" })).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
});

test("a visitor opening /hunter-dashboard is sent to the sign-in dialog", async ({ page }) => {
  // The server redirects to /?login=true; the page then opens the dialog and drops the parameter
  // from the address (login-param-watcher.tsx), so the redirect is read from the answer.
  const answer = await page.goto("/hunter-dashboard");
  expect(answer?.url()).toMatch(/\/\?login=true$/);
  await expect(page.getByRole("dialog").getByText("Welcome Back")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a hunter who just joined is welcomed, not welcomed back; the header has Browse Hunts; on a phone the four tabs fit the screen", async ({
  browser,
  request,
}) => {
  const { email } = await registerHunter(request, "Neve");
  const { page, context } = await signedInPage(browser, email);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Ridgeline, Neve!" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Browse Hunts" })).toHaveAttribute("href", "/browse-hunts");

  await page.setViewportSize({ width: 360, height: 780 });
  const tabs = page.getByRole("tablist");
  for (const name of [/^Available Hunts/, /^Favorites/, /^New from Favorites/, /^Top-Tier/]) {
    const box = (await tabs.getByRole("tab", { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await context.close();
});
