import { expect, test } from "./support/fixtures";
import { latestEmail, signIn, signOut } from "./support/auth";

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a hunter registers, signs out, signs in, and resets the password through the e-mailed link", async ({ page, request }) => {
  const email = `e2e-hunter-${runId}@example.com`;

  // Register through the dialog.
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Join as Hunter" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Join as Hunter" });
  await dialog.getByLabel("First Name").fill("Willa");
  await dialog.getByLabel("Last Name").fill("Tracker");
  await dialog.getByLabel("Email").fill(`  ${email.toUpperCase()} `);
  await dialog.getByLabel("Password").fill("first-pass-1");
  const submit = dialog.getByRole("button", { name: "Create Account" });
  await expect(submit).toBeDisabled();
  await dialog.getByRole("link", { name: "Terms of Service" }).evaluate((a) => {
    if (a.getAttribute("target") !== "_blank" || a.getAttribute("href") !== "/terms-of-service") throw new Error("bad terms link");
  });
  await dialog.getByRole("checkbox").check();
  // A phone number that is not one is refused in the form, with the API's message.
  await dialog.getByLabel("Phone").fill("call me");
  await submit.click();
  await expect(dialog.getByText("Enter a valid phone number")).toBeVisible();
  await dialog.getByLabel("Phone").fill("+1 (406) 555-0134");
  await submit.click();
  await expect(page.getByText("Welcome to Ridgeline!")).toBeVisible();
  await expect(page.locator("[data-testid=header-first-name]")).toHaveText("Willa");
  await expect(dialog).toBeHidden();

  await signOut(page);
  await signIn(page, email, "first-pass-1");
  await expect(page.getByText("You have successfully logged in.")).toBeVisible();
  await signOut(page);

  // A wrong password shows the server's message in red inside the dialog.
  await page.goto("/?login=true");
  await expect(page).toHaveURL(/\/$/);
  const login = page.getByRole("dialog", { name: "Welcome Back" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill("not-my-password");
  await login.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(login.getByRole("alert")).toHaveText("Invalid email or password");

  // Forgot password → link from the outbox → new password.
  await login.getByRole("button", { name: "Forgot your password?" }).click();
  const forgot = page.getByRole("dialog", { name: "Reset Password" });
  await forgot.getByLabel("Email").fill(` ${email} `);
  await forgot.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByText("Reset Email Sent")).toBeVisible();
  const back = page.getByRole("dialog", { name: "Welcome Back" });
  await expect(back).toBeVisible();
  await expect(back.getByLabel("Email")).toHaveValue("");

  const mail = await latestEmail(request, email, /reset/i);
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText("Hi Willa, choose a new password")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("second-pass-2");
  await page.getByLabel("Confirm New Password").fill("mismatch-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords Don't Match")).toBeVisible();
  await page.getByLabel("Confirm New Password").fill("second-pass-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("You can now sign in with your new password").first()).toBeVisible();
  await page.waitForURL((u) => u.pathname === "/", { timeout: 10_000 });

  // The used link is dead now.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();

  await signIn(page, email, "second-pass-2");
});

test("the reset page without a token shows the invalid-link screen", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown path answers 404 with the 404 page", async ({ page }) => {
  const res = await page.goto("/some-unknown-path");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the profile is read-only until Edit Profile; Cancel restores, Save Changes updates", async ({ page, request }) => {
  const email = `e2e-profile-${runId}@example.com`;
  const created = await request.post("/api/auth/register", {
    data: { email, password: "password123", firstName: "Pia", lastName: "Ranger", role: "hunter" },
  });
  expect(created.status()).toBe(201);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();

  await signIn(page, email);
  await page.goto("/profile");
  const first = page.getByLabel("First Name");
  await expect(first).toHaveValue("Pia");
  await expect(first).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Website URL")).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Phone")).toHaveAttribute("placeholder", "(555) 123-4567");

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await first.fill("Changed");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(first).toHaveValue("Pia");
  await expect(first).toHaveAttribute("readonly", "");

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await first.fill("Piper");
  await page.getByLabel("Phone").fill("406.555.0187");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated")).toBeVisible();
  await expect(first).toHaveAttribute("readonly", "");
  await expect(page.locator("[data-testid=header-first-name]")).toHaveText("Piper");
  await page.reload();
  await expect(page.getByLabel("Phone")).toHaveValue("(406) 555-0187");
});

test("a visitor who signs in from Book This Hunt lands on that hunt's booking form, and /sign-in has the dialog's links", async ({
  page,
  request,
}) => {
  const res = await request.get("/api/hunts?limit=20");
  const { hunts } = (await res.json()) as { hunts: { id: number; availability: number }[] };
  const hunt = hunts.find((h) => h.availability > 0)!;
  await page.goto(`/hunt/${hunt.id}`);
  await page.getByRole("link", { name: "Book This Hunt" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome Back" });
  await dialog.getByLabel("Email").fill("hunter@ridgeline.test");
  await dialog.getByLabel("Password").fill("password123");
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${hunt.id}$`));
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
  await signOut(page);

  // An address elsewhere is never followed: signing in stays on this site.
  await page.goto(`/?login=true&next=${encodeURIComponent("//evil.example/x")}`);
  const again = page.getByRole("dialog", { name: "Welcome Back" });
  await again.getByLabel("Email").fill("hunter@ridgeline.test");
  await again.getByLabel("Password").fill("password123");
  await again.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.locator("[data-testid=header-first-name]")).toBeAttached();
  expect(page.url()).not.toContain("evil.example");
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
  await signOut(page);

  await page.goto("/sign-in");
  await page.getByRole("main").getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("dialog", { name: "Reset Password" })).toBeVisible();
});
