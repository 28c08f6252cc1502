import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";

/**
 * The demo hunter books a hunt end to end in test mode (a declined card first, then the test
 * card), sees it in My Bookings, and the demo outfitter accepts it.
 */
const HUNTER = "hunter@ridgeline.test";
const OUTFITTER = "outfitter@ridgeline.test";
const PASSWORD = "password123";

async function signedInContext(browser: Browser, email: string) {
  const context = await browser.newContext();
  const csrf = await context.request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await context.request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password: PASSWORD, json: "true" } });
  expect(res.ok()).toBe(true);
  const me = await context.request.get("/api/auth/me");
  expect(me.ok()).toBe(true);
  return { context, me: (await me.json()) as { id: number; role: string } };
}

type HuntListItem = { id: number; title: string; availability: number; outfitterId: number };

/** A bookable hunt of the demo outfitter, from the public hunt list (or E2E_BOOKING_HUNT_ID). */
async function bookableHunt(request: APIRequestContext, outfitterId: number): Promise<{ id: number; title?: string }> {
  if (process.env.E2E_BOOKING_HUNT_ID) return { id: Number(process.env.E2E_BOOKING_HUNT_ID) };
  const res = await request.get(`/api/hunts?outfitterId=${outfitterId}`);
  expect(res.ok(), "GET /api/hunts must exist (discovery) and the seed must give the demo outfitter a hunt").toBe(true);
  const body = (await res.json()) as HuntListItem[] | { hunts: HuntListItem[] };
  const list = Array.isArray(body) ? body : body.hunts;
  const hunt = list.find((h) => h.outfitterId === outfitterId && h.availability > 0);
  expect(hunt, "the demo outfitter needs a hunt with a free spot").toBeTruthy();
  return hunt!;
}

test("a hunter books and pays in test mode; the outfitter accepts", async ({ browser }) => {
  const outfitter = await signedInContext(browser, OUTFITTER);
  const hunter = await signedInContext(browser, HUNTER);
  const hunt = await bookableHunt(hunter.context.request, outfitter.me.id);
  const page = await hunter.context.newPage();

  await page.goto(`/booking/${hunt.id}`);
  await expect(page.getByText("Please complete all required fields above to proceed with payment.")).toBeVisible();
  await page.getByLabel("Full Name").fill("Hannah Reed");
  await page.getByLabel("Phone Number").fill("(555) 123-4567");
  await page.getByLabel("Contact Name").fill("Sam Reed");
  await page.getByLabel("Contact Phone").fill("555-987-6543");
  await page.getByLabel("Special Requirements or Notes (optional)").fill("Arriving the night before.");
  await expect(page.getByText("Booking Summary")).toHaveCount(0);
  await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();

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
  await expect(page.getByText("Booking Confirmed!")).toBeVisible();
  await expect(page.getByText("Your hunt has been successfully booked. Confirmation emails have been sent.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const mine = await hunter.context.request.get("/api/bookings/my");
  expect(mine.ok()).toBe(true);
  const bookings = (await mine.json()) as { id: number; huntId: number; status: string; paymentStatus: string; hunt: { title: string } | null }[];
  const booking = bookings.find((b) => b.huntId === hunt.id && b.paymentStatus === "paid");
  expect(booking).toMatchObject({ status: "pending" });
  // The dashboard's My Bookings card, once it exists, lists it too.
  const myBookings = page.getByText("My Bookings");
  if (await myBookings.count()) await expect(page.getByText(booking!.hunt!.title).first()).toBeVisible();

  const accepted = await outfitter.context.request.patch(`/api/bookings/${booking!.id}/status`, { data: { status: "accepted" } });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toMatchObject({ id: booking!.id, status: "accepted" });
  const again = await outfitter.context.request.patch(`/api/bookings/${booking!.id}/status`, { data: { status: "denied" } });
  expect(again.status()).toBe(409);

  const after = (await (await hunter.context.request.get("/api/bookings/my")).json()) as { id: number; status: string }[];
  expect(after.find((b) => b.id === booking!.id)?.status).toBe("accepted");
  await outfitter.context.close();
  await hunter.context.close();
});

test("visitors are asked to sign in and outfitters cannot book", async ({ browser, page }) => {
  // middleware.ts sends signed-out visitors to the sign-in dialog (the page itself also refuses them)
  await page.goto("/booking/1");
  await expect(page.getByRole("dialog").getByText("Welcome Back")).toBeVisible();
  const outfitter = await signedInContext(browser, OUTFITTER);
  const p = await outfitter.context.newPage();
  await p.goto("/booking/1");
  await expect(p.getByRole("heading", { name: "Only hunters can book hunts" })).toBeVisible();
  await outfitter.context.close();
});
