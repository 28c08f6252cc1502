import { expect, test } from "./support/fixtures";
import { HUNTER, latestEmail, OUTFITTER, signedInPage } from "./support/auth";

/**
 * Issue 47: the demo outfitter lists a draw hunt with its failed-draw outcome; the demo hunter
 * books it for two hunters (ticking the outcome in the terms), one draws and one does not (with a
 * private proof); the outfitter confirms, and the refund of that hunter's share shows on both
 * dashboards and in the outbox.
 */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("a draw hunt: listed with its outcome, booked for two, one drawn and one not drawn with proof, confirmed and refunded", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `E2E Draw Elk ${Date.now().toString(36)}`;
  const outfitter = await signedInPage(browser, OUTFITTER);
  const o = outfitter.page;
  await o.goto("/");
  await o.getByRole("button", { name: "Create Hunt" }).click();
  await o.getByLabel("Hunt Title").fill(title);
  await o.getByLabel("Description").fill("Limited-entry bull elk: the tag comes from the state draw.");
  await o.getByLabel("Location").fill("Montana, USA");
  await o.getByLabel("Start date").fill(day(200));
  await o.getByLabel("End date").fill(day(205));
  await o.getByLabel("Spots").fill("4");
  await o.getByLabel("Filter species").fill("elk");
  await o.getByRole("checkbox", { name: "Elk/Wapiti" }).check();
  await o.getByLabel("Price per hunter (USD)").fill("3000");
  await o.getByLabel("Duration (days)").fill("5");
  await o.getByLabel("Group Size").fill("4");
  await o.getByLabel("Tag or licence").selectOption("draw");
  await o.getByLabel("State or province").fill("Montana");
  await o.getByLabel("Hunt or unit code").fill("HD 250");
  await o.getByLabel("Application opens").fill(day(1));
  await o.getByLabel("Application closes").fill(day(30));
  // Results before the window closes are refused beside the field, nothing saved.
  await o.getByLabel("Results published").fill(day(20));
  await o.getByRole("radio", { name: "Full refund of what was paid" }).check();
  await o.getByRole("button", { name: "Create Hunt" }).click();
  await expect(o.getByText("The results cannot come before the application closes")).toBeVisible();
  await o.getByLabel("Results published").fill(day(60));
  await o.getByLabel("Draw odds (your figure)").fill("About 1 in 4");
  await o.getByLabel("Source of the odds").fill("https://fwp.mt.gov/hunt/draw-statistics");
  await o.getByRole("button", { name: "Create Hunt" }).click();
  await expect(o.getByText("Hunt Created").first()).toBeVisible();
  const own = (await (await o.request.get("/api/outfitter/hunts")).json()) as { id: number; title: string }[];
  const huntId = own.find((h) => h.title === title)!.id;

  // The hunt page: Tags and licences, the outfitter's odds, the promise beside the cancellation policy.
  const hunter = await signedInPage(browser, HUNTER);
  const h = hunter.page;
  await h.goto(`/hunt/${huntId}`);
  const tags = h.getByTestId("hunt-tags");
  await expect(tags).toContainText("Limited draw");
  await expect(tags).toContainText("Montana · HD 250");
  await expect(tags).toContainText("the outfitter's figure");
  await expect(h.getByTestId("failed-draw-promise")).toContainText("you get back everything you paid for your place");

  // Book two hunters; the outcome must be ticked in the terms.
  await h.getByRole("link", { name: "Book This Hunt" }).click();
  await expect(h).toHaveURL(new RegExp(`/booking/${huntId}$`));
  await h.getByLabel("Hunters in your party").selectOption("2");
  await h.getByLabel("Full Name").fill("Hannah Reed");
  await h.getByLabel("Phone Number").fill("(406) 555-0134");
  await h.getByLabel("Contact Name").fill("Sam Reed");
  await h.getByLabel("Contact Phone").fill("406-555-0187");
  await h.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
  await expect(h.getByText("Please complete all required fields above to proceed with payment.")).toBeVisible();
  await h.getByRole("checkbox", { name: /This hunt needs a drawn tag/ }).check();
  await h.getByLabel("Card number").fill("4242 4242 4242 4242");
  await h.getByLabel("Expiration date").fill("12 / 40");
  await h.getByLabel("Security code").fill("123");
  await h.getByRole("button", { name: /^Confirm Booking & Pay \$6,000\.00$/ }).click();
  await expect(h.getByText("Request sent", { exact: true })).toBeVisible();

  const mine = (await (await h.request.get("/api/bookings/my")).json()) as { id: number; huntId: number }[];
  const bookingId = mine.find((b) => b.huntId === huntId)!.id;
  // The outfitter accepts (the deposit is captured on accept).
  expect((await o.request.patch(`/api/bookings/${bookingId}/status`, { data: { status: "accepted" } })).status()).toBe(200);

  // The hunter's Deadlines: hunter 1 drew, hunter 2 did not (with a private proof).
  await h.goto("/hunter-dashboard");
  const deadline = h.getByTestId("deadline").filter({ hasText: title });
  await expect(deadline).toContainText("apply by");
  const first = h.getByTestId(`tag-hunter-${bookingId}-1`);
  const second = h.getByTestId(`tag-hunter-${bookingId}-2`);
  await first.getByRole("button", { name: "I applied" }).click();
  await expect(h.getByText("Marked as applied").first()).toBeVisible();
  await first.getByRole("button", { name: "I drew" }).click();
  await expect(first).toContainText("Drawn — awaiting confirmation");
  await second.getByLabel(/Proof/).setInputFiles({ name: "draw-result.pdf", mimeType: "application/pdf", buffer: PDF });
  await second.getByRole("button", { name: "I did not draw" }).click();
  await expect(second).toContainText("Not drawn — awaiting confirmation");

  // The proof is private: not for another hunter, and never under /uploads.
  const results = (await (await h.request.get(`/api/bookings/${bookingId}/tag-results`)).json()) as { proofId: number | null }[];
  const proofId = results[1]!.proofId!;
  expect((await o.request.get(`/api/tag-proofs/${proofId}`)).status()).toBe(200);
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(new URL(`/api/tag-proofs/${proofId}`, o.url()).toString())).status()).toBe(401);
  await anonymous.close();

  // The outfitter confirms both on the dashboard: the not-drawn share is refunded.
  await o.goto("/");
  const card = o.getByTestId(`tag-booking-${bookingId}`);
  await card.getByTestId(`tag-result-${bookingId}-1`).getByRole("button", { name: "Confirm" }).click();
  await expect(card.getByTestId(`tag-result-${bookingId}-1`)).toContainText("Drawn — confirmed");
  await expect(card.getByTestId(`tag-result-${bookingId}-2`).getByRole("link", { name: "View proof" })).toBeVisible();
  await card.getByTestId(`tag-result-${bookingId}-2`).getByRole("button", { name: "Confirm" }).click();
  await expect(card.getByTestId(`tag-result-${bookingId}-2`)).toContainText("Not drawn — refunded");

  await h.reload();
  await expect(second).toContainText("Not drawn — refunded");
  await expect(first).toContainText("Drawn — confirmed");
  const mail = await latestEmail(h.request, HUNTER, /Failed draw settled/);
  expect(mail.text).toContain("$3,000.00 is refunded");
  await latestEmail(o.request, OUTFITTER, /Failed draw settled/);
  const booking = ((await (await h.request.get("/api/bookings/my")).json()) as { id: number; status: string; partySize: number }[]).find(
    (b) => b.id === bookingId,
  );
  expect(booking).toMatchObject({ status: "accepted", partySize: 1 });
  await outfitter.context.close();
  await hunter.context.close();
});
