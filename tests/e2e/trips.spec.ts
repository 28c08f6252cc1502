import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { addDays, formatDateRange, todayIso } from "../../lib/departures/dates";
import { OUTFITTER, apiToken, bearer, latestEmail, registerHunter, signedInPage } from "./support/auth";

/**
 * Trips on a calendar (issue 27), in the browser: the browse page's trip-date picker and sort
 * order (in the address, Back restores them), a booking for a party of two on a chosen departure,
 * and cancelling an accepted booking under each cancellation policy from My Bookings (the refund
 * shown before confirming) and by the outfitter (everything refunded). Each test makes its own
 * hunts through POST /api/hunts as the demo outfitter (who has an Active payout account) and its
 * own hunter, so the demo data and the other specs are left as they were.
 */

type Departure = { id: number; startDate: string; endDate: string; spots: number; spotsLeft: number };
type Hunt = { id: number; title: string; price: string; departures: Departure[] };
type DepartureInput = { startDate: string; endDate: string; spots: number };
type Policy = "flexible" | "moderate" | "strict";

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** The UTC calendar day n days from now, the "today" the server compares departures with. */
const inDays = (n: number) => addDays(todayIso(), n);
const trip = (start: number, days: number, spots: number): DepartureInput => ({
  startDate: inDays(start),
  endDate: inDays(start + days),
  spots,
});

async function createHunt(
  request: APIRequestContext,
  token: string,
  fields: { title: string; location: string; price: number; groupSize: number; departures: DepartureInput[]; cancellationPolicy: Policy },
): Promise<Hunt> {
  const data = {
    description: "Guided from a wall-tent camp; horses, meals and field care included.",
    species: ["elk/wapiti"],
    duration: 5,
    ...fields,
  };
  const created = await request.post("/api/hunts", { ...bearer(token), data });
  expect(created.status(), `create ${fields.title}: ${await created.text()}`).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const hunt = await readHunt(request, token, id);
  expect(hunt.departures).toHaveLength(fields.departures.length);
  return hunt;
}

/** The hunt with its departures as its outfitter reads it (from the database, not the public cache). */
async function readHunt(request: APIRequestContext, outfitterToken: string, id: number): Promise<Hunt> {
  const read = await request.get(`/api/hunts/${id}`, bearer(outfitterToken));
  expect(read.ok()).toBe(true);
  return (await read.json()) as Hunt;
}

const details = {
  hunterPhone: "(406) 555-0134",
  emergencyContactName: "Sam Reed",
  emergencyContactPhone: "406-555-0198",
  termsAccepted: true,
};

/**
 * A booking the hunter has paid with the offline provider's test card and the outfitter has
 * accepted, made through the API as the booking page and the dashboard make it.
 */
