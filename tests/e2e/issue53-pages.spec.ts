import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { HUNTER, OUTFITTER, PASSWORD, registerAndSignIn, signIn } from "./support/auth";

/** Issue 53, the pages: a departure row books its date, the phone's Book bar, the outfitter's bio and years, the Payouts list. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = "test-results/issue53-pages";

type ListedHunt = { id: number; title: string; nextDeparture: string | null; datesOnRequest: boolean; seasonEnded: boolean };

async function openHunts(request: APIRequestContext): Promise<ListedHunt[]> {
  const res = await request.get("/api/hunts?limit=100");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { hunts: ListedHunt[] }).hunts.filter((h) => h.nextDeparture !== null && !h.seasonEnded);
}

/** A hunt whose page offers Book on two departures or more, so choosing the later one means something. */
async function huntWithDepartures(page: Page): Promise<{ hunt: ListedHunt; links: string[] }> {
  for (const hunt of (await openHunts(page.request)).slice(0, 12)) {
    await page.goto(`/hunt/${hunt.id}`);
    const links = page.getByTestId("departure-book");
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    if (hrefs.length >= 2) return { hunt, links: hrefs };
  }
  throw new Error("no demo hunt among the first 12 open ones has two bookable departures");
}

test("a departure row books that date; the booking page checks the departure it is given", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // Signed out, each row's Book signs in first and comes back to the booking page on that departure.
  const { hunt, links } = await huntWithDepartures(page);
  const guestHref = links[links.length - 1]!;
  const departureId = /departure%3D(\d+)/.exec(guestHref)?.[1];
  expect(guestHref).toBe(`/?login=true&next=${encodeURIComponent(`/booking/${hunt.id}?departure=${departureId}`)}`);

  await signIn(page, HUNTER);
  await page.goto(`/hunt/${hunt.id}`);
  const last = page.getByTestId("departure-book").last();
  await expect(last).toHaveAttribute("href", `/booking/${hunt.id}?departure=${departureId}`);
  await expect(last).toHaveAccessibleName(/^Book /);
  await page.screenshot({ path: `${SHOTS}/desktop-hunt-departures.png`, fullPage: true });
  await last.click();
  await expect(page).toHaveURL(new RegExp(`/booking/${hunt.id}\\?departure=${departureId}$`));
  const radios = page.locator('input[name="departureId"]');
  await expect(page.locator(`input[name="departureId"][value="${departureId}"]`)).toBeChecked();
  await expect(radios.first()).not.toBeChecked();
  await expect(page.getByTestId("departure-notice")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/desktop-booking-preselected.png`, fullPage: true });

  // A departure that is not this hunt's: said, and the first open one is chosen instead.
  await page.goto(`/booking/${hunt.id}?departure=999999999`);
  await expect(page.getByTestId("departure-notice")).toHaveText("That departure is not offered for this hunt. Please choose one below.");
  await expect(page.locator('input[name="departureId"]:checked')).toHaveCount(1);
  await expect(page.locator(`input[name="departureId"][value="${departureId}"]`)).not.toBeChecked();
  await page.goto(`/booking/${hunt.id}?departure=abc`);
  await expect(page.getByTestId("departure-notice")).toBeVisible();
});

test("on a phone the Book bar shows the price and spots, stays clear of the last content and the footer, and works from the keyboard", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const hunt = (await openHunts(page.request))[0]!;
  await page.goto(`/hunt/${hunt.id}`);
  const bar = page.getByTestId("book-bar");
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(/From \$[\d,]+\.\d{2} per hunter/);
  await expect(bar).toContainText(/[A-Z][a-z]{2} \d.+: \d+ spots? left/);
  // Held at the bottom edge of the screen while the page scrolls beneath it.
  const held = (await bar.boundingBox())!;
  expect(Math.round(held.y + held.height)).toBeLessThanOrEqual(PHONE.height);
  expect(Math.round(held.y + held.height)).toBeGreaterThan(PHONE.height - 4);
  await page.screenshot({ path: `${SHOTS}/phone-hunt-book-bar.png` });

  // At the end of the page it sits in its own room: above the footer, below the last section.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
  const end = (await bar.boundingBox())!;
  const footer = (await page.locator("footer").last().boundingBox())!;
  expect(end.y + end.height).toBeLessThanOrEqual(footer.y + 1);
  const lastBefore = await bar.evaluate((el) => (el.previousElementSibling as HTMLElement | null)?.getBoundingClientRect().bottom ?? 0);
  expect(lastBefore).toBeLessThanOrEqual(end.y + 1);
  await page.screenshot({ path: `${SHOTS}/phone-hunt-end.png` });

  // Reached and followed from the keyboard: a visitor is asked to sign in, then comes back to the booking page.
  const book = bar.getByRole("link", { name: "Book", exact: true });
  await expect(book).toHaveAttribute("href", `/?login=true&next=${encodeURIComponent(`/booking/${hunt.id}`)}`);
  await book.focus();
  await expect(book).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Welcome Back" })).toBeVisible();

  // From lg up the price card stays beside the page: no bar.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/hunt/${hunt.id}`);
  await expect(page.getByTestId("book-bar")).toBeHidden();
});

