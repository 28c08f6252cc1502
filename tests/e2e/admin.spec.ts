import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import {
  ADMIN,
  apiToken,
  bearer,
  HUNTER,
  latestEmail,
  OUTFITTER,
  PASSWORD,
  registerAndSignIn,
  registerHunter,
  signedInPage,
  signIn,
} from "./support/auth";

const listOf = (json: unknown, key: string) =>
  (Array.isArray(json) ? json : ((json as Record<string, unknown>)?.[key] ?? [])) as Array<Record<string, unknown>>;

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
  const { token } = await registerAndSignIn(request, {
    email,
    password: PASSWORD,
    firstName: "Granite",
    lastName: `Peak${Date.now() % 10000}`,
    role: "outfitter",
    websiteUrl: "granitepeak.example.com",
  });

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
  // A new hunter reviews a listed hunt through the API, so the test never depends on seed data.
  const { hunts } = (await (await request.get("/api/hunts?limit=5")).json()) as { hunts: { id: number; title: string }[] };
  const hunt = hunts[0]!;
  const content = `Review ${Date.now().toString(36)}: steep country, patient guides and a camp cook worth the trip.`;
  const snippet = content.slice(0, 40);
  const reviewer = await registerHunter(request, "Riley");
  const posted = await request.post("/api/reviews", { ...bearer(reviewer.token), data: { huntId: hunt.id, rating: 5, content } });
  expect(posted.status()).toBe(201);
  const review = (await posted.json()) as { id: number; status: string };
  expect(review.status).toBe("pending");

  await page.goto(`/hunt/${hunt.id}`);
  await expect(page.getByRole("heading", { level: 1, name: hunt.title })).toBeVisible();
  await expect(page.getByText(snippet)).toHaveCount(0); // pending reviews are not public

  await openDashboard(page);
  const card = page.getByTestId("hunt-review").filter({ hasText: snippet });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: "Approve" }).click();
  const dialog = page.getByRole("dialog", { name: "Approve Review" });
  await dialog.getByLabel("Admin notes (optional)").fill("Verified booking.");
  await dialog.getByRole("button", { name: "Approve Review" }).click();
  await expect(page.getByText("Review Approved", { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  const pub = await request.get(`/api/reviews/${hunt.id}`);
  expect(pub.ok()).toBeTruthy();
  expect(listOf(await pub.json(), "reviews").some((r) => r.id === review.id)).toBe(true);
  // The hunt page shows approved reviews (its cache is expired by the approval).
  await page.goto(`/hunt/${hunt.id}`);
  await expect(page.getByText(snippet).first()).toBeVisible();
});

test("a notification the admin sends reaches the demo outfitter's bell", async ({ browser, page, request }) => {
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

  const token = await apiToken(request, OUTFITTER);
  const res = await request.get("/api/notifications", bearer(token));
  expect(res.ok()).toBeTruthy();
  expect(listOf(await res.json(), "notifications").some((n) => n.title === subject)).toBe(true);
  const mail = await latestEmail(request, OUTFITTER, new RegExp(subject));
  expect(mail.text).toContain("Monthly reports are due by the 14th.");

  // The demo outfitter sees it, unread, in the bell on the dashboard.
  const outfitter = await signedInPage(browser, OUTFITTER);
  await outfitter.page.goto("/");
  const bell = outfitter.page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const item = outfitter.page.getByRole("menuitem").filter({ hasText: subject });
  await expect(item).toBeVisible();
  await expect(item).toContainText("Monthly reports are due by the 14th.");
  await expect(item.getByLabel("Unread")).toBeVisible();
  await outfitter.context.close();
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

test("Jobs opens from the dashboard: each job type with its schedule, and no failed job", async ({ page }) => {
  await openDashboard(page);
  await page.getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
  await expect(page.getByText("Job types", { exact: true })).toBeVisible();
  await expect(page.getByText("bookings.reservation-sweep", { exact: true })).toBeVisible();
  await expect(page.getByText("email.deliver", { exact: true })).toBeVisible();
  await expect(page.getByText("No failed jobs")).toBeVisible();
});

test("an outfitter the admin pauses still signs in, sees its account Paused and cannot create hunts", async ({ page, request }) => {
  const email = `e2e-outfitter-${Date.now().toString(36)}@example.com`;
  const { user, token } = await registerAndSignIn(request, {
    email,
    password: PASSWORD,
    firstName: "Pausy",
    lastName: "Tester",
    role: "outfitter",
    websiteUrl: "pausy.example.com",
  });
  const admin = bearer(await apiToken(request, ADMIN));
  expect((await request.put(`/api/admin/users/${user.id}/approval`, { ...admin, data: { isApproved: true } })).ok()).toBeTruthy();
  const hunt = {
    title: "Pausy's Bear Hunt",
    description: "Five days on the coast.",
    species: ["black bear"],
    location: "Alaska, USA",
    price: 4000,
    duration: 5,
    groupSize: 2,
    dates: "May 2027",
    availability: 2,
  };
  expect((await request.post("/api/hunts", { ...bearer(token), data: hunt })).status(), "list a hunt").toBe(201);
  expect((await request.post("/api/admin/outfitter/pause", { ...admin, data: { outfitterId: user.id } })).ok()).toBeTruthy();

  await signIn(page, email);
  await expect(page.getByText("Account status: Paused.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Hunt" })).toBeDisabled();
  // Its listing stays on the dashboard, but the changes the server would refuse are disabled.
  const listing = page.getByRole("article", { name: "Pausy's Bear Hunt" });
  await expect(listing.getByRole("button", { name: "Pause Hunt" })).toBeDisabled();
  await expect(listing.getByRole("button", { name: "Edit" })).toBeDisabled();
  // Hunters cannot see it while the account is paused, so it does not read "Active".
  await expect(listing.getByText("Hidden", { exact: true })).toHaveAttribute("title", "Hidden from hunters while your account is paused");
  await expect(listing.getByText("Active", { exact: true })).toHaveCount(0);
  // The API refuses the change as well.
  const refused = await request.post("/api/hunts", { ...bearer(token), data: hunt });
  expect(refused.status()).toBe(403);
});

test("/email-test shows every e-mail template rendered, with its text, and sends one to an address", async ({ page, request }) => {
  await signIn(page, ADMIN);
  await page.goto("/email-test");
  await expect(page.getByRole("heading", { name: "Email Test" })).toBeVisible();
  const templates = page.getByTestId("email-template");
  await expect(templates.first()).toBeVisible();
  const count = await templates.count();
  expect(count).toBeGreaterThanOrEqual(30);
  await expect(page.getByRole("heading", { name: `Templates (${count})` })).toBeVisible();
  // Previews open on demand (one at a time, or all at once).
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: "Preview password-reset" }).click();
  await expect(page.locator("iframe")).toHaveCount(1);
  await page.getByRole("button", { name: "Show all previews" }).click();
  await expect(page.locator("iframe")).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const card = templates.nth(i);
    const heading = (await card.getAttribute("data-heading"))!;
    const name = await card.getByRole("heading", { level: 3 }).innerText();
    // The HTML e-mail, rendered inside its sandboxed frame, shows its own heading and button.
    const frame = card.frameLocator("iframe");
    await expect(frame.getByRole("heading", { level: 1 }), name).toHaveText(heading);
    await expect(frame.getByRole("link").first(), name).toBeVisible();
    // Sized to the whole e-mail: nothing of it is cut off inside the frame.
    const clipped = () =>
      card.locator("iframe").evaluate((f: HTMLIFrameElement) => f.contentDocument!.documentElement.scrollHeight - f.clientHeight);
    await expect.poll(clipped, { message: name }).toBeLessThanOrEqual(0);
    await expect(card.getByLabel(`${name} e-mail (text version)`), name).toContainText("RIDGELINE");
  }

  const to = `e2e-template-${Date.now()}@example.com`;
  const receipt = page.locator("#template-payment-confirmation");
  await receipt.getByRole("button", { name: "Send payment-confirmation test e-mail" }).click();
  await expect(page.getByText("Email Required", { exact: true })).toBeVisible();
  await page.getByLabel("Send templates to").fill(to);
  await receipt.getByRole("button", { name: "Send payment-confirmation test e-mail" }).click();
  await expect(page.getByText("Test Email Sent", { exact: true })).toBeVisible();
  const sent = await latestEmail(request, to, /^\[Test\] Payment received/);
  expect(sent.text).toContain("Balance due to the outfitter:");
});

