import { expect, test } from "./support/fixtures";
import { addDays, todayIso } from "../../lib/departures/dates";
import { OUTFITTER, apiToken, bearer, latestEmail, registerHunter, signIn } from "./support/auth";

/**
 * Last-minute deals (issue 50) in the browser: a hunter has a saved search with the Deals filter,
 * the outfitter marks a departure starting within 60 days as a deal on the hunt's bookings page,
 * the "Last-minute" badge shows on the card and the hunt page, the Deals filter finds the hunt,
 * and the instant alert with the deal is in the outbox.
 */
const word = `Dealridge${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test("the outfitter marks a last-minute deal: badge, Deals filter and the saved-search alert", async ({ page, request }) => {
  const token = await apiToken(request, OUTFITTER);
  const title = `Late Season Elk ${word}`;
  const start = addDays(todayIso(), 20);
  const created = await request.post("/api/hunts", {
    ...bearer(token),
    data: {
      title,
      location: `${word} Basin, Montana`,
      description: "Guided from a wall-tent camp; horses, meals and field care included.",
      species: ["elk/wapiti"],
      duration: 5,
      price: 5000,
      groupSize: 2,
      cancellationPolicy: "moderate",
      departures: [{ startDate: start, endDate: addDays(start, 5), spots: 3 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: huntId } = (await created.json()) as { id: number };

  const hunter = await registerHunter(request, "Dealer");
  const saved = await request.post("/api/saved-searches", {
    ...bearer(hunter.token),
    data: { name: `Deals near ${word}`, frequency: "instant", path: "/advanced-search", filters: { location: word, deals: "true" } },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await signIn(page, OUTFITTER);
  await page.goto(`/hunt/${huntId}/bookings`);
  const deals = page.getByRole("region", { name: "Last-minute deals" });
  await deals.getByLabel(/Discount \(%\) for/).fill("20");
  await deals.getByRole("button", { name: "Mark as deal" }).click();
  await expect(page.getByText("Last-minute deal saved")).toBeVisible();
  await expect(deals.getByText("20% off: $4,000.00 per hunter")).toBeVisible();

  await page.goto(`/advanced-search?location=${word}`);
  await page.getByLabel(/Deals/).check();
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/deals=true/);
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card.getByTestId("last-minute-badge")).toHaveText("Last-minute");
  await expect(card.getByText("Last-minute from $4,000.00 (20% off)")).toBeVisible();

  await page.goto(`/hunt/${huntId}`);
  await expect(page.getByTestId("departure-deal")).toContainText("Last-minute");
  await expect(page.getByTestId("departure-deal")).toContainText("$4,000.00 per hunter (20% off)");

  const run = await request.post("/api/test/jobs/saved-searches.instant");
  expect(run.ok(), await run.text()).toBe(true);
  const mail = await latestEmail(request, hunter.email, /new for "Deals near/);
  expect(mail.html).toContain(title);
  expect(mail.text).toContain("Last-minute deals");
  expect(mail.text).toMatch(/Last-minute deal: .* · 20% off · \$4,000\.00 per hunter · 3 spots/);
});
