import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { HUNTER, OUTFITTER, signedInPage } from "./support/auth";

/**
 * The demo hunter books a hunt end to end in test mode (a declined card first, then the test
 * card), sees it in My Bookings, and the demo outfitter accepts it from the dashboard.
 */
type HuntListItem = { id: number; title: string; availability: number; outfitterId: number };

/** A listed hunt of the outfitter with a free spot that the hunter has no booking on yet. */
async function bookableHunt(hunter: APIRequestContext, outfitterId: number): Promise<HuntListItem> {
  const res = await hunter.get(`/api/hunts?outfitterId=${outfitterId}&limit=50`);
  expect(res.ok()).toBe(true);
  const { hunts } = (await res.json()) as { hunts: HuntListItem[] };
  const mine = (await (await hunter.get("/api/bookings/my")).json()) as { huntId: number | null }[];
  const hunt = hunts.find((h) => h.availability > 0 && !mine.some((b) => b.huntId === h.id));
  expect(hunt, "the demo outfitter needs a hunt with a free spot that the demo hunter has not booked").toBeTruthy();
  return hunt!;
}

test("the demo hunter books and pays in test mode, sees it in My Bookings, and the outfitter accepts it", async ({ browser }) => {
  const outfitter = await signedInPage(browser, OUTFITTER);
  const hunter = await signedInPage(browser, HUNTER);
  const outfitterId = ((await (await outfitter.page.request.get("/api/auth/me")).json()) as { id: number }).id;
  const hunt = await bookableHunt(hunter.page.request, outfitterId);
  const page = hunter.page;

  await page.goto(`/hunt/${hunt.id}`);
  const book = page.getByRole("link", { name: "Book This Hunt" });
  // The link leads to the sign-in dialog until the page knows a hunter is signed in.
  await expect(book).toHaveAttribute("href", `/booking/${hunt.id}`);
  await book.click();
  await expect(page).toHaveURL(new RegExp(`/booking/${hunt.id}$`));

  await expect(page.getByText("Please complete all required fields above to proceed with payment.")).toBeVisible();
  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Hannah Reed");
  await page.getByLabel("Phone Number").fill("(406) 555-0134");
  await page.getByLabel("Contact Name").fill("Sam Reed");
  await page.getByLabel("Contact Phone").fill("406-555-0187");
  await page.getByLabel("Special Requirements or Notes (optional)").fill("Arriving the night before.");
  await expect(page.getByText("Booking Summary")).toHaveCount(0);
  await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
  // A hunt with a trip agreement is signed by the lead before paying (issue 48).
  if (await page.getByTestId("agreement-text").count()) {
    await page.getByLabel("Type your full name to sign").fill("Hannah Reed");
    await page.getByLabel("I have read the trip agreement and accept it").check();
  }

  await expect(page.getByText("Test mode — no card is charged")).toBeVisible();
  await expect(page.getByText("Booking Summary")).toBeVisible();
  const pay = page.getByRole("button", { name: /^Confirm Booking & Pay \$[\d,]+\.\d{2}$/ });
  await expect(pay).toBeVisible();

  // A declined card: the provider's message, and the spot stays reserved for the retry.
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiration date").fill("12 / 40");
  await page.getByLabel("Security code").fill("123");
  await pay.click();
  await expect(page.getByText("Payment Failed")).toBeVisible();
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  await expect(page.getByText(/Your spot is reserved until/)).toBeVisible();

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await pay.click();
  // A request to book says it is a request: the card was only authorised, the outfitter answers by a date.
  await expect(page.getByText("Request sent", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      /^The outfitter answers by [A-Z][a-z]{2} \d{1,2}\. Your card was only authorised for \$[\d,]+\.\d{2}: it is charged if they accept, and released if not\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText("Booking Confirmed!")).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // My Bookings on the hunter's dashboard lists it, waiting for the outfitter.
  const myBooking = page.getByRole("list", { name: "My bookings" }).getByRole("listitem").filter({ hasText: hunt.title });
  await expect(myBooking).toHaveCount(1);
  await expect(myBooking).toContainText("Pending Approval");
  await expect(myBooking).toContainText("Request sent: the outfitter answers by");
  await expect(myBooking).not.toContainText("Awaiting outfitter");

  // The outfitter accepts it under Pending Bookings, before the card hold is released.
  await outfitter.page.goto("/");
  const pending = outfitter.page
    .getByRole("list", { name: "Pending bookings" })
    .getByRole("listitem")
    .filter({ hasText: hunt.title })
    .filter({ hasText: "Hannah Reed" });
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText(/Answer by [A-Z][a-z]{2} \d{1,2} — the card hold is released after that/);
  // Accept shows the request's details and asks before it captures the card.
  await pending.getByRole("button", { name: "Accept" }).click();
  const confirm = outfitter.page.getByRole("alertdialog");
  await expect(confirm).toContainText("Accept Hannah Reed's request?");
  await expect(confirm.getByTestId("accept-notes")).toHaveText("Arriving the night before.");
  await expect(confirm).toContainText(/Party\s*1 hunter/);
  await expect(confirm).toContainText(/Accepting charges the hunter's card the \$[\d,]+\.\d{2} held now\./);
  await confirm.getByRole("button", { name: "Accept and charge" }).click();
  await expect(outfitter.page.getByText("The booking was accepted.").first()).toBeVisible();
  await expect(pending).toHaveCount(0);

  await page.reload();
  await expect(myBooking).toContainText("Accepted");

  // Answering twice is refused.
  const bookings = (await (await page.request.get("/api/bookings/my")).json()) as {
    id: number;
    huntId: number;
    status: string;
    paymentStatus: string;
  }[];
  const booking = bookings.find((b) => b.huntId === hunt.id);
  expect(booking).toMatchObject({ status: "accepted", paymentStatus: "paid" });
  const again = await outfitter.page.request.patch(`/api/bookings/${booking!.id}/status`, { data: { status: "denied" } });
  expect(again.status()).toBe(409);
  await outfitter.context.close();
  await hunter.context.close();
});

test("visitors are asked to sign in and outfitters cannot book", async ({ browser, page }) => {
  // middleware.ts sends signed-out visitors to the sign-in dialog (the page itself also refuses them)
  await page.goto("/booking/1");
  await expect(page.getByRole("dialog").getByText("Welcome Back")).toBeVisible();
  const outfitter = await signedInPage(browser, OUTFITTER);
  await outfitter.page.goto("/booking/1");
  await expect(outfitter.page.getByRole("heading", { name: "Only hunters can book hunts" })).toBeVisible();
  await outfitter.context.close();
});
