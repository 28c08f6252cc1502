import { expect, test } from "./support/fixtures";
import { addDays, todayIso } from "../../lib/departures/dates";
import { OUTFITTER, apiToken, bearer, latestEmail, registerHunter, signIn } from "./support/auth";

/**
 * Never miss a hunt (issue 50) in the browser: a hunter saves a search from /advanced-search, the
 * outfitter lists a matching hunt, and the instant alert is in the outbox with its one-click
 * unsubscribe link, which works signed out. Then a waitlist: a full departure, a hunter joins, the
 * booked hunter cancels, the offer e-mail arrives and booking it works. Scheduled jobs are run at
 * once through the E2E-only hook (POST /api/test/jobs/{name}) rather than waiting for their minute.
 */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const inDays = (n: number) => addDays(todayIso(), n);
const details = {
  hunterName: "Wade Lister",
  hunterPhone: "(406) 555-0134",
  emergencyContactName: "Sam Reed",
  emergencyContactPhone: "406-555-0198",
  termsAccepted: true,
};

test("save a search, a matching hunt is listed, the alert is in the outbox and unsubscribes signed out", async ({ page, request }) => {
  const word = `Ridgefall${stamp()}`;
  const hunter = await registerHunter(request, "Alerta");
  await signIn(page, hunter.email);
  await page.goto(`/advanced-search?species=elk&location=${word}`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await dialog.getByLabel("Name").fill(`Elk near ${word}`);
  await dialog.getByLabel("E-mail me").selectOption("instant");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved")).toBeVisible();
  await page.goto("/hunter-dashboard");
  await expect(page.getByRole("link", { name: `Elk near ${word}` })).toBeVisible();

  const token = await apiToken(request, OUTFITTER);
  const title = `Bull Elk Camp ${word}`;
  const created = await request.post("/api/hunts", {
    ...bearer(token),
    data: {
      title,
      location: `${word} Basin, Montana`,
      description: "Guided from a wall-tent camp; horses, meals and field care included.",
      species: ["elk/wapiti"],
      duration: 5,
      price: 4800,
      groupSize: 2,
      cancellationPolicy: "moderate",
      departures: [{ startDate: inDays(90), endDate: inDays(95), spots: 2 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const run = await request.post("/api/test/jobs/saved-searches.instant");
  expect(run.ok(), await run.text()).toBe(true);
  const mail = await latestEmail(request, hunter.email, /new for "Elk near/);
  expect(mail.html).toContain(title);
  const link = /\/saved-searches\/unsubscribe\?token=([^"&\s]+)/.exec(mail.html)![1]!;

  await page.context().clearCookies();
  await page.goto(`/saved-searches/unsubscribe?token=${link}`);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText(`You will no longer get e-mails for "Elk near ${word}"`);
});

test("join a full departure's waitlist; a cancellation sends the offer and booking it works", async ({ request }) => {
  const token = await apiToken(request, OUTFITTER);
  const created = await request.post("/api/hunts", {
    ...bearer(token),
    data: {
      title: `Waitlist Elk ${stamp()}`,
      location: "Bitterroot, Montana",
      description: "Guided from a wall-tent camp; horses, meals and field care included.",
      species: ["elk/wapiti"],
      duration: 5,
      price: 4800,
      groupSize: 2,
      cancellationPolicy: "flexible",
      departures: [{ startDate: inDays(80), endDate: inDays(85), spots: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: huntId } = (await created.json()) as { id: number };
  const hunt = (await (await request.get(`/api/hunts/${huntId}`, bearer(token))).json()) as { departures: { id: number }[] };
  const departureId = hunt.departures[0]!.id;

  const first = await registerHunter(request, "Firsty");
  const booked = await request.post("/api/bookings", { ...bearer(first.token), data: { huntId, departureId, partySize: 1, ...details } });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id: bookingId } = (await booked.json()) as { id: number };

  const waiter = await registerHunter(request, "Waity");
  const joined = await request.post(`/api/departures/${departureId}/waitlist`, { ...bearer(waiter.token), data: { partySize: 1 } });
  expect(await joined.json()).toMatchObject({ status: "waiting", place: 1 });
  const again = await request.post(`/api/departures/${departureId}/waitlist`, { ...bearer(waiter.token), data: { partySize: 1 } });
  expect(await again.json()).toMatchObject({ status: "waiting", place: 1 });

  const cancelled = await request.patch(`/api/bookings/${bookingId}/status`, { ...bearer(first.token), data: { status: "cancelled" } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await request.post("/api/test/jobs/waitlists.sweep");
  const offer = await latestEmail(request, waiter.email, /held for you for 24 hours/);
  expect(offer.html).toContain(`/booking/${huntId}`);
  const place = await request.get(`/api/departures/${departureId}/waitlist`, bearer(waiter.token));
  expect(await place.json()).toMatchObject({ status: "offered" });

  const mine = await request.post("/api/bookings", { ...bearer(waiter.token), data: { huntId, departureId, partySize: 1, ...details } });
  expect(mine.status(), await mine.text()).toBe(201);
});
