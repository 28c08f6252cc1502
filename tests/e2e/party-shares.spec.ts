import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { addDays, todayIso } from "../../lib/departures/dates";
import { OUTFITTER, apiToken, bearer, latestEmail, registerHunter, signedInPage } from "./support/auth";

/**
 * Money over time (issue 48), in the browser on the offline test provider: a lead books a party of four paying in shares and signs
 * the trip agreement; two invited hunters accept, enter their details, sign and pay; the third lets the link lapse (the party
 * sweep run as of 73 h later) and the lead pays that share; the agreement PDF downloads. Then a balance Ridgeline collects: the
 * saved card declines on the due date (the sweep run as of then), the hunter updates the card and the retry pays it.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const HOUR = 3_600_000;
const AGREEMENT = "Liability release: hunting carries risk.\nCamp rules: no alcohol in the field.\nBring: blaze orange, licence, boots.";

async function createHunt(request: APIRequestContext, extra: Record<string, unknown>, startInDays: number) {
  const token = await apiToken(request, OUTFITTER);
  const created = await request.post("/api/hunts", {
    ...bearer(token),
    data: {
      title: `Party Elk ${stamp()}`,
      location: "Gravelly Range, Montana",
      description: "Wall-tent camp, horses and guides; each hunter signs the camp's agreement.",
      species: ["elk/wapiti"],
      duration: 5,
      price: 4000,
      groupSize: 4,
      depositPercent: 25,
      cancellationPolicy: "moderate",
      departures: [{ startDate: addDays(todayIso(), startInDays), endDate: addDays(todayIso(), startInDays + 4), spots: 4 }],
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; title: string };
}

async function fillDetails(page: Page, name: string) {
  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill(name);
  await page.getByLabel("Phone Number").fill("(406) 555-0134");
  await page.getByLabel("Contact Name").fill("Sam Reed");
  await page.getByLabel("Contact Phone").fill("406-555-0187");
  await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
}

async function fillCard(page: Page, number = "4242 4242 4242 4242") {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiration date").fill("12 / 40");
  await page.getByLabel("Security code").fill("123");
}

const runJob = async (request: APIRequestContext, name: string, asOf: Date) => {
  const res = await request.post(`/api/test/jobs/${name}`, { data: { asOf: asOf.toISOString() } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { output: Record<string, number> }).output;
};

test("a party of four pays in shares: two members pay, the third lapses and the lead pays it; the signed agreement downloads", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const hunt = await createHunt(request, { tripAgreement: AGREEMENT, asksLicenceNumber: true }, 200);
  const lead = await registerHunter(request, "Lena");
  const members = [await registerHunter(request, "Mara"), await registerHunter(request, "Nils"), await registerHunter(request, "Otto")];

  // The lead: four hunters, each paying their own share, the agreement signed with a typed name and a tick.
  const l = await signedInPage(browser, lead.email);
  const page = l.page;
  await page.goto(`/booking/${hunt.id}`);
  // Chosen again until the page has hydrated (a choice made before it is lost), which shows who pays.
  await expect(async () => {
    await page.getByLabel("Hunters in your party").selectOption("4");
    await expect(page.getByLabel("Each hunter pays their own share")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await fillDetails(page, "Lena Lead");
  await page.getByLabel("Each hunter pays their own share").check();
  for (const [i, m] of members.entries()) await page.getByLabel(`Hunter ${i + 2} e-mail`).fill(m.email);
  await expect(page.getByTestId("agreement-text")).toContainText("Liability release");
  await page.getByLabel("Type your full name to sign").fill("Lena Lead");
  await page.getByLabel("I have read the trip agreement and accept it").check();
  // $16,000 for four, a 25% deposit of $4,000, the lead's share $1,000.
  await expect(page.getByTestId("share-line")).toHaveText(
    "Your share of the deposit: $1,000.00 of $4,000.00. Each other hunter pays their own.",
  );
  await fillCard(page);
  await page.getByRole("button", { name: "Confirm Booking & Pay $1,000.00" }).click();
  await expect(page).toHaveURL(/\/party\/\d+/);
  const bookingId = Number(/\/party\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByTestId("party-progress")).toContainText("1 of 4 shares paid");

  // Two members accept through their e-mailed link, give their details, sign and pay their own share.
  for (const [i, m] of members.slice(0, 2).entries()) {
    const mail = await latestEmail(request, m.email, /invited you to/);
    const link = /\/party\/join\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const mp = (await signedInPage(browser, m.email)).page;
    await mp.goto(link);
    await mp.getByRole("button", { name: "Accept invitation" }).click();
    await expect(mp).toHaveURL(new RegExp(`/party/${bookingId}$`));
    await mp.getByLabel("Full name", { exact: true }).fill(`Member ${i + 1} Hunter`);
    await mp.getByLabel("Phone number").fill("(406) 555-0150");
    await mp.getByLabel("Emergency contact name").fill("Kim Hunter");
    await mp.getByLabel("Emergency contact phone").fill("(406) 555-0151");
    await mp.getByLabel("Hunter-education or licence number").fill(`HE-${1000 + i}`);
    await mp.getByRole("button", { name: "Save my details" }).click();
    await mp.getByLabel("Type your full name to sign").fill(`Member ${i + 1} Hunter`);
    await mp.getByLabel("I have read the trip agreement and accept it").check();
    await mp.getByRole("button", { name: "Sign the agreement" }).click();
    await fillCard(mp);
    await mp.getByRole("button", { name: /Pay \$1,000\.00/ }).click();
    await expect(mp.getByTestId("party-progress")).toContainText(`${i + 2} of 4 shares paid`);
    // A member's PDF holds their own signature.
    const pdf = await mp.request.get(`/api/bookings/${bookingId}/agreement/pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await mp.context().close();
  }

  // The third never answers: 73 hours later the sweep lapses the share back to the lead, who pays it.
  expect((await runJob(request, "party.shares-sweep", new Date(Date.now() + 73 * HOUR))).lapsed).toBeGreaterThanOrEqual(1);
  await page.reload();
  const lapsed = page.getByTestId("party-member-3");
  await expect(lapsed.getByTestId("member-status")).toHaveText(/Invitation expired: the share went back to the lead/);
  await expect(lapsed.getByRole("button", { name: "Remove from party" })).toBeVisible();
  await fillCard(page);
  await lapsed.getByRole("button", { name: /Pay \$1,000\.00/ }).click();
  await expect(page.getByTestId("party-progress")).toContainText("4 of 4 shares paid");
  await expect(lapsed.getByTestId("member-status")).toHaveText(/Paid by the lead/);

  // The lead downloads the signed agreement; the confirmation e-mail links it.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("agreement-pdf").click()]);
  expect(download.suggestedFilename()).toBe(`trip-agreement-booking-${bookingId}.pdf`);
  const confirmation = await latestEmail(request, lead.email, /^Booking confirmation/);
  expect(confirmation.text).toContain(`/api/bookings/${bookingId}/agreement/pdf`);

  // The outfitter sees each member and their payment state, and may download the PDF too.
  const o = (await signedInPage(browser, OUTFITTER)).page;
  await o.goto(`/party/${bookingId}`);
  await expect(o.getByTestId("party-progress")).toContainText("4 of 4 shares paid");
  await expect(o.getByTestId("party-member-1")).toContainText("Member 1 Hunter");
  await expect(o.getByTestId("party-member-1").getByTestId("member-status")).toHaveText(/^Paid/);
  const opdf = await o.request.get(`/api/bookings/${bookingId}/agreement/pdf`);
  expect(opdf.status()).toBe(200);
  expect((await opdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("the balance is charged on its due date; the card declines, the hunter updates it and the retry pays", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Collected 30 days before a start 40 days out: the balance is due in 10 days.
  const hunt = await createHunt(request, { balanceCollectionDays: 30 }, 40);
  const hunter = await registerHunter(request, "Ruth");
  const page = (await signedInPage(browser, hunter.email)).page;
  await page.goto(`/booking/${hunt.id}`);
  await fillDetails(page, "Ruth Balance");
  // Saved at the deposit, declined at every later charge.
  await fillCard(page, "4000 0000 0000 0341");
  await page.getByRole("button", { name: "Confirm Booking & Pay $1,000.00" }).click();
  await expect(page.getByText("Request sent", { exact: true })).toBeVisible();
  const mine = (await (await request.get("/api/bookings/my", bearer(hunter.token))).json()) as { id: number; huntId: number }[];
  const bookingId = mine.find((b) => b.huntId === hunt.id)!.id;
  const owner = await apiToken(request, OUTFITTER);
  const accepted = await request.patch(`/api/bookings/${bookingId}/status`, { ...bearer(owner), data: { status: "accepted" } });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await page.goto("/hunter-dashboard");
  const row = page.getByRole("list", { name: "My bookings" }).getByRole("listitem").filter({ hasText: hunt.title });
  await expect(row.getByTestId("booking-schedule")).toContainText("Balance $3,000.00 charged automatically");

  // The due date comes: the saved card declines; the banner asks for a new card.
  const charged = await runJob(request, "installments.sweep", new Date(Date.now() + 11 * 24 * HOUR));
  expect(charged.failed).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(row.getByRole("alert")).toContainText("Your balance payment of $3,000.00 failed");
  await row.getByRole("button", { name: "Update card" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
  await dialog.getByLabel("Expiration date").fill("12 / 40");
  await dialog.getByLabel("Security code").fill("123");
  await dialog.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText("Your balance is paid.")).toBeVisible();
  await expect(row.getByRole("alert")).toHaveCount(0);
});
