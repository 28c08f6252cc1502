import { expect, test } from "./support/fixtures";
import { HUNTER, OUTFITTER, latestEmail, signedInPage } from "./support/auth";

/**
 * Issue 46: the outfitter enters fees and add-ons on the hunt form; a visitor changes the
 * estimator on the hunt page; a hunter books 2 hunters and 1 observer with an add-on, and the
 * booking summary, the confirmation e-mail and both dashboards show the same lines.
 */
test("fees entered on the hunt form price the hunt page estimator, the booking, its e-mail and both dashboards", async ({ browser }) => {
  // A long walk through four pages and two roles on a shared machine.
  test.setTimeout(180_000);
  const title = `E2E Priced Elk ${Date.now().toString(36)}`;
  const outfitter = await signedInPage(browser, OUTFITTER);
  const o = outfitter.page;
  await o.goto("/");
  await o.getByRole("button", { name: "Create Hunt" }).click();
  await o.getByLabel("Hunt Title").fill(title);
  await o.getByLabel("Description").fill("Five days in the high country with wall tents, horses and a cook.");
  await o.getByLabel("Location").fill("Montana, USA");
  const start = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 74 * 86_400_000).toISOString().slice(0, 10);
  await o.getByLabel("Start date").fill(start);
  await o.getByLabel("End date").fill(end);
  await o.getByLabel("Spots").fill("6");
  await o.getByLabel("Filter species").fill("elk");
  await o.getByRole("checkbox", { name: "Elk/Wapiti" }).check();
  await o.getByLabel("Price per hunter (USD)").fill("4000");
  await o.getByLabel("Duration (days)").fill("5");
  await o.getByLabel("Group Size").fill("6");
  // The fees: an observer price, tax, what's included, two add-ons, a licence the outfitter obtains, a trophy fee.
  await o.getByLabel("Max non-hunting observers").fill("2");
  await o.getByLabel("Price per observer (USD)").fill("1200");
  await o.getByLabel("Tax on the guided portion (basis points, 700 = 7%)").fill("700");
  await o.getByLabel("Lodging", { exact: true }).selectOption("included");
  await o.getByLabel("Lodging note").fill("Wall tents");
  await o.getByRole("button", { name: "Add an add-on" }).click();
  await o.getByLabel("Add-on 1 name").fill("Pack horse");
  await o.getByLabel("Add-on 1 price (USD)").fill("250");
  await o.getByRole("checkbox", { name: "Required" }).check();
  await o.getByRole("button", { name: "Add an add-on" }).click();
  await o.getByLabel("Add-on 2 name").fill("Extra day");
  await o.getByLabel("Add-on 2 price (USD)").fill("650");
  await o.getByLabel("Add-on 2 unit").selectOption("per_day");
  await o.getByRole("button", { name: "Add a licence" }).click();
  await o.getByLabel("Licence 1 name").fill("Elk licence");
  await o.getByLabel("Licence 1 obtained by").selectOption("outfitter");
  await o.getByLabel("Licence 1 resident fee (USD)").fill("60");
  await o.getByLabel("Licence 1 non-resident fee (USD)").fill("959");
  await o.getByRole("button", { name: "Add a trophy fee" }).click();
  await o.getByLabel("Trophy 1 species").fill("Bull elk");
  await o.getByLabel("Trophy 1 fixed fee (USD)").fill("2500");
  await o.getByRole("button", { name: "Create Hunt" }).click();
  await expect(o.getByText("Hunt Created").first()).toBeVisible();
  const own = (await (await o.request.get("/api/outfitter/hunts")).json()) as { id: number; title: string }[];
  const hunt = own.find((h) => h.title === title)!;

  // A visitor: the server HTML has the estimate for one non-resident hunter; the estimator reprices.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(`/hunt/${hunt.id}`);
  const details = v.locator("#price-details");
  await expect(details.getByRole("heading", { name: "Price details" })).toBeVisible();
  await expect(details).toContainText("Lodging: Included — Wall tents");
  // (4000 + 250) × 1.07 + 959.
  await expect(details.getByTestId("all-in-estimate")).toHaveText("All-in estimate: $5,506.50");
  await details.getByLabel("Hunters").fill("2");
  await expect(details.getByTestId("all-in-estimate")).toHaveText("All-in estimate: $11,013.00");
  // Hunter 1's species list is open by default when the hunt lists few species.
  await details.getByLabel("Bull elk").first().selectOption({ label: "Take ($2,500.00)" });
  await expect(details.getByTestId("all-in-estimate")).toHaveText("All-in estimate: $13,513.00");
  await expect(details.getByRole("region", { name: "Due on harvest" })).toContainText("$2,500.00");
  await visitor.close();

  // The hunter books 2 hunters and 1 observer with an extra day.
  const hunter = await signedInPage(browser, HUNTER);
  const h = hunter.page;
  await h.goto(`/booking/${hunt.id}`);
  const summary = h.getByTestId("booking-price-summary");
  // Chosen again until the page has hydrated and the summary reprices (a choice made before is lost).
  await expect(async () => {
    await h.getByLabel("Hunters in your party").selectOption("2");
    await h.getByLabel(/Non-hunting observers/).selectOption("1");
    await h.getByRole("checkbox", { name: /Extra day/ }).check();
    await expect(summary).toContainText("Extra day (per day)", { timeout: 1000 });
    await expect(summary).toContainText("Hunter × 2", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // 8000 + 1200 + 3 × 250 + 650 = 10,600; tax 742; 2 × 959 licences.
  await expect(summary.getByTestId("charged-now")).toHaveText("$13,260.00");
  await expect(summary.getByTestId("charged-later")).toHaveText("$0.00");
  for (const line of [
    "Hunter × 2",
    "Observer",
    "Pack horse (per person) × 3",
    "Extra day (per day)",
    "Tax (7%)",
    "Elk licence (non-resident) × 2",
  ]) {
    await expect(summary).toContainText(line);
  }
  await h.getByLabel("Full Name").fill("Hannah Reed");
  await h.getByLabel("Phone Number").fill("(406) 555-0134");
  await h.getByLabel("Contact Name").fill("Sam Reed");
  await h.getByLabel("Contact Phone").fill("406-555-0187");
  await h.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
  await h.getByLabel("Card number").fill("4242 4242 4242 4242");
  await h.getByLabel("Expiration date").fill("12 / 40");
  await h.getByLabel("Security code").fill("123");
  await h.getByRole("button", { name: "Confirm Booking & Pay $13,260.00" }).click();
  await expect(h.getByText("Request sent", { exact: true })).toBeVisible();

  // The confirmation e-mail has the same lines.
  const mail = await latestEmail(h.request, HUNTER, /Booking confirmation/);
  for (const line of [
    "Hunter × 2",
    "Pack horse (per person) × 3",
    "Extra day (per day)",
    "Elk licence (non-resident) × 2",
    "Charged now",
    "$13,260.00",
  ]) {
    expect(mail.text).toContain(line);
  }

  // Both dashboards.
  const mine = (await (await h.request.get("/api/bookings/my")).json()) as { id: number; huntId: number }[];
  const booking = mine.find((b) => b.huntId === hunt.id)!;
  await h.goto("/");
  const hunterLines = h.getByTestId(`booking-price-${booking.id}`);
  await hunterLines.getByText(/Price lines/).click();
  await expect(hunterLines).toContainText("Pack horse (per person) × 3");
  await expect(hunterLines).toContainText("charged now $13,260.00");
  await o.goto(`/hunt/${hunt.id}/bookings`);
  const outfitterLines = o.getByTestId(`booking-price-${booking.id}`).first();
  await outfitterLines.getByText(/Price lines/).click();
  await expect(outfitterLines).toContainText("Elk licence (non-resident) × 2");
  await expect(outfitterLines).toContainText("charged now $13,260.00");
  await hunter.context.close();
  await outfitter.context.close();
});

/**
 * Issue 46: a visitor searches by the whole price (advanced search's "Licence included", the
 * all-in order, browse's maximum all-in), compares two hunts side by side for the same party as
 * the hunt page's estimator prices it, and the comparison fits a 320 px phone.
 */
test("a visitor filters by the whole price and compares two hunts for the same party", async ({ page }) => {
  test.setTimeout(120_000);
  type ApiHunt = { id: number; title: string; allInFrom: string; price: string };
  const api = async (q: string) => (await (await page.request.get(`/api/hunts?${q}`)).json()) as ApiHunt[];

  // Advanced search: "Licence included", ordered by the all-in price.
  const included = await api("licenceIncluded=true&sort=all_in_asc");
  expect(included.length).toBeGreaterThanOrEqual(2);
  await page.goto("/advanced-search");
  await page.getByRole("checkbox", { name: "Licence included" }).check();
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/licenceIncluded=true/);
  await page.getByLabel("Sort by").selectOption("all_in_asc");
  await expect(page).toHaveURL(/sort=all_in_asc/);
  const cards = page.getByRole("article");
  await expect(cards.first().getByRole("heading")).toHaveText(included[0]!.title);
  await expect(cards).toHaveCount(Math.min(included.length, 24));

  // Browse: the maximum all-in.
  const cheap = await api("maxAllIn=5000");
  expect(cheap.every((h) => Number(h.allInFrom) <= 5000)).toBe(true);
  await page.goto("/browse-hunts");
  await page.getByLabel("Max all-in ($)").fill("5000");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/maxAllIn=5000/);
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(cheap[0]!.title);

  // Compare the two cheapest licence-included hunts.
  const [a, b] = included as [ApiHunt, ApiHunt];
  await page.goto("/advanced-search?licenceIncluded=true&sort=all_in_asc");
  for (const h of [a, b]) {
    // The hunt's own card (the demo has hunts of the same title); pressed again until the page has hydrated
    // (before it, Compare is a plain link).
    const toggle = page
      .getByRole("article")
      .filter({ has: page.locator(`a[href="/hunt/${h.id}"]`) })
      .getByRole("button", { name: `Compare ${h.title}` });
    await expect(async () => {
      await toggle.click({ timeout: 1000 });
      await expect(toggle).toHaveAttribute("aria-pressed", "true", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  }
  const tray = page.getByRole("complementary", { name: "Hunts to compare" });
  await expect(tray).toContainText("2 hunts picked");
  await tray.getByRole("link", { name: "Compare 2 hunts" }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a.id},${b.id}`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const table = page.getByTestId("compare-table");
  for (const text of [
    a.title,
    b.title,
    "All-in estimate",
    "Charged by Ridgeline at booking",
    "Licence and tags",
    "Cancellation policy",
    "Outfitter",
  ]) {
    await expect(table).toContainText(text);
  }

  // The same party everywhere: two hunters on the comparison, two on the hunt page's estimator.
  await page.getByLabel("Hunters", { exact: true }).selectOption("2");
  await page.getByRole("button", { name: "Update estimates" }).click();
  await expect(page).toHaveURL(/hunters=2/);
  const allInRow = table.getByRole("row", { name: /^All-in estimate/ });
  const compared = (await allInRow.getByRole("cell").first().innerText()).match(/\$[\d,]+\.\d\d/)![0];
  const visitor = await page.context().newPage();
  await visitor.goto(`/hunt/${a.id}`);
  const details = visitor.locator("#price-details");
  await details.getByLabel("Hunters").fill("2");
  await expect(details.getByTestId("all-in-estimate")).toHaveText(`All-in estimate: ${compared}`);
  await visitor.close();

  // A 320 px phone: the table stacks, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByRole("list", { name: "Hunts compared" })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
});
