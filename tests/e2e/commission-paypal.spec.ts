import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { OUTFITTER, signIn } from "./support/auth";

/**
 * The commission payment by PayPal's Smart Buttons (@paypal/react-paypal-js) on the offline test
 * provider: the app serves its stand-in SDK at /paypal-test-sdk, so PayPalButtons runs its real
 * createOrder → approve → onApprove path against the app's server actions, no PayPal account
 * needed. When the SDK cannot load, the dialog falls back to the redirect to the approval page.
 */
type Balance = { totalOwed: string; paidToDate: string; pendingAtPaypal: string };
const balance = async (page: Page) => (await (await page.request.get("/api/outfitter/balance")).json()) as Balance;

async function openDialog(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Pay Commission" }).click();
  const dialog = page.getByRole("dialog", { name: "Pay Commission" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the SDK cannot load: the dialog offers the redirect to PayPal's approval page instead", async ({ page }) => {
  await signIn(page, OUTFITTER);
  const before = await balance(page);
  expect(Number(before.totalOwed)).toBeGreaterThan(0);
  await page.route("**/paypal-test-sdk**", (route) => route.abort("failed"));
  const dialog = await openDialog(page);
  await expect(dialog.getByText("PayPal's payment buttons could not load.")).toBeVisible();
  await expect(dialog.getByText("You will be sent to PayPal to pay by card or PayPal balance, then brought back here.")).toBeVisible();
  await dialog.getByRole("button", { name: /^Pay \$[\d,]+\.\d\d with PayPal$/ }).click();
  await expect(page).toHaveURL(/\/paypal-test-checkout\?token=TEST-[0-9A-F]{16}&amount=/);
  await expect(page.getByRole("heading", { name: "Approve commission payment" })).toBeVisible();
  // Cancelled at the approval page: nothing paid.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByText("Payment cancelled").first()).toBeVisible();
  expect(await balance(page)).toMatchObject({ totalOwed: before.totalOwed, paidToDate: before.paidToDate });
});

test("the outfitter pays the commission with PayPal's Buttons in test mode; the server's amount is captured once", async ({ page }) => {
  await signIn(page, OUTFITTER);
  const before = await balance(page);
  const owedCents = Math.round(Number(before.totalOwed) * 100) - Math.round(Number(before.pendingAtPaypal) * 100);
  expect(owedCents).toBeGreaterThan(0);
  // Each PayPal order is started through startCardPaymentAction: a server action's POST (the
  // Next-Action header) whose arguments are the dialog's body.
  const orders: string[] = [];
  page.on("request", (r) => {
    if (r.headers()["next-action"] && (r.postData() ?? "").includes("Ridgeline commission payment")) orders.push(r.method());
  });
  const dialog = await openDialog(page);
  // PayPalButtons rendered the SDK's button (the test stand-in's), not the redirect button.
  const sdkButton = dialog.getByRole("button", { name: "Pay with PayPal (test mode)" });
  await expect(sdkButton).toBeVisible();
  await expect(dialog.getByRole("button", { name: /with PayPal$/ }).filter({ hasNotText: "test mode" })).toHaveCount(0);

  // Cancel once in PayPal's step: nothing is paid, the button comes back.
  await sdkButton.click();
  const approval = dialog.getByRole("group", { name: "PayPal test approval" });
  await expect(approval).toContainText("Test mode — no card is charged");
  await approval.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Payment cancelled").first()).toBeVisible();
  expect((await balance(page)).totalOwed).toBe(before.totalOwed);

  await dialog.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  await dialog.getByRole("group", { name: "PayPal test approval" }).getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByText("Payment Successful").first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Pay Commission" })).toBeHidden();
  expect(orders).toEqual(["POST", "POST"]);
  const after = await balance(page);
  expect(Math.round(Number(after.totalOwed) * 100)).toBe(Math.round(Number(before.totalOwed) * 100) - owedCents);
  expect(Math.round(Number(after.paidToDate) * 100)).toBe(Math.round(Number(before.paidToDate) * 100) + owedCents);

  // Opened again: nothing owed.
  const again = await openDialog(page);
  await expect(again.getByText("No Commission Owed")).toBeVisible();
});