async function acceptedBooking(request: APIRequestContext, hunterToken: string, outfitterToken: string, hunt: Hunt, hunterName: string) {
  const departure = hunt.departures[0]!;
  const booked = await request.post("/api/bookings", {
    ...bearer(hunterToken),
    data: { huntId: hunt.id, departureId: departure.id, partySize: 1, hunterName, ...details },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  const intent = await request.post("/api/create-payment-intent", { ...bearer(hunterToken), data: { bookingId: id } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const card = { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" };
  const paid = await request.post("/api/payments/test/confirm", { ...bearer(hunterToken), data: card });
  expect(paid.ok(), await paid.text()).toBe(true);
  const confirmed = await request.post("/api/confirm-payment", { ...bearer(hunterToken), data: { bookingId: id, paymentIntentId } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const accepted = await request.patch(`/api/bookings/${id}/status`, { ...bearer(outfitterToken), data: { status: "accepted" } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return id;
}

type MyBooking = {
  id: number;
  huntId: number;
  status: string;
  paymentStatus: string;
  totalAmount: string;
  partySize: number;
  departure: { id: number } | null;
};

async function myBookings(request: APIRequestContext, token: string) {
  const res = await request.get("/api/bookings/my", bearer(token));
  expect(res.ok()).toBe(true);
  return (await res.json()) as MyBooking[];
}

/** The titles of the result cards, in the order shown. */
const resultTitles = (page: Page) => page.locator("article h3");

test("landing and browse: trip dates from the picker and the order live in the address, and Back restores them", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, OUTFITTER);
  const s = stamp();
  const location = `Calendar Flats ${s}, Montana`;
  const policy: Policy = "flexible";
  const early = await createHunt(request, token, {
    title: `Aspen Bench Elk ${s}`,
    location,
    price: 3000,
    groupSize: 4,
    departures: [trip(400, 5, 4)],
    cancellationPolicy: policy,
  });
  const late = await createHunt(request, token, {
    title: `Burnt Ridge Elk ${s}`,
    location,
    price: 5200,
    groupSize: 4,
    departures: [trip(410, 5, 4)],
    cancellationPolicy: policy,
  });
  // Same place, but its only departure starts outside the range picked below.
  const outside = await createHunt(request, token, {
    title: `Cedar Draw Elk ${s}`,
    location,
    price: 4100,
    groupSize: 4,
    departures: [trip(200, 5, 4)],
    cancellationPolicy: policy,
  });
  const [from, to] = [inDays(390), inDays(420)];

  // The landing page's search panel takes the same range beside its dates text.
  await page.goto("/");
  await page.getByLabel("Location", { exact: true }).fill(`Calendar Flats ${s}`);
  await page.getByLabel("From", { exact: true }).fill(from);
  await page.getByLabel("To", { exact: true }).fill(to);
  await page.getByRole("search").filter({ hasText: "Find Your Perfect Hunt" }).getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get("from") === from && u.searchParams.get("to") === to);
  await expect(page.getByText("Found 2 hunt(s) matching your search")).toBeVisible();
  await expect(page.getByRole("link", { name: `View details of ${early.title}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `View details of ${outside.title}` })).toHaveCount(0);

  await page.goto("/browse-hunts");
  await page.getByLabel("Search", { exact: true }).fill(`Calendar Flats ${s}`);
  await page.getByLabel("From", { exact: true }).fill(from);
  await page.getByLabel("To", { exact: true }).fill(to);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get("from") === from && u.searchParams.get("to") === to);
  await expect(page.getByTestId("results-count")).toHaveText("2 hunts found");
  await expect(resultTitles(page)).toHaveCount(2);
  await expect(page.getByRole("link", { name: `View details of ${outside.title}` })).toHaveCount(0);
  const searched = page.url();

  const sort = page.getByLabel("Sort by");
  await sort.selectOption({ label: "Price: high to low" });
  await expect(page).toHaveURL(
    (u) => u.searchParams.get("sort") === "price_desc" && u.searchParams.get("from") === from && u.searchParams.get("to") === to,
  );
  await expect(resultTitles(page)).toHaveText([late.title, early.title]);

  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL((u) => u.searchParams.get("sort") === "price_asc" && u.searchParams.get("from") === from);
  await expect(resultTitles(page)).toHaveText([early.title, late.title]);

  // A shared address shows the same page.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByLabel("From", { exact: true })).toHaveValue(from);
  await expect(other.getByLabel("To", { exact: true })).toHaveValue(to);
  await expect(other.getByLabel("Sort by")).toHaveValue("price_asc");
  await expect(resultTitles(other)).toHaveText([early.title, late.title]);
  await other.close();

  // Back: the previous order, then the search before any order, then the empty form.
  await page.goBack();
  await expect(page).toHaveURL((u) => u.searchParams.get("sort") === "price_desc");
  await expect(page.getByLabel("Sort by")).toHaveValue("price_desc");
  await expect(resultTitles(page)).toHaveText([late.title, early.title]);
  await page.goBack();
  await expect(page).toHaveURL(searched);
  await expect(page.getByLabel("Sort by")).toHaveValue("recommended");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(from);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(to);
  await page.goBack();
  await expect(page).toHaveURL(/\/browse-hunts$/);
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue("");
  // Forward again: the dates come back.
  await page.goForward();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(from);
  await expect(resultTitles(page)).toHaveCount(2);
});

test("a hunter books a party of 2 on a chosen departure: the price times two is shown and charged", async ({ browser, request }) => {
  const token = await apiToken(request, OUTFITTER);
  const s = stamp();
  const first = trip(100, 5, 2);
  const second = trip(130, 5, 4);
  const hunt = await createHunt(request, token, {
    title: `Two-Hunter Elk Camp ${s}`,
    location: "Gallatin Range, Montana",
    price: 3250,
    groupSize: 4,
    departures: [first, second],
    cancellationPolicy: "moderate",
  });
  const chosen = hunt.departures.find((d) => d.startDate === second.startDate)!;
  const hunter = await registerHunter(request, "Parker");
  const { context, page } = await signedInPage(browser, hunter.email);

  // The hunt page lists the departures and the policy.
  await page.goto(`/hunt/${hunt.id}`);
  const departures = page.getByTestId("hunt-departures");
  await expect(departures).toContainText(formatDateRange(first.startDate, first.endDate));
  await expect(departures).toContainText(formatDateRange(second.startDate, second.endDate));
  await expect(page.getByTestId("cancellation-policy")).toContainText("Moderate");
  // Montana: the dates and the policy's days are the hunt's own (lib/departures/dates timeZoneLabel).
  await expect(page.getByTestId("departures-time-zone")).toHaveText("Dates are local to the hunt (Mountain Time).");
  await expect(page.getByTestId("cancellation-policy")).toContainText("Days are counted in Mountain Time, where the hunt takes place.");

  await page.goto(`/booking/${hunt.id}`);
  await page.getByRole("radio", { name: formatDateRange(second.startDate, second.endDate) }).check();
  await page.getByLabel("Hunters in your party").selectOption("2");
  await page.getByLabel("Full Name").fill("Parker Reed");
  await page.getByLabel("Phone Number").fill("(406) 555-0134");
  await page.getByLabel("Contact Name").fill("Sam Reed");
  await page.getByLabel("Contact Phone").fill("406-555-0198");
  // The terms line's "Cancellation Policy" opens the hunt's policy.
  await page.getByRole("button", { name: "Cancellation Policy" }).click();
  const policyDialog = page.getByRole("dialog", { name: "Cancellation Policy" });
  await expect(policyDialog).toContainText("Cancel 30 to 59 days before: 50% refund.");
  await page.keyboard.press("Escape");
  await expect(policyDialog).toBeHidden();
  await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();

  await expect(page.getByText("Booking Summary")).toBeVisible();
  await expect(page.getByText("$3,250.00 × 2 hunters")).toBeVisible();
  const pay = page.getByRole("button", { name: "Confirm Booking & Pay $6,500.00" });
  await expect(pay).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration date").fill("12 / 40");
  await page.getByLabel("Security code").fill("123");
  await pay.click();
  await expect(page.getByText("Request sent", { exact: true })).toBeVisible();

  // Charged twice the price, for two hunters on the departure picked; two of its four spots taken.
  const booking = (await myBookings(request, hunter.token)).find((b) => b.huntId === hunt.id);
  expect(booking).toMatchObject({
    partySize: 2,
    totalAmount: "6500.00",
    paymentStatus: "authorized",
    status: "pending",
    departure: { id: chosen.id },
  });
  const receipt = await latestEmail(request, hunter.email, /^Payment received/);
  expect(receipt.subject).toBe("Payment received: $6,500.00");
  const after = await readHunt(request, token, hunt.id);
  expect(after.departures.find((d) => d.id === chosen.id)?.spotsLeft).toBe(2);
  expect(after.departures.find((d) => d.id !== chosen.id)?.spotsLeft).toBe(2);

  // My Bookings shows the trip: its dates and the party.
  const item = page.getByRole("list", { name: "My bookings" }).getByRole("listitem").filter({ hasText: hunt.title });
  await expect(item).toContainText("$6,500.00");
  await expect(item).toContainText(formatDateRange(second.startDate, second.endDate));
  await context.close();
});

/** What a hunter cancelling gets back for a $2,000 booking under each policy, days before the start. */
const POLICY_CASES: { policy: Policy; name: string; daysBefore: number; refund: string; paymentStatus: string }[] = [
  { policy: "flexible", name: "Flexible", daysBefore: 45, refund: "$2,000.00", paymentStatus: "refunded" },
  { policy: "moderate", name: "Moderate", daysBefore: 45, refund: "$1,000.00", paymentStatus: "partially_refunded" },
  // Strict keeps the hunt's deposit: here the whole price (the default 100% deposit), even 90 days before.
  { policy: "strict", name: "Strict", daysBefore: 90, refund: "$0.00", paymentStatus: "paid" },
];

for (const c of POLICY_CASES) {
  test(`the hunter cancels an accepted booking under the ${c.name} policy from My Bookings and is told the refund first`, async ({
    browser,
    request,
  }) => {
    const token = await apiToken(request, OUTFITTER);
    const s = stamp();
    const hunt = await createHunt(request, token, {
      title: `${c.name} Policy Elk ${s}`,
      location: "Bitterroot Valley, Montana",
      price: 2000,
      groupSize: 2,
      departures: [trip(c.daysBefore, 4, 3)],
      cancellationPolicy: c.policy,
    });
    const hunter = await registerHunter(request, "Casey");
    const bookingId = await acceptedBooking(request, hunter.token, token, hunt, `Casey ${c.name}`);
    const message = `You will be refunded ${c.refund} of $2,000.00`;

    const { context, page } = await signedInPage(browser, hunter.email);
    await page.goto("/");
    const item = page.getByRole("list", { name: "My bookings" }).getByRole("listitem").filter({ hasText: hunt.title });
    await expect(item).toContainText("Accepted");
    await item.getByRole("button", { name: `Cancel booking #${bookingId}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel Booking" });
    await expect(dialog.getByTestId("refund-quote")).toHaveText(message);
    await expect(dialog.getByTestId("cancellation-policy")).toContainText(c.name);
    await expect(dialog.getByTestId("cancellation-policy")).toContainText("Days are counted in");
    await dialog.getByRole("button", { name: "Cancel Booking", exact: true }).click();
    // Money back is told in the green toast; nothing back, plainly in the neutral one (issue 53 item 9).
    const told =
      c.refund === "$0.00"
        ? `You are refunded nothing of the $2,000.00 paid, under the ${c.name} cancellation policy.`
        : `You are being refunded ${c.refund} of $2,000.00.`;
    await expect(page.getByText(told)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item).toContainText("Cancelled");

    const booking = (await myBookings(request, hunter.token)).find((b) => b.id === bookingId);
    expect(booking).toMatchObject({ status: "cancelled", paymentStatus: c.paymentStatus });
    // The spot is free again.
    const after = await readHunt(request, token, hunt.id);
    expect(after.departures[0]!.spotsLeft).toBe(3);
    await context.close();
  });
}

test("the outfitter cancelling an accepted booking refunds everything, whatever the policy", async ({ browser, request }) => {
  const token = await apiToken(request, OUTFITTER);
  const s = stamp();
  // Strict, 45 days out: the hunter cancelling would get nothing back.
  const hunt = await createHunt(request, token, {
    title: `Outfitter Cancels Elk ${s}`,
    location: "Bighorn Basin, Wyoming",
    price: 2000,
    groupSize: 2,
    departures: [trip(45, 4, 2)],
    cancellationPolicy: "strict",
  });
  const hunter = await registerHunter(request, "Robin");
  const hunterName = `Robin Outfitter ${s}`;
  const bookingId = await acceptedBooking(request, hunter.token, token, hunt, hunterName);
  const hunterQuote = await request.get(`/api/bookings/${bookingId}/cancellation`, bearer(hunter.token));
  expect(((await hunterQuote.json()) as { message: string }).message).toBe("You will be refunded $0.00 of $2,000.00");

  const { context, page } = await signedInPage(browser, OUTFITTER);
  await page.goto(`/hunt/${hunt.id}/bookings`);
  const row = page.getByRole("row").filter({ hasText: hunterName });
  await expect(row).toContainText("Strict cancellation");
  await row.getByRole("button", { name: `Cancel booking #${bookingId}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel Booking" });
  await expect(dialog.getByTestId("refund-quote")).toHaveText("The hunter will be refunded $2,000.00 of $2,000.00");
  await dialog.getByRole("button", { name: "Cancel Booking", exact: true }).click();
  await expect(page.getByText("The hunter is being refunded $2,000.00 of $2,000.00.")).toBeVisible();
  await expect(row).toContainText("Cancelled");

  const booking = (await myBookings(request, hunter.token)).find((b) => b.id === bookingId);
  expect(booking).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  await context.close();
});

test("a hunt listed with only the spec's fields and dates that are no range is 'Dates on request', booked by message", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, OUTFITTER);
  const title = `Spring Bear by Arrangement ${stamp()}`;
  const data = {
    title,
    description: "Spot-and-stalk on the coast.",
    species: ["black bear"],
    location: "Kodiak, Alaska",
    price: 4000,
    duration: 5,
    groupSize: 2,
    dates: "Ask us about spring",
    availability: 2,
  };
  const created = await request.post("/api/hunts", { ...bearer(token), data });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await readHunt(request, token, id)).departures).toHaveLength(0);

  await page.goto(`/hunt/${id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Dates on request").first()).toBeVisible();
  await expect(page.getByText("This hunt is booked by message: ask the outfitter which dates are open.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Book This Hunt" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ask About Booking" })).toBeVisible();
});
