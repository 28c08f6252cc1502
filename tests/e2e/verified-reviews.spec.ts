import { expect, test } from "./support/fixtures";
import { ADMIN, OUTFITTER, PASSWORD, apiToken, bearer, registerHunter, signIn } from "./support/auth";

/**
 * Verified-hunter reviews (issue 49): a new hunter books the demo outfitter's hunt that already
 * has verified outcomes, the outfitter accepts and completes the booking, the hunter reviews it
 * with sub-scores and a harvest, the admin approves it, and the stored harvest rate moves.
 */
test("a hunter completes a hunt, reviews it with sub-scores and harvest, and the rate updates", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { email, token } = await registerHunter(request, "Verity");
  const outfitterToken = await apiToken(request, OUTFITTER);
  const adminToken = await apiToken(request, ADMIN);

  // The hunt with stored figures sorts first by verified harvest rate.
  const listed = await request.get("/api/hunts?sort=harvest_rate&limit=1");
  const [hunt] = ((await listed.json()) as { hunts: { id: number }[] }).hunts;
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(`/hunt/${hunt!.id}`);
  await expect(v.getByTestId("outcome-line")).toHaveText("Harvest: 3 of 4 verified hunters (75%) · Shot opportunity: 4 of 5");
  await expect(v.getByTestId("outfitter-figure")).toContainText("Outfitter's figure: 90%");

  // Book and pay through the API as the booking page does; the outfitter accepts and completes it.
  const booked = await request.post("/api/bookings", {
    ...bearer(token),
    data: {
      huntId: hunt!.id,
      partySize: 1,
      hunterName: "Verity Tester",
      hunterPhone: "(406) 555-0134",
      emergencyContactName: "Sam Reed",
      emergencyContactPhone: "406-555-0198",
      termsAccepted: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id: bookingId } = (await booked.json()) as { id: number };
  const intent = await request.post("/api/create-payment-intent", { ...bearer(token), data: { bookingId } });
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const paid = await request.post("/api/payments/test/confirm", {
    ...bearer(token),
    data: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  expect((await request.post("/api/confirm-payment", { ...bearer(token), data: { bookingId, paymentIntentId } })).ok()).toBe(true);
  // "completed" waits for the trip's last day to pass (issue 52): the test hook moves this booking onto a trip that ended yesterday.
  const accepted = await request.patch(`/api/bookings/${bookingId}/status`, { ...bearer(outfitterToken), data: { status: "accepted" } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const over = await request.post(`/api/test/bookings/${bookingId}/trip-over`, { data: {} });
  expect(over.ok(), await over.text()).toBe(true);
  const completed = await request.patch(`/api/bookings/${bookingId}/status`, { ...bearer(outfitterToken), data: { status: "completed" } });
  expect(completed.ok(), await completed.text()).toBe(true);

  // The review, in the browser: sub-scores, "Did you take an animal?", the shot, the species.
  await signIn(page, email, PASSWORD);
  await page.goto(`/hunt/${hunt!.id}`);
  await page.getByRole("button", { name: "Write Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Write a Review" });
  await dialog.getByLabel("Which booking are you reviewing?").click();
  await page.getByRole("option", { name: new RegExp(`Booking #${bookingId}`) }).click();
  await dialog.getByLabel("Your review").fill("Honest listing, great guides, and a bull on the last morning.");
  await dialog.getByLabel("Guides").selectOption("5");
  await dialog.getByLabel("Camp and food").selectOption("4");
  await dialog.getByRole("group", { name: "Did you take an animal?" }).getByLabel("Yes").check();
  await dialog.getByLabel("Species taken").fill("Elk");
  await dialog.getByRole("group", { name: "Did you get a shot opportunity?" }).getByLabel("Yes").check();
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(dialog).toBeHidden();

  const pending = (await (await request.get("/api/admin/reviews/pending", bearer(adminToken))).json()) as {
    id: number;
    bookingId: number;
  }[];
  const mine = pending.find((r) => r.bookingId === bookingId);
  expect(mine).toBeTruthy();
  expect((await request.put(`/api/admin/reviews/${mine!.id}/approve`, { ...bearer(adminToken), data: {} })).ok()).toBe(true);

  await v.goto(`/hunt/${hunt!.id}`);
  await expect(v.getByTestId("outcome-line")).toHaveText("Harvest: 4 of 5 verified hunters (80%) · Shot opportunity: 5 of 6");
  await expect(v.getByRole("listitem").filter({ hasText: "a bull on the last morning" })).toContainText("Verified hunter");
  await visitor.close();
});