test("User Management searches on the server, 25 at a time, and shows more on request", async ({ page, request }) => {
  // 26 hunters sharing a last name no one else has.
  const family = `Quill${Date.now().toString(36)}`;
  for (let i = 0; i < 26; i++) {
    const r = await request.post("/api/auth/register", {
      data: {
        email: `${family.toLowerCase()}-${i}@example.com`,
        password: PASSWORD,
        firstName: `Member${i}`,
        lastName: family,
        role: "hunter",
      },
    });
    expect(r.status()).toBe(201);
  }
  await openDashboard(page);
  const panel = page.locator("#user-management");
  await panel.getByLabel("Search users by name or email").fill(family.toUpperCase());
  const rows = panel.getByTestId("user-row");
  await expect(panel.getByTestId("user-count")).toHaveText("Showing 25 of 26");
  await expect(rows).toHaveCount(25);
  // Newest first: the last registered leads.
  await expect(rows.first()).toContainText(`Member25 ${family}`);
  await panel.getByRole("button", { name: "Show more" }).click();
  await expect(rows).toHaveCount(26);
  await expect(panel.getByTestId("user-count")).toHaveText("Showing 26 of 26");
  await expect(panel.getByRole("button", { name: "Show more" })).toHaveCount(0);

  await panel.getByLabel("Search users by name or email").fill(`${family.toLowerCase()}-7@example.com`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Member7 ${family}`);
  await panel.getByLabel("Search users by name or email").fill(`${family}-nobody`);
  await expect(panel.getByText("No users found")).toBeVisible();
});

test("the admin finds a recipient by e-mail on the message test page and messages them", async ({ page, request }) => {
  const { email, token } = await registerHunter(request, "Recipient");
  await signIn(page, ADMIN);
  await page.goto("/admin-message-test");
  await page.getByLabel("Find a recipient").fill(email.toUpperCase());
  await expect(page.getByTestId("recipient-count")).toHaveText("1 matching user.");
  await page.getByLabel("Recipient", { exact: true }).click();
  await page.getByRole("option", { name: "Recipient Tester (hunter)" }).click();
  // Narrowing the search to nobody keeps the chosen recipient.
  await page.getByLabel("Find a recipient").fill(`${email}-nobody`);
  await expect(page.getByTestId("recipient-count")).toHaveText("0 matching users.");
  await expect(page.getByLabel("Recipient", { exact: true })).toHaveText("Recipient Tester (hunter)");
  const text = `Hello from the admin test page ${Date.now()}`;
  await page.getByLabel("Message").fill(text);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent", { exact: true })).toBeVisible();
  const conversations = await (await request.get("/api/messages/conversations", bearer(token))).json();
  expect(JSON.stringify(conversations)).toContain(text);
});

test("Deactivate asks first, naming the account: Cancel changes nothing, Deactivate does", async ({ page, request }) => {
  const { email } = await registerHunter(request, "Quill");
  await openDashboard(page);
  const panel = page.locator("#user-management");
  await panel.getByLabel("Search users by name or email").fill(email);
  const row = panel.getByTestId("user-row");
  await expect(row).toHaveCount(1);
  const name = (await row.locator("span.truncate").first().innerText()).trim();
  await row.getByRole("button", { name: "Deactivate" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Deactivate ${name}?` });
  await expect(confirm).toContainText(email);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText("Inactive")).toHaveCount(0);

  await row.getByRole("button", { name: "Deactivate" }).click();
  await page
    .getByRole("alertdialog", { name: `Deactivate ${name}?` })
    .getByRole("button", { name: "Deactivate" })
    .click();
  await expect(page.getByText(`User deactivated: ${name}`)).toBeVisible();
  await expect(row.getByText("Inactive")).toBeVisible();
  await expect(row.getByRole("button", { name: "Activate" })).toBeVisible();
});
