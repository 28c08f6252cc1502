import { expect, test } from "./support/fixtures";
import { ADMIN, HUNTER, OUTFITTER, apiToken, bearer, registerAndSignIn, registerHunter, signIn } from "./support/auth";

/**
 * Each signed-in area (app/(admin), (outfitter), (hunter)) is gated once, by its layout, in the
 * first response: every page of the area answers a visitor and a user of another role the same way.
 */
const OUTFITTER_PAGES = ["/outfitter-dashboard", "/hunt/1/bookings"];
const ADMIN_PAGES = [
  "/admin",
  "/admin-dashboard",
  "/admin-message-test",
  "/email-test",
  "/email-debug",
  "/admin/jobs",
  "/messaging-demo",
  "/messaging-test",
  "/questionnaire-reports",
];

test("the outfitter area asks a visitor to sign in and tells a hunter it is for outfitters, in the server's HTML", async ({
  page,
  request,
}) => {
  for (const path of OUTFITTER_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("Sign in required");
    expect(html, path).toContain("Sign in with your outfitter account to see this page.");
  }
  await signIn(page, HUNTER);
  for (const path of OUTFITTER_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("This page is for outfitters.")).toBeVisible();
  }
});

test("every admin page answers Access Denied to a visitor and to the outfitter", async ({ page, request }) => {
  for (const path of ADMIN_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("You need admin privileges to access this page.");
  }
  await signIn(page, OUTFITTER);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" }), path).toBeVisible();
  }
});

test("the hunter area tells the outfitter it is for hunters on every page", async ({ page }) => {
  await signIn(page, OUTFITTER);
  for (const path of ["/hunter-dashboard", "/booking/1"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Only hunters can book hunts" }), path).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
  }
});

/**
 * A client navigation's RSC request names the segments already on screen in Next-Router-State-Tree; Next.js then renders only
 * the segments below the shared layout, without re-running it. Each gated page checks its audience itself (issue 52, item 10),
 * so a hunter who claims the outfitter or admin layout is on screen still gets the refusal, not the page. The header is the
 * shape Next.js 16 validates (next/dist/server/app-render/types.js): anything else is refused before any page renders.
 */
const stateTree = (group: string, sibling: string) =>
  encodeURIComponent(JSON.stringify(["", { children: [group, { children: [sibling, { children: ["__PAGE__", {}] }] }] }]));
const GATED: [string, string, string, string][] = [
  ["/outfitter-dashboard", "(outfitter)", "payouts", "This page is for outfitters."],
  ["/hunt/1/bookings", "(outfitter)", "outfitter-dashboard", "This page is for outfitters."],
  ["/admin", "(admin)", "admin-dashboard", "You need admin privileges to access this page."],
  ["/admin-dashboard", "(admin)", "admin", "You need admin privileges to access this page."],
  ["/questionnaire-reports", "(admin)", "admin", "You need admin privileges to access this page."],
  ["/admin/jobs", "(admin)", "admin-dashboard", "You need admin privileges to access this page."],
  ["/messaging-test", "(admin)", "admin", "You need admin privileges to access this page."],
];

test("RSC requests that claim an area's layout is on screen still get each page's own refusal", async ({ page }) => {
  await signIn(page, HUNTER);
  for (const [path, group, sibling, refusal] of GATED) {
    const r = await page.request.get(path, { headers: { RSC: "1", "Next-Router-State-Tree": stateTree(group, sibling) } });
    expect(r.status(), path).toBeLessThan(500);
    expect(await r.text(), path).toContain(refusal);
  }
});

test("a paused outfitter opens the dashboard, pays the commission, files the report and is reactivated", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `e2e-paused-${Date.now().toString(36)}@example.com`;
  const { user, token } = await registerAndSignIn(request, {
    email,
    firstName: "Paula",
    role: "outfitter",
    websiteUrl: "paula.example.com",
  });
  const admin = bearer(await apiToken(request, ADMIN));
  expect((await request.put(`/api/admin/users/${user.id}/approval`, { ...admin, data: { isApproved: true } })).ok()).toBeTruthy();
  // A claim accepted before the pause: $300.00 of commission owed.
  const hunter = await registerHunter(request, "Clay");
  const claim = await request.post("/api/booking-claims", {
    ...bearer(hunter.token),
    data: { outfitterId: user.id, huntPrice: "3000.00", huntDescription: "Elk hunt booked by phone" },
  });
  expect(claim.status()).toBe(201);
  const { id: claimId } = (await claim.json()) as { id: number };
  expect((await request.post(`/api/booking-claims/${claimId}/respond`, { ...bearer(token), data: { accept: true } })).ok()).toBeTruthy();
  expect((await request.post("/api/admin/outfitter/pause", { ...admin, data: { outfitterId: user.id } })).ok()).toBeTruthy();

  await signIn(page, email);
  await page.goto("/outfitter-dashboard");
  await expect(page.getByText("Account status: Paused.")).toBeVisible();
  await expect(page.getByText("Sign in required")).toHaveCount(0);

  await page.getByRole("button", { name: "Pay Commission" }).click();
  const pay = page.getByRole("dialog", { name: "Pay Commission" });
  await pay.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  await pay.getByRole("group", { name: "PayPal test approval" }).getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByText("Payment Successful").first()).toBeVisible();
  await expect(pay).toBeHidden();

  await page.getByRole("button", { name: "Monthly Report" }).click();
  const report = page.getByRole("dialog", { name: /Monthly Booking Report/ });
  await report.getByLabel("No client bookings that month").check();
  await report.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByText("Monthly Report Submitted").first()).toBeVisible();

  expect((await request.post("/api/admin/outfitter/unpause", { ...admin, data: { outfitterId: user.id } })).ok()).toBeTruthy();
  await page.goto("/outfitter-dashboard");
  await expect(page.getByText("Account status: Active.")).toBeVisible();
});
