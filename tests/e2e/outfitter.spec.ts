import { expect, test } from "./support/fixtures";
import { pngBytes, pngOfNoise } from "../support/png";
import { bearer, OUTFITTER, registerHunter, signIn } from "./support/auth";

/**
 * The demo outfitter's day (issue 7): create a discounted hunt with two photos, see it listed,
 * pause it, answer a booking claim, and file the monthly report.
 */
const png = (rgb: [number, number, number]) => pngBytes(24, 24, rgb);

test("the demo outfitter lists a discounted hunt, pauses it, answers a claim and files the monthly report", async ({ page }) => {
  const title = `E2E Bull Elk ${Date.now().toString(36)}`;
  await signIn(page, OUTFITTER);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /Welcome back, Bitterroot/ })).toBeVisible();

  // Create a discounted hunt with two uploaded photos.
  await page.getByRole("button", { name: "Create Hunt" }).click();
  await expect(page.getByRole("heading", { name: "Create New Hunt" })).toBeVisible();
  await page.getByLabel("Hunt Title").fill(title);
  await page.getByLabel("Description").fill("Five days of glassing basins for mature bulls, wall tents and horses.");
  await page.getByLabel("Location").fill("Montana, USA");
  // One departure, 60 to 64 days ahead (date pickers take YYYY-MM-DD); the dates text is its summary.
  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 64 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Start date").fill(start);
  await page.getByLabel("End date").fill(end);
  await page.getByLabel("Spots").fill("6");
  await page.getByLabel("Filter species").fill("elk");
  await page.getByRole("checkbox", { name: "Elk/Wapiti" }).check();
  await page.getByLabel("Price per hunter (USD)").fill("5000");
  await page.getByRole("checkbox", { name: "Offer a discount" }).check();
  await page.getByLabel("Discount Type").selectOption("percentage");
  await page.getByLabel("Discount Percentage").fill("20");
  await expect(page.getByText("Hunters will pay")).toContainText("$4,000.00");
  await page.getByLabel("Duration (days)").fill("5");
  await page.getByLabel("Group Size").fill("4");
  await page.getByTestId("photo-input").setInputFiles([
    { name: "ridge.png", mimeType: "image/png", buffer: png([60, 90, 50]) },
    { name: "camp.png", mimeType: "image/png", buffer: png([150, 110, 70]) },
  ]);
  const photos = page.getByRole("list", { name: "Hunt photos" }).getByRole("listitem");
  await expect(photos).toHaveCount(2);
  await page.getByRole("button", { name: "Create Hunt" }).click();
  await expect(page.getByText("Hunt Created").first()).toBeVisible();

  const card = page.getByRole("article", { name: title, exact: true });
  await expect(card).toBeVisible();
  await expect(card).toContainText("$4,000.00");
  await expect(card).toContainText("$5,000.00");

  // The hunt as the public API shows it; the photos are served as images.
  const own = (await (await page.request.get("/api/outfitter/hunts")).json()) as {
    id: number;
    title: string;
    images: string[];
    outfitterId: number;
  }[];
  const hunt = own.find((h) => h.title === title)!;
  const publicRes = await page.request.get(`/api/hunts/${hunt.id}`);
  expect(publicRes.ok()).toBe(true);
  expect(await publicRes.json()).toMatchObject({
    price: "4000.00",
    originalPrice: "5000.00",
    isDiscounted: true,
    isActive: true,
    availability: 6,
    nextDeparture: start,
  });
  expect(hunt.images).toHaveLength(2);
  const photo = await page.request.get(hunt.images[0]!);
  expect(photo.headers()["content-type"]).toBe("image/webp");
  expect(photo.headers()["x-content-type-options"]).toBe("nosniff");

  // Its public pages: the hunt page (two photos, the discounted price) and the outfitter's profile.
  await page.goto(`/hunt/${hunt.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("hunt-price")).toHaveText("$4,000.00");
  const gallery = page.getByRole("list", { name: "Photos and video" });
  await expect(gallery.getByRole("button", { name: /^Show photo \d$/ })).toHaveCount(2);
  await gallery.getByRole("button", { name: "Show photo 2" }).click();
  await expect(page.getByRole("img", { name: `${title} — photo 2` })).toBeVisible();
  await page.goto(`/outfitter/${hunt.outfitterId}`);
  await expect(page.getByRole("link", { name: `View details of ${title}` }).first()).toBeVisible();

  // In search while active; paused from the dashboard it is gone (API and the browse page).
  const inSearch = async () => {
    const res = await page.request.get(`/api/hunts?location=${encodeURIComponent(title)}&limit=50`);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { hunts: { id: number }[] }).hunts.some((h) => h.id === hunt.id);
  };
  expect(await inSearch()).toBe(true);
  await page.goto("/");
  await card.getByRole("button", { name: "Pause Hunt" }).click();
  await expect(page.getByText("Hunt Updated").first()).toBeVisible();
  await expect(card.getByRole("button", { name: "Activate Hunt" })).toBeVisible();
  await expect(card).toContainText("Paused");
  expect(await inSearch()).toBe(false);
  await page.goto(`/browse-hunts?location=${encodeURIComponent(title)}`);
  await expect(page.getByText("No hunts match your search criteria.")).toBeVisible();
  await expect(page.getByRole("link", { name: `View details of ${title}` })).toHaveCount(0);

  // A hunter claims a booking made directly with the outfitter; the outfitter accepts it and the
  // monthly report form opens (1.5 s later).
  const claimText = `E2E claim ${Date.now().toString(36)}: 5-day elk hunt booked by phone`;
  const claimant = await registerHunter(page.request, "Claire");
  const claimed = await page.request.post("/api/booking-claims", {
    ...bearer(claimant.token),
    data: { outfitterId: hunt.outfitterId, huntPrice: "3000.00", huntDescription: claimText },
  });
  expect(claimed.status()).toBe(201);
  await page.goto("/");
  const claim = page.getByTestId("booking-claim").filter({ hasText: claimText });
  await claim.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Booking Claim Accepted").first()).toBeVisible();
  await expect(claim).toHaveCount(0);

  // File the monthly report in the form the accepted claim opened.
  const report = page.getByRole("dialog", { name: /Monthly Booking Report/ });
  await expect(report).toBeVisible();
  await report.getByLabel("Yes — a client booked a hunt").check();
  await report.getByRole("combobox", { name: "Hunt", exact: true }).selectOption({ label: `${title} — $4,000.00` });
  await report.getByLabel("Client name").fill("Sam Client");
  await report.getByLabel("Booking dates").fill("Sept 10 - 15, 2027");
  await report.getByLabel("Number of people").fill("2");
  await report.getByLabel("Check by mail").check();
  await expect(report).toContainText("$800.00");
  await report.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByText("Monthly Report Submitted").first()).toBeVisible();
  await page.waitForLoadState("load");
  await expect(page.getByText(/Monthly Report (Required|Overdue)/)).toBeHidden({ timeout: 10_000 });
  const current = (await (await page.request.get("/api/questionnaire/current")).json()) as {
    hasResponse: boolean;
    response: { commissionAmount: string };
  };
  expect(current).toMatchObject({ hasResponse: true, response: { commissionAmount: "800.00" } });
});

test("a photo upload shows its progress: a labelled bar that moves between 0 and 100 while the bytes go up", async ({ page }) => {
  await signIn(page, OUTFITTER);
  await page.goto("/");
  await page.getByRole("button", { name: "Create Hunt" }).click();
  await expect(page.getByRole("heading", { name: "Create New Hunt" })).toBeVisible();
  // About 6 MB at 1.5 MB/s: four seconds of upload, long enough to see the bar between its ends.
  const photo = pngOfNoise(1400, 1400);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1_500_000 });
  // Every value the bar shows, recorded in the page as it changes (polling from here could miss them).
  await page.evaluate(() => {
    const w = window as unknown as { progressSeen: { label: string | null; now: string | null }[] };
    w.progressSeen = [];
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        w.progressSeen.push({ label: bar.getAttribute("aria-label"), now: bar.getAttribute("aria-valuenow") });
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuenow"] });
  });
  await page.getByTestId("photo-input").setInputFiles([{ name: "basin-at-dawn.png", mimeType: "image/png", buffer: photo }]);
  const bar = page.getByRole("progressbar", { name: "Uploading basin-at-dawn.png" });
  await expect(bar).toBeVisible();
  const photos = page.getByRole("list", { name: "Hunt photos" }).getByRole("listitem");
  await expect(photos).toHaveCount(1, { timeout: 30_000 });
  await expect(bar).toBeHidden();
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: { label: string | null; now: string | null }[] }).progressSeen,
  );
  const values = seen.filter((s) => s.label === "Uploading basin-at-dawn.png").map((s) => Number(s.now));
  const between = [...new Set(values.filter((v) => v > 0 && v < 100))];
  expect(between.length, `aria-valuenow seen: ${values.join(", ")}`).toBeGreaterThanOrEqual(2);
  // It only moves forward.
  expect(values).toEqual([...values].sort((a, b) => a - b));
  // The stored photo is shown; removing it deletes the upload (the hunt is never created).
  await expect(photos.first().getByRole("img", { name: "Hunt photo 1" })).toBeVisible();
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(photos).toHaveCount(0);
});
