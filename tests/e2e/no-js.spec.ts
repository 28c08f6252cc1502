import { expect, test } from "./support/fixtures";
import { PASSWORD, latestEmail, registerHunter } from "./support/auth";

/**
 * The public forms with JavaScript off (the "no-js" project): each posts natively to its server
 * action or, for search, is a plain GET form, and the page comes back with the answer in it.
 */

test("contact: a refused post comes back with each field's message and what was typed; a good one says it was sent", async ({ page }) => {
  await page.goto("/contact-us");
  const send = page.getByRole("button", { name: "Send Message" });
  await page.getByLabel("Name").fill("Jane Hunter");
  await page.getByLabel("Email").fill("jane@");
  await send.click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Jane Hunter");
  await expect(page.getByLabel("Email")).toHaveValue("jane@");

  await page.getByLabel("Email").fill(`jane-nojs-${Date.now()}@example.com`);
  await page.getByLabel("Subject").fill("Dall sheep in August");
  await page.getByLabel("Message").fill("Do you list Dall sheep hunts for late August?");
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent! We'll get back to you within 24 hours." })).toBeVisible();
});

test("search: browse and advanced search are plain GET forms whose filters land in the address", async ({ page }) => {
  await page.goto("/browse-hunts");
  await page.getByLabel("Search").fill("montana");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/browse-hunts\?.*location=montana/);
  await expect(page.getByLabel("Search")).toHaveValue("montana");
  await expect(page.getByTestId("results-count")).toBeVisible();

  await page.goto("/advanced-search");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/advanced-search\?/);
  await expect(page.getByTestId("results-count")).toBeVisible();
});

test("sign in on /sign-in: a wrong password is refused in the page, the right one signs in and lands home", async ({
  page,
  context,
  request,
}) => {
  const { email } = await registerHunter(request, "Noel");
  await page.goto("/sign-in");
  const main = page.locator("#main");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-my-password");
  await main.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(main.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).some((c) => /next-auth\.session-token$/.test(c.name))).toBe(true);
});

test("reset password from the e-mailed link: a mismatch is refused beside its field, then the new password is set", async ({
  page,
  request,
}) => {
  const { email } = await registerHunter(request, "Rhea");
  expect((await request.post("/api/auth/forgot-password", { data: { email } })).ok()).toBeTruthy();
  const mail = await latestEmail(request, email, /reset/i);
  const link = new URL(/https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("New Password", { exact: true }).fill("nojs-pass-1");
  await page.getByLabel("Confirm New Password").fill("nojs-other");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Please make sure both passwords match.")).toBeVisible();

  await page.getByLabel("New Password", { exact: true }).fill("nojs-pass-1");
  await page.getByLabel("Confirm New Password").fill("nojs-pass-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/sign-in\?reset=done$/);
  await expect(page.getByRole("status").filter({ hasText: "Password Reset Successful" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("nojs-pass-1");
  await page.locator("#main").getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
