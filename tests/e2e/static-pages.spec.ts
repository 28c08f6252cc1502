import { expect, test } from "./support/fixtures";

test.describe("static pages", () => {
  test("contact form validates, then sends and clears", async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("support@ridgeline.test").first()).toBeVisible();
    await expect(page.getByText("Anchorage, AK 99524")).toBeVisible();
    await expect(page.getByText("Monday to Sunday", { exact: true })).toBeVisible();
    await expect(page.getByText(/^8:00 AM to 10:00 PM/)).toBeVisible();

    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();
    for (const m of ["Name is required", "Email is required", "Subject is required", "Message is required"]) {
      await expect(page.getByText(m)).toBeVisible();
    }

    await page.getByLabel("Name").fill("Jane Hunter");
    await page.getByLabel("Email").fill("jane@");
    await page.getByLabel("Subject").fill("Dall sheep in August");
    await page.getByLabel("Message").fill("Do you list Dall sheep hunts for late August?");
    await send.click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Name is required")).toHaveCount(0);

    await page.getByLabel("Email").fill(`jane-${Date.now()}@example.com`);
    // The form submits through its server action (a POST to the page), not the JSON API.
    const apiPosts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/api/")) apiPosts.push(r.url());
    });
    await send.click();
    await expect(page.getByText("Message sent!")).toBeVisible();
    expect(apiPosts).toEqual([]);
    await expect(page.getByText("We'll get back to you within 24 hours.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
  });

  test("help center: popular articles, categories, search and its empty state", async ({ page }) => {
    await page.goto("/help-center");
    await expect(page.getByRole("heading", { name: "Popular articles" })).toBeVisible();
    for (const c of ["Getting Started", "Booking Hunts", "Payments & Billing", "Communication", "Account & Security", "For Outfitters"]) {
      await expect(page.getByRole("heading", { name: c, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Contact Us form/ })).toHaveAttribute("href", "/contact-us");

    // A popular article opens its text.
    await page.getByRole("button", { name: /Resetting your password/ }).click();
    await expect(page.getByText(/The link is valid for 1 hour/)).toBeVisible();

    // An unwritten article reads "coming soon".
    await page.locator("summary", { hasText: "Closing your account" }).click();
    await expect(page.locator("#article-close-account").getByText("Article content coming soon...")).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Search help articles" });
    await search.fill("STRIPE");
    await expect(page.getByRole("heading", { name: "Popular articles" })).toHaveCount(0);
    await expect(page.getByText("1 article found")).toBeVisible();
    await expect(page.getByText(/our payment processor, Stripe/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Getting Started" })).toHaveCount(0);

    await search.fill("xylophone");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).first().click();
    await expect(page.getByRole("heading", { name: "Popular articles" })).toBeVisible();
  });

  test("help center Contact Support asks a visitor to sign in", async ({ page }) => {
    await page.goto("/help-center");
    const button = page.getByRole("button", { name: "Contact Support" });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(/\/(\?login=true)?$/);
  });

  test("terms and privacy show their date and the constants", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByText("Last updated: August 10, 2025")).toBeVisible();
    await expect(page.getByText("10% per person")).toBeVisible();
    await expect(page.getByText(/which adds a card convenience fee of/)).toContainText("3.2%");

    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Last updated: August 10, 2025")).toBeVisible();
    await expect(page.getByText(/are kept for\s+7 years/)).toBeVisible();
    await expect(page.getByText(/are kept for\s+3 years/)).toBeVisible();
  });

  test("about page goes back home", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "How we vet outfitters" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
