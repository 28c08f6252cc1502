import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { latestEmail, signIn } from "./support/auth";

const ADMIN = "admin@ridgeline.test";
const OUTFITTER = "outfitter@ridgeline.test";
const HUNTER = "hunter@ridgeline.test";
const PASSWORD = "password123";

async function tokenFor(request: APIRequestContext, email: string) {
  const r = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(r.ok()).toBeTruthy();
  return ((await r.json()) as { token: string }).token;
}
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const listOf = (json: unknown, key: string) => (Array.isArray(json) ? json : ((json as Record<string, unknown>)?.[key] ?? [])) as Array<Record<string, unknown>>;

async function openDashboard(page: Page) {
  await signIn(page, ADMIN);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

test("anyone but the admin sees Access Denied", async ({ page }) => {
  for (const path of ["/admin", "/admin-dashboard", "/questionnaire-reports", "/email-test"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  }
  await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
  await signIn(page, HUNTER);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the admin approves a pending outfitter", async ({ page, request }) => {
  const email = `e2e-outfitter-${Date.now()}@example.com`;
  const reg = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, firstName: "Granite", lastName: `Peak${Date.now() % 10000}`, role: "outfitter", websiteUrl: "granitepeak.example.com" },
  });
  expect(reg.status()).toBe(201);
  const { token } = (await reg.json()) as { token: string };

  await openDashboard(page);
  const row = page.getByTestId("pending-outfitter").filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(page.getByText("Success", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  const me = await request.get("/api/auth/me", bearer(token));
  expect(((await me.json()) as { isApproved: boolean }).isApproved).toBe(true);
  const mail = await latestEmail(request, email, /approved/i);
  expect(mail.subject).toBe("Your Ridgeline outfitter account is approved");
});

test("the admin approves a pending review and it becomes public", async ({ page, request }) => {
  const adminToken = await tokenFor(request, ADMIN);
  const pending = (await (await request.get("/api/admin/reviews/pending", bearer(adminToken))).json()) as Array<{ id: number; huntId: number; content: string }>;
  test.skip(pending.length === 0, "No pending hunt review in the demo data (creating one needs POST /api/reviews)");
  // The seed's pending review on the demo outfitter's hunt has text no other review shares.
  const review = pending.find((r) => r.content.startsWith("Great mule deer country")) ?? pending[0]!;
  const snippet = review.content.slice(0, 40);

  await page.goto(`/hunt/${review.huntId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(snippet)).toHaveCount(0); // pending reviews are not public

  await openDashboard(page);
  const card = page.getByTestId("hunt-review").filter({ hasText: snippet }).first();
  await card.getByRole("button", { name: "Approve" }).click();
  const dialog = page.getByRole("dialog", { name: "Approve Review" });
  await dialog.getByLabel("Admin notes (optional)").fill("Verified booking.");
  await dialog.getByRole("button", { name: "Approve Review" }).click();
  await expect(page.getByText("Review Approved", { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  const pub = await request.get(`/api/reviews/${review.huntId}`);
  if (pub.status() !== 404) {
    expect(pub.ok()).toBeTruthy();
    expect(listOf(await pub.json(), "reviews").some((r) => r.id === review.id)).toBe(true);
  }
  // The hunt page shows approved reviews (its cache is expired by the approval).
  await page.goto(`/hunt/${review.huntId}`);
  await expect(page.getByText(snippet).first()).toBeVisible();
});

test("a notification the admin sends reaches the demo outfitter", async ({ page, request }) => {
  const subject = `Season update ${Date.now()}`;
  await openDashboard(page);
  await page.getByRole("button", { name: "Send Notification" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Notification" });
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Please fill in both subject and message.")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Audience" }).click();
  await page.getByRole("option", { name: "Outfitters only" }).click();
  await dialog.getByLabel("Subject").fill(subject);
  await dialog.getByLabel("Message").fill("Monthly reports are due by the 14th.");
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Notification Sent", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const token = await tokenFor(request, OUTFITTER);
  const res = await request.get("/api/notifications", bearer(token));
  if (res.status() !== 404) {
    expect(res.ok()).toBeTruthy();
    expect(listOf(await res.json(), "notifications").some((n) => n.title === subject)).toBe(true);
  }
  const mail = await latestEmail(request, OUTFITTER, new RegExp(subject));
  expect(mail.text).toContain("Monthly reports are due by the 14th.");
});

test("Monthly Reports opens from the dashboard and goes back to /admin", async ({ page }) => {
  await openDashboard(page);
  await page.getByRole("link", { name: "Monthly Reports" }).click();
  await expect(page).toHaveURL(/\/questionnaire-reports$/);
  await expect(page.getByRole("heading", { name: "Monthly Reports" })).toBeVisible();
  await expect(page.getByText("Total Outfitters")).toBeVisible();
  await expect(page.getByTestId("report-row").first()).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
