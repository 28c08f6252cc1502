import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { addDays, todayIso } from "../../lib/departures/dates";
import { ADMIN, apiToken, bearer, latestEmail, registerAndSignIn, registerHunter, signedInPage } from "./support/auth";

/**
 * Money reaches the outfitter (issue 21), in the browser on the offline test provider: a new
 * outfitter sets up payouts on the test onboarding page, lists a hunt with a 25% deposit through
 * the hunt form, a hunter pays the deposit (a card hold), the outfitter accepts it (captured) and
 * denies a second request (the hold released, card not charged); then the admin's "Collect
 * commission at booking" switch. Each test makes its own outfitter, hunts and hunters, so the demo
 * data and the other specs are left as they were.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const NOT_ACCEPTING = "This outfitter is not accepting online payments yet — message them to book.";
const NOTE = "You pay the outfitter directly. Platform fees are handled separately.";
const NOT_CHARGED = "Hold released — card not charged";

/** A new outfitter, approved by the admin through the API; no payout account yet. */
async function approvedOutfitter(request: APIRequestContext, firstName: string) {
  const s = stamp();
  const email = `e2e-payouts-${s}@example.com`;
  const lastName = `Outfitters ${s}`;
  const { token, user } = await registerAndSignIn(request, {
    email,
    firstName,
    lastName,
    role: "outfitter",
    websiteUrl: `${s}.example.com`,
  });
  const admin = await apiToken(request, ADMIN);
  const approved = await request.put(`/api/admin/users/${user.id}/approval`, { ...bearer(admin), data: { isApproved: true } });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { email, token, id: user.id, name: `${firstName} ${lastName}` };
}

const details = {
  hunterPhone: "(406) 555-0134",
  emergencyContactName: "Sam Reed",
  emergencyContactPhone: "406-555-0198",
  termsAccepted: true,
};

