import { expect, test } from "./support/fixtures";
import { latestEmail, PASSWORD, signIn } from "./support/auth";

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// The privacy promises on the profile (issue 52): "Download my data" by e-mailed link, and "Delete my account".
test("a hunter downloads their data through the e-mailed link, then deletes the account", async ({ page, request }) => {
  const email = `e2e-privacy-${runId}@example.com`;
  const created = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, firstName: "Dana", lastName: "Privacy", role: "hunter" },
  });
  expect(created.status()).toBe(201);
  await signIn(page, email);
  await page.goto("/profile");

  await page.getByRole("button", { name: "Download my data" }).click();
  await expect(page.getByText("Data Export Requested")).toBeVisible();
  const mail = await latestEmail(request, email, /data is ready/);
  const link = /https?:\/\/\S+\/api\/account\/export\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  const path = new URL(link).pathname;
  const file = await page.request.get(path);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(((await file.json()) as { account: { email: string } }).account.email).toBe(email);
  // Without the owner's session the link is nothing.
  expect((await request.get(path)).status()).toBe(401);

  // Delete: the dialog names what happens, asks for the password, then signs out.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog.getByText(/stay with the people you wrote to/)).toBeVisible();
  await expect(dialog.getByText(/kept for 7 years/)).toBeVisible();
  await dialog.getByLabel("Password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("The password is not correct")).toBeVisible();
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Account Deleted")).toBeVisible();
  await expect(page.locator("[data-testid=header-first-name]")).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get(path)).status()).toBe(401);
  expect((await request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(401);
});

// Client mistakes at the framework's own paths are 4xx on `next start`, not 500 (issue 52, item 6).
test("framework paths answer client mistakes with 4xx", async ({ request, baseURL }) => {
  const host = new URL(baseURL!).host;
  const action = { "next-action": "7f".padEnd(42, "0"), "content-type": "text/plain;charset=UTF-8" };
  for (const origin of ["https://evil.example", "null", "::garbage::"]) {
    const r = await request.post("/contact-us", { headers: { ...action, origin }, data: '["x"]' });
    expect(r.status(), origin).toBe(403);
  }
  for (const body of ["", "not json", "[".repeat(5000) + "]".repeat(5000), '["$K1"]', '[{"a":"$Q2"}]', '["$F1"]']) {
    const r = await request.post("/contact-us", { headers: { ...action, origin: `http://${host}` }, data: body });
    expect(r.status(), body.slice(0, 20)).toBe(400);
  }
  const big = await request.post("/contact-us", {
    headers: { ...action, origin: `http://${host}` },
    data: `["${"a".repeat(1024 * 1024)}"]`,
  });
  expect(big.status()).toBe(413);
  const callback = await request.get("/api/auth/callback/credentials");
  expect(callback.status()).toBe(405);
});
