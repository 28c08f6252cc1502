import { deflateSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";

/**
 * The demo outfitter's day (issue 7): create a discounted hunt with two photos, see it listed,
 * pause it, answer a booking claim, and file the monthly report.
 */
const EMAIL = "outfitter@ridgeline.test";
const PASSWORD = "password123";

function png(rgb: [number, number, number], size = 24): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) raw.set(rgb, y * (size * 3 + 1) + 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    let c = ~0;
    for (const b of body) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(~c >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Signs in through the sign-in dialog when it exists, else through next-auth's credentials endpoint. */
async function signIn(page: Page) {
  await page.goto("/?login=true");
  const dialog = page.getByRole("dialog");
  if (await dialog.isVisible({ timeout: 3000 }).catch(() => false)) {
    await dialog.getByLabel("Email").fill(EMAIL);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog).toBeHidden();
    return;
  }
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: EMAIL, password: PASSWORD, json: "true" },
  });
  expect(res.ok()).toBeTruthy();
}

test("the demo outfitter lists a discounted hunt, pauses it, answers a claim and files the monthly report", async ({ page }) => {
  const title = `E2E Bull Elk ${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /Welcome back, Bitterroot/ })).toBeVisible();

  // Create a discounted hunt with two uploaded photos.
  await page.getByRole("button", { name: "Create Hunt" }).click();
  await expect(page.getByRole("heading", { name: "Create New Hunt" })).toBeVisible();
  await page.getByLabel("Hunt Title").fill(title);
  await page.getByLabel("Description").fill("Five days of glassing basins for mature bulls, wall tents and horses.");
  await page.getByLabel("Location").fill("Montana, USA");
  await page.getByLabel("Dates").fill("September 10 - 15, 2027");
  await page.getByLabel("Filter species").fill("elk");
  await page.getByRole("checkbox", { name: "Elk/Wapiti" }).check();
  await page.getByLabel("Price per hunter (USD)").fill("5000");
  await page.getByRole("checkbox", { name: "Offer a discount" }).check();
  await page.getByLabel("Discount Type").selectOption("percentage");
  await page.getByLabel("Discount Percentage").fill("20");
  await expect(page.getByText("Hunters will pay")).toContainText("$4,000.00");
  await page.getByLabel("Duration (days)").fill("5");
  await page.getByLabel("Group Size").fill("4");
  await page.getByLabel("Availability (spots)").fill("6");
  await page.getByTestId("photo-input").setInputFiles([
    { name: "ridge.png", mimeType: "image/png", buffer: png([60, 90, 50]) },
    { name: "camp.png", mimeType: "image/png", buffer: png([150, 110, 70]) },
  ]);
  const photos = page.getByRole("list", { name: "Hunt photos" }).getByRole("listitem");
  await expect(photos).toHaveCount(2);
  await page.getByRole("button", { name: "Create Hunt" }).click();
  await expect(page.getByText("Hunt Created").first()).toBeVisible();

  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("$4,000.00");
  await expect(card).toContainText("$5,000.00");

  // The hunt as the API shows it (the public GET when present, else the outfitter's own list).
  const own = (await (await page.request.get("/api/outfitter/hunts")).json()) as { id: number; title: string; images: string[] }[];
  const hunt = own.find((h) => h.title === title)!;
  const publicRes = await page.request.get(`/api/hunts/${hunt.id}`);
  const shown = publicRes.ok() ? ((await publicRes.json()) as Record<string, unknown>) : (hunt as unknown as Record<string, unknown>);
  expect(shown).toMatchObject({ price: "4000.00", originalPrice: "5000.00", isDiscounted: true });
  expect(hunt.images).toHaveLength(2);
  const photo = await page.request.get(hunt.images[0]!);
  expect(photo.headers()["content-type"]).toBe("image/png");
  expect(photo.headers()["x-content-type-options"]).toBe("nosniff");

  // Pause it: the card says Paused, and a public search (when present) no longer lists it.
  await card.getByRole("button", { name: "Pause Hunt" }).click();
  await expect(page.getByText("Hunt Updated").first()).toBeVisible();
  await expect(card.getByRole("button", { name: "Activate Hunt" })).toBeVisible();
  await expect(card).toContainText("Paused");
  const search = await page.request.get(`/api/hunts?search=${encodeURIComponent(title)}`);
  if (search.ok()) {
    const body = (await search.json()) as { id: number }[] | { hunts?: { id: number }[] };
    const list = Array.isArray(body) ? body : (body.hunts ?? []);
    expect(list.map((h) => h.id)).not.toContain(hunt.id);
  }

  // Accept a pending booking claim (the demo seed provides one); the report form opens 1.5 s later.
  const claim = page.getByTestId("booking-claim").first();
  let reportOpened = false;
  if (await claim.isVisible({ timeout: 3000 }).catch(() => false)) {
    await claim.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByText("Booking Claim Accepted").first()).toBeVisible();
    await expect(page.getByRole("dialog", { name: /Monthly Booking Report/ })).toBeVisible({ timeout: 5000 });
    reportOpened = true;
  } else {
    test.info().annotations.push({ type: "note", description: "Claim step skipped: no pending booking claim in this tree's demo seed." });
  }

  // File the monthly report from the banner (blue before the 15th, red from the 15th).
  if (!reportOpened) {
    await expect(page.getByText(/Monthly Report (Required|Overdue)/)).toBeVisible();
    await page.getByRole("button", { name: "Submit Now" }).click();
  }
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