/** A booking request paid with the test card through the API, as the booking page makes it: the card is held. */
async function heldBooking(request: APIRequestContext, hunterToken: string, huntId: number, hunterName: string) {
  const booked = await request.post("/api/bookings", { ...bearer(hunterToken), data: { huntId, partySize: 1, hunterName, ...details } });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  const intent = await request.post("/api/create-payment-intent", { ...bearer(hunterToken), data: { bookingId: id } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const paid = await request.post("/api/payments/test/confirm", {
    ...bearer(hunterToken),
    data: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const confirmed = await request.post("/api/confirm-payment", { ...bearer(hunterToken), data: { bookingId: id, paymentIntentId } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return id;
}

type MyBooking = { id: number; huntId: number; status: string; paymentStatus: string; depositAmount: string; balanceDue: string };
async function myBooking(request: APIRequestContext, token: string, id: number) {
  const res = await request.get("/api/bookings/my", bearer(token));
  expect(res.ok()).toBe(true);
  return ((await res.json()) as MyBooking[]).find((b) => b.id === id || b.huntId === id);
}

/** Creates a hunt through the dashboard's hunt form, its deposit picked from the Deposit select. */
async function createHuntInForm(page: Page, title: string, deposit: string) {
  await page.getByRole("button", { name: "Create Hunt" }).click();
  await expect(page.getByRole("heading", { name: "Create New Hunt" })).toBeVisible();
  await page.getByLabel("Hunt Title").fill(title);
  await page.getByLabel("Description").fill("Five days of glassing basins for mature bulls, wall tents and horses.");
  await page.getByLabel("Location").fill("Madison Range, Montana");
  await page.getByLabel("Start date").fill(addDays(todayIso(), 120));
  await page.getByLabel("End date").fill(addDays(todayIso(), 124));
  await page.getByLabel("Spots").fill("4");
  await page.getByLabel("Filter species").fill("elk");
  await page.getByRole("checkbox", { name: "Elk/Wapiti" }).check();
  await page.getByLabel("Price per hunter (USD)").fill("4000");
  await page.getByLabel("Duration (days)").fill("5");
  await page.getByLabel("Group Size").fill("4");
  await page.getByLabel("Deposit", { exact: true }).selectOption({ label: deposit });
  await page.getByRole("button", { name: "Create Hunt" }).click();
  await expect(page.getByText("Hunt Created").first()).toBeVisible();
  const own = (await (await page.request.get("/api/outfitter/hunts")).json()) as { id: number; title: string; depositPercent: number }[];
  const hunt = own.find((h) => h.title === title);
  expect(hunt).toBeTruthy();
  return hunt!;
}

test("payouts set up in test mode; a hunter pays a 25% deposit, the outfitter accepts it and denies a second request", async ({
  browser,
  request,
}) => {
  // The whole money flow in one test (payout set-up, two bookings, a payment, accept, deny): 49 s
  // alone on a busy 2-core machine, over the default 60 s once in a full run.
  test.setTimeout(120_000);
  const outfitter = await approvedOutfitter(request, "Madison");
  const o = await signedInPage(browser, outfitter.email);
  await o.page.goto("/");
  const payouts = o.page.getByTestId("payouts-card");
  await expect(payouts.getByTestId("payout-state")).toHaveText("Not set up");
  await expect(payouts).toContainText("Test mode — no bank account is connected");

  // The hunt, listed before payouts are set up, with a 25% deposit picked in the form.
  const title = `Deposit Elk ${stamp()}`;
  const hunt = await createHuntInForm(o.page, title, "25% at booking");
  expect(hunt.depositPercent).toBe(25);

  // No payout account yet: the booking page asks the hunter to message the outfitter instead.
  const first = await registerHunter(request, "Hannah");
  const h = await signedInPage(browser, first.email);
  await h.page.goto(`/booking/${hunt.id}`);
  await expect(h.page.getByText(NOT_ACCEPTING)).toBeVisible();
  await expect(h.page.getByRole("button", { name: "Message Outfitter" })).toBeVisible();
  await expect(h.page.getByLabel("Card number")).toHaveCount(0);

  // Set up payouts: the test onboarding page stands in for Stripe's, one click activates.
  await payouts.getByRole("button", { name: "Set up payouts" }).click();
  await expect(o.page).toHaveURL(/\/payouts\/test-onboarding\?account=acct_/);
  await expect(o.page.getByRole("heading", { name: "Set up payouts" })).toBeVisible();
  await expect(o.page.getByText("Test mode — no bank account is connected")).toBeVisible();
  await o.page.screenshot({ path: "/tmp/money-onboarding.png", fullPage: true });
  await o.page.getByRole("button", { name: "Activate payouts" }).click();
  await expect(o.page).toHaveURL(/\/outfitter-dashboard$/);
  await expect(o.page.getByText("Payouts Active").first()).toBeVisible();
  await expect(payouts.getByTestId("payout-state")).toHaveText("Active");
  await expect(payouts.getByRole("button", { name: "Manage payouts" })).toBeVisible();
  await payouts.screenshot({ path: "/tmp/money-payouts-card.png" });

  // The hunter books: the summary says the deposit today and the balance due; only the deposit is paid.
  const page = h.page;
  await page.goto(`/hunt/${hunt.id}`);
  const book = page.getByRole("link", { name: "Book This Hunt" });
  // The link leads to the sign-in dialog until the page knows a hunter is signed in.
  await expect(book).toHaveAttribute("href", `/booking/${hunt.id}`);
  await book.click();
  await expect(page).toHaveURL(new RegExp(`/booking/${hunt.id}$`));
  await expect(page.getByText(NOT_ACCEPTING)).toHaveCount(0);
  await page.getByLabel("Full Name").fill("Hannah Reed");
  await page.getByLabel("Phone Number").fill("(406) 555-0134");
  await page.getByLabel("Contact Name").fill("Sam Reed");
  await page.getByLabel("Contact Phone").fill("406-555-0187");
  await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
  await expect(page.getByLabel("Full Name")).toHaveValue("Hannah Reed");
  await expect(page.getByText("Booking Summary")).toBeVisible();
  await expect(page.getByTestId("deposit-line")).toHaveText("Deposit today: $1,000.00 · Balance due to the outfitter: $3,000.00");
  await expect(page.getByText(NOTE)).toBeVisible();
  await page.screenshot({ path: "/tmp/money-booking.png", fullPage: true });
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration date").fill("12 / 40");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Confirm Booking & Pay $1,000.00" }).click();
  await expect(page.getByText("Request sent", { exact: true })).toBeVisible();
  const mine = page.getByRole("list", { name: "My bookings" }).getByRole("listitem").filter({ hasText: title });
  await expect(mine).toContainText("Pending Approval");
  // Every booking shows its schedule (issue 48): here the card is held for the deposit, the balance paid to the outfitter directly.
  await expect(mine.getByTestId("booking-schedule")).toHaveText(/^Deposit \$1,000\.00 held .+ · Balance \$3,000\.00 due to the outfitter$/);
  const booking = await myBooking(request, first.token, hunt.id);
  expect(booking).toMatchObject({ status: "pending", paymentStatus: "authorized", depositAmount: "1000.00", balanceDue: "3000.00" });
  const receipt = await latestEmail(request, first.email, /^Payment received/);
  expect(receipt.subject).toBe("Payment received: $1,000.00");
  expect(receipt.text).toContain("Deposit today: $1,000.00 · Balance due to the outfitter: $3,000.00");

  // A second request, paid the same way (its card held too).
  const second = await registerHunter(request, "Devon");
  const deniedId = await heldBooking(request, second.token, hunt.id, "Devon Price");

  // The outfitter answers both from the dashboard, before the card holds are released.
  await o.page.goto("/");
  const pending = o.page.getByRole("list", { name: "Pending bookings" }).getByRole("listitem");
  const hannah = pending.filter({ hasText: "Hannah Reed" });
  const devon = pending.filter({ hasText: "Devon Price" });
  await expect(hannah).toContainText("Card hold: $1,000.00 — captured when you accept");
  await expect(hannah).toContainText(/Answer by [A-Z][a-z]{2} \d{1,2} — the card hold is released after that/);
  await o.page.getByRole("list", { name: "Pending bookings" }).screenshot({ path: "/tmp/money-pending.png" });
  await hannah.getByRole("button", { name: "Accept" }).click();
  await o.page.getByRole("alertdialog").getByRole("button", { name: "Accept and charge" }).click();
  await expect(o.page.getByText("The booking was accepted.").first()).toBeVisible();
  await expect(hannah).toHaveCount(0);
  await devon.getByRole("button", { name: "Deny" }).click();
  await expect(o.page.getByText("The booking was denied.").first()).toBeVisible();
  await expect(devon).toHaveCount(0);

  // The outfitter's bookings of the hunt: the deposit captured and the balance the hunter owes them; the other hold released.
  await o.page.getByRole("article", { name: title, exact: true }).getByRole("link", { name: "Bookings" }).click();
  await expect(o.page).toHaveURL(new RegExp(`/hunt/${hunt.id}/bookings$`));
  const accepted = o.page.getByRole("row").filter({ hasText: "Hannah Reed" });
  await expect(accepted).toContainText("Accepted");
  await expect(accepted).toContainText("Deposit captured: $1,000.00");
  await expect(accepted).toContainText("Balance due from the hunter: $3,000.00");
  const denied = o.page.getByRole("row").filter({ hasText: "Devon Price" });
  await expect(denied).toContainText("Denied");
  await expect(denied).toContainText(NOT_CHARGED);
  await o.page.screenshot({ path: "/tmp/money-hunt-bookings.png", fullPage: true });
  // The table fits its container: the last column (Actions) is not cut off.
  const table = o.page.getByRole("table");
  expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0))).toBe(true);

  // The hunter's dashboard: accepted, the deposit and the balance due.
  await page.goto("/");
  await expect(mine).toContainText("Accepted");
  await expect(mine.getByTestId("booking-schedule")).toHaveText(/^Deposit \$1,000\.00 paid .+ · Balance \$3,000\.00 due to the outfitter$/);
  await mine.screenshot({ path: "/tmp/money-my-booking.png" });
  expect(await myBooking(request, first.token, hunt.id)).toMatchObject({ status: "accepted", paymentStatus: "paid" });

  // The denied hunter's dashboard: denied, card not charged.
  const d = await signedInPage(browser, second.email);
  await d.page.goto("/");
  const theirs = d.page.getByRole("list", { name: "My bookings" }).getByRole("listitem").filter({ hasText: title });
  await expect(theirs).toContainText("Denied");
  await expect(theirs).toContainText(NOT_CHARGED);
  await expect(theirs).not.toContainText("Balance due");
  await theirs.screenshot({ path: "/tmp/money-denied.png" });
  expect(await myBooking(request, second.token, deniedId)).toMatchObject({ status: "denied", paymentStatus: "released" });

  await Promise.all([o.context.close(), h.context.close(), d.context.close()]);
});

test("the admin's 'Collect commission at booking': on, the accepted booking's commission is paid at once and never owed; off again, it is owed", async ({
  browser,
  request,
}) => {
  const outfitter = await approvedOutfitter(request, "Collect");
  // Payouts set up through the API, as the onboarding page does.
  const onboard = await request.post("/api/outfitter/payouts/onboard", { ...bearer(outfitter.token), data: {} });
  expect(onboard.ok(), await onboard.text()).toBe(true);
  const accountId = new URL(((await onboard.json()) as { url: string }).url, "http://localhost").searchParams.get("account");
  const activated = await request.post("/api/payments/test/accounts/activate", { ...bearer(outfitter.token), data: { accountId } });
  expect(activated.ok(), await activated.text()).toBe(true);
  const created = await request.post("/api/hunts", {
    ...bearer(outfitter.token),
    data: {
      title: `Commission Elk ${stamp()}`,
      description: "Glassing basins from a spike camp.",
      species: ["elk/wapiti"],
      location: "Gravelly Range, Montana",
      price: 3000,
      duration: 5,
      groupSize: 4,
      depositPercent: 50,
      departures: [{ startDate: addDays(todayIso(), 90), endDate: addDays(todayIso(), 94), spots: 4 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const huntId = ((await created.json()) as { id: number }).id;
  const admin = await apiToken(request, ADMIN);
  const accept = async (id: number) => {
    const r = await request.patch(`/api/bookings/${id}/status`, { ...bearer(outfitter.token), data: { status: "accepted" } });
    expect(r.ok(), await r.text()).toBe(true);
  };

  const a = await signedInPage(browser, ADMIN);
  const toggle = async (to: "on" | "off") => {
    await a.page.getByRole("button", { name: "Settings", exact: true }).click();
    const dialog = a.page.getByRole("dialog", { name: "Platform Settings" });
    const setting = dialog.getByTestId("collect-commission-setting");
    await expect(setting).toContainText("Collect commission at booking");
    await setting.getByRole("button", { name: `Turn collect commission at booking ${to}` }).click();
    await expect(a.page.getByText(`Collect commission at booking is ${to}.`).first()).toBeVisible();
    await expect(setting.getByRole("button", { name: `Turn collect commission at booking ${to === "on" ? "off" : "on"}` })).toBeVisible();
    if (to === "on") await dialog.screenshot({ path: "/tmp/money-settings.png" });
    await a.page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  };
  const balanceRow = () => a.page.getByTestId("outfitter-balance").filter({ hasText: outfitter.name });

  try {
    await a.page.goto("/admin");
    await expect(a.page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await toggle("on");

    // A booking paid while on: accepted, its $300.00 commission (10% of $3,000) is paid at once.
    const hunter = await registerHunter(request, "Quinn");
    await accept(await heldBooking(request, hunter.token, huntId, "Quinn Collect"));
    await a.page.reload();
    // The dashboard loads its panels one request each on the embedded database: the revenue panel may take a while.
    await expect(a.page.getByText("Outfitter balances")).toBeVisible({ timeout: 30_000 });
    await expect(balanceRow()).toContainText("Owed $0.00");
    await expect(balanceRow()).toContainText("Collected at booking $300.00");
    await balanceRow().screenshot({ path: "/tmp/money-admin-row.png" });

    // Not on the outfitter's owed balance either.
    const o = await signedInPage(browser, outfitter.email);
    await o.page.goto("/");
    const owedBox = o.page.getByText("Commission owed", { exact: true }).first().locator("..");
    await expect(owedBox).toContainText("$0.00");
    const balance = (await (await request.get("/api/outfitter/balance", bearer(outfitter.token))).json()) as { totalOwed: string };
    expect(balance.totalOwed).toBe("0.00");
    await o.context.close();

    // Off again: the next booking's commission is owed through the monthly report, as before.
    await toggle("off");
    const later = await registerHunter(request, "Rowan");
    await accept(await heldBooking(request, later.token, huntId, "Rowan Owed"));
    await a.page.reload();
    await expect(a.page.getByText("Outfitter balances")).toBeVisible({ timeout: 30_000 });
    await expect(balanceRow()).toContainText("Owed $300.00");
    await expect(balanceRow()).toContainText("Collected at booking $300.00");
  } finally {
    // Whatever happened above, the other specs find the switch off.
    const off = await request.put("/api/admin/settings", { ...bearer(admin), data: { collectCommissionAtBooking: false } });
    expect(off.ok()).toBe(true);
    await a.context.close();
  }
});