test("an outfitter's bio and years in business: the profile form checks them and the public profile shows them", async ({ page }) => {
  const email = `e2e-bio-${Date.now().toString(36)}@example.com`;
  const { user } = await registerAndSignIn(page.request, {
    email,
    firstName: "Sawtooth",
    lastName: "Packers",
    role: "outfitter",
    websiteUrl: "sawtoothpackers.example.com",
  });
  await page.setViewportSize(PHONE);
  await signIn(page, email, PASSWORD);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const since = page.getByLabel(/^In Business Since/);
  await since.fill("1850");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(/^In business since must be a year from 1900 to \d{4}$/)).toBeVisible();
  await since.fill("1998");
  await page.getByLabel(/^Bio/).fill("Horse-packed elk camps in the Sawtooths.\nFour hunters a week, two guides.");
  await page.screenshot({ path: `${SHOTS}/phone-profile-form.png`, fullPage: true });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated").first()).toBeVisible();

  await page.goto(`/outfitter/${user.id}`);
  const about = page.getByTestId("outfitter-about");
  await expect(about.getByRole("heading", { name: "About Sawtooth" })).toBeVisible();
  await expect(about.getByTestId("outfitter-years")).toHaveText(/^In business since 1998 \(\d+ years\)$/);
  await expect(about).toContainText("Horse-packed elk camps in the Sawtooths.");
  await page.screenshot({ path: `${SHOTS}/phone-outfitter-about.png`, fullPage: true });
});

test("the outfitter's Payouts page lists the transfers with date, booking, amount and status", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, OUTFITTER);
  await page.goto("/outfitter-dashboard");
  await page.getByTestId("payouts-card").getByRole("link", { name: "View transfers" }).click();
  await expect(page).toHaveURL(/\/payouts$/);
  await expect(page.getByRole("heading", { name: "Payouts", level: 1 })).toBeVisible();
  const table = page.getByTestId("transfers-table");
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(["Date", "Booking", "Type", "Amount", "Status"]);
  const first = table.getByRole("row").nth(1);
  await expect(first).toContainText(/Booking #\d+/);
  await expect(first).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(first).toContainText(/Transferred|Refunded|Partially refunded|Reversed/);
  await expect(page.getByTestId("transfers-page")).toHaveText(/^Page 1 of \d+$/);
  await page.screenshot({ path: `${SHOTS}/desktop-payouts.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId("transfers-list").getByRole("listitem").first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/phone-payouts.png`, fullPage: true });
});

// Not a check: the admin's approval card and the outfitter's report banner, saved for a person to look at on both viewports.
test("screenshots of the approval card and the monthly report banner", async ({ page, browser }) => {
  const applicant = `e2e-applicant-${Date.now().toString(36)}@example.com`;
  const { token, user } = await registerAndSignIn(page.request, {
    email: applicant,
    firstName: "Absaroka",
    lastName: "Guides",
    role: "outfitter",
    phone: "(406) 555-0177",
    websiteUrl: "absarokaguides.example.com",
  });
  const saved = await page.request.put(`/api/users/${user.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { bio: "Wilderness elk and mule deer hunts on horseback out of Cooke City.", inBusinessSince: 2007 },
  });
  expect(saved.status()).toBe(200);
  await signIn(page, "admin@ridgeline.test");
  for (const [name, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto("/admin");
    const card = page.getByTestId("pending-outfitter").filter({ hasText: applicant });
    await expect(card.getByTestId("application-details")).toContainText("(406) 555-0177");
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/${name}-approval-card.png` });
  }
  const outfitter = await browser.newPage();
  await outfitter.setViewportSize(PHONE);
  await signIn(outfitter, OUTFITTER);
  await outfitter.goto("/outfitter-dashboard");
  await expect(outfitter.getByText(/Monthly Report (Required|Overdue)/)).toBeVisible();
  await outfitter.screenshot({ path: `${SHOTS}/phone-report-banner.png` });
  await outfitter.getByRole("button", { name: "Submit Now" }).click();
  await outfitter.screenshot({ path: `${SHOTS}/phone-report-dialog.png` });
  await outfitter.close();
});
