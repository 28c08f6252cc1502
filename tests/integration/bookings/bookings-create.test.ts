import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, hunts } from "@/db/schema";
import { createAdmin, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { POST as bookingsPOST } from "@/app/api/bookings/route";
import { GET as myGET } from "@/app/api/bookings/my/route";
import { GET as hunterGET } from "@/app/api/hunter/bookings/route";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { createOrResumeBooking, huntForBooking, openReservation } from "@/lib/bookings/service";
import { toPublicUser } from "@/lib/users/public-user";
import { call } from "../../support/http";
import { availability, book, bookingBody, bookingInput, bookingRow, bookingWorld } from "../../support/bookings";

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/bookings", () => {
  it("charges the hunt's current price, ignoring the client's totalAmount, with no service fee, and reserves a spot", async () => {
    const w = await bookingWorld({ priceCents: 382500, originalPriceCents: 450000, isDiscounted: true, availability: 2 });
    const r = await book(w.hunterToken, w.hunt.id, { totalAmount: "1.00", serviceFee: "99.00", outfitterId: w.outfitter.id });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      status: "pending",
      totalAmount: "3825.00",
      serviceFee: "0.00",
      paymentStatus: "unpaid",
      huntId: w.hunt.id,
    });
    const row = await bookingRow(r.json.id);
    expect(row.totalAmountCents).toBe(382500);
    expect(row.serviceFeeCents).toBe(0);
    expect(row.holdsSpot).toBe(true);
    expect(row.hunterId).toBe(w.hunter.id);
    expect(row.outfitterId).toBe(w.outfitter.id);
    expect(await availability(w.hunt.id)).toBe(1);
    // The payment intent's amount comes from the booking too, not from the request.
    const intent = await call(intentPOST, { token: w.hunterToken, body: { bookingId: r.json.id, amount: 5 } });
    expect(intent.status).toBe(200);
    expect(intent.json).toMatchObject({ amount: "3825.00", currency: "usd", provider: "test" });
  });

  it("answers 401 without a session and 403 'Only hunters can book hunts' for outfitters and admins", async () => {
    const w = await bookingWorld();
    expect((await call(bookingsPOST, { body: bookingBody(w.hunt.id) })).status).toBe(401);
    const asOutfitter = await call(bookingsPOST, { token: w.outfitterToken, body: bookingBody(w.hunt.id) });
    expect(asOutfitter).toMatchObject({ status: 403, json: { message: "Only hunters can book hunts" } });
    const admin = await createAdmin();
    const asAdmin = await call(bookingsPOST, { token: await issueApiToken(admin.id), body: {} });
    expect(asAdmin).toMatchObject({ status: 403, json: { message: "Only hunters can book hunts" } });
    expect(await availability(w.hunt.id)).toBe(3);
  });

  it("validates the payload: required names and phones, termsAccepted must be true, malformed JSON", async () => {
    const w = await bookingWorld();
    const cases: [Record<string, unknown>, string][] = [
      [{ hunterName: "  " }, "hunterName"],
      [{ hunterPhone: "" }, "hunterPhone"],
      [{ hunterPhone: "call me" }, "hunterPhone"],
      [{ emergencyContactName: undefined }, "emergencyContactName"],
      [{ emergencyContactPhone: "12" }, "emergencyContactPhone"],
      [{ termsAccepted: false }, "termsAccepted"],
      [{ termsAccepted: "true" }, "termsAccepted"],
      [{ huntId: "abc" }, "huntId"],
    ];
    for (const [override, field] of cases) {
      const r = await call<{ message: string; errors: Record<string, string[]> }>(bookingsPOST, {
        token: w.hunterToken,
        body: bookingBody(w.hunt.id, override),
      });
      expect(r.status, field).toBe(400);
      expect(Object.keys(r.json.errors)).toContain(field);
    }
    const terms = await book(w.hunterToken, w.hunt.id, { termsAccepted: false });
    expect(terms.json.message).toBe("You must accept the Terms and Conditions and Cancellation Policy");
    expect((await call(bookingsPOST, { token: w.hunterToken, rawBody: "{nope" })).status).toBe(400);
    const mismatch = await book(w.hunterToken, w.hunt.id, { outfitterId: w.hunter.id });
    expect(mismatch.status).toBe(400);
    expect(await db.select().from(bookings).where(eq(bookings.huntId, w.hunt.id))).toHaveLength(0);
    expect(await availability(w.hunt.id)).toBe(3);
  });

  it("answers 404 for an unknown hunt and 409 for a paused hunt or an unapproved outfitter", async () => {
    const w = await bookingWorld();
    expect((await book(w.hunterToken, 999_999)).status).toBe(404);
    const paused = await createHunt({ outfitterId: w.outfitter.id, isActive: false });
    expect(await book(w.hunterToken, paused.id)).toMatchObject({
      status: 409,
      json: { message: "This hunt is not available for booking" },
    });
    const pending = await createOutfitter({ isApproved: false });
    const h = await createHunt({ outfitterId: pending.id });
    expect((await book(w.hunterToken, h.id)).status).toBe(409);
  });

  it("refuses to book a hunt stored with a price under $1.00 (older rows): 409, no spot taken", async () => {
    const w = await bookingWorld();
    for (const priceCents of [0, 99]) {
      const free = await createHunt({ outfitterId: w.outfitter.id, priceCents, availability: 3 });
      expect(await book(w.hunterToken, free.id)).toMatchObject({
        status: 409,
        json: { message: "This hunt is not available for booking" },
      });
      expect(await availability(free.id)).toBe(3);
    }
  });

  it("answers 409 'This hunt is fully booked' when no spot is left, and changes nothing", async () => {
    const w = await bookingWorld({ availability: 1 });
    expect((await book(w.hunterToken, w.hunt.id)).status).toBe(201);
    const full = await book(await issueApiToken((await createHunter()).id), w.hunt.id);
    expect(full).toMatchObject({ status: 409, json: { message: "This hunt is fully booked" } });
    expect(await availability(w.hunt.id)).toBe(0);
    expect(await db.select().from(bookings).where(eq(bookings.huntId, w.hunt.id))).toHaveLength(1);
  });

  it("never oversells: 20 simultaneous bookings for 3 spots give exactly 3 reservations and 17 conflicts", async () => {
    const w = await bookingWorld({ availability: 3 });
    const hunters = await Promise.all(Array.from({ length: 20 }, () => createHunter()));
    const results = await Promise.allSettled(
      hunters.map(async (h) => (await createOrResumeBooking(toPublicUser(h), bookingInput(w.hunt.id))).booking),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(3);
    expect(rejected).toHaveLength(17);
    for (const r of rejected) expect(r.reason).toMatchObject({ status: 409, message: "This hunt is fully booked" });
    expect(await availability(w.hunt.id)).toBe(0);
    expect(await db.select().from(bookings).where(eq(bookings.huntId, w.hunt.id))).toHaveLength(3);
  });
});

describe("the 30-minute reservation", () => {
  it("releases an unpaid reservation after 30 minutes (fake clock): the booking is cancelled and the spot returns once", async () => {
    const start = new Date("2030-03-01T10:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const w = await bookingWorld({ availability: 1 });
    const first = await book(w.hunterToken, w.hunt.id);
    expect(first.status).toBe(201);
    expect(await bookingRow(first.json.id)).toMatchObject({ reservationExpiresAt: new Date("2030-03-01T10:30:00Z") });

    vi.setSystemTime(new Date("2030-03-01T10:29:59Z"));
    const otherHunter = await issueApiToken((await createHunter()).id);
    expect((await book(otherHunter, w.hunt.id)).status).toBe(409);
    // The same hunter asking again gets the reservation it holds.
    expect(await book(w.hunterToken, w.hunt.id)).toMatchObject({ status: 200, json: { id: first.json.id } });
    expect((await bookingRow(first.json.id)).status).toBe("pending");

    vi.setSystemTime(new Date("2030-03-01T10:30:01Z"));
    // Reading the hunter's bookings releases it; reading again changes nothing more.
    await call(myGET, { token: w.hunterToken });
    await call(myGET, { token: w.hunterToken });
    expect(await bookingRow(first.json.id)).toMatchObject({ status: "cancelled", holdsSpot: false });
    expect(await availability(w.hunt.id)).toBe(1);
    const late = await call(intentPOST, { token: w.hunterToken, body: { bookingId: first.json.id } });
    expect(late).toMatchObject({ status: 409, json: { message: "This reservation has expired. Please start your booking again." } });
    const second = await book(w.hunterToken, w.hunt.id);
    expect(second.status).toBe(201);
    expect(await availability(w.hunt.id)).toBe(0);
  });

  it("does not release a paid booking", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-01T10:00:00Z"));
    const w = await bookingWorld({ availability: 1 });
    const b = await book(w.hunterToken, w.hunt.id);
    await db.update(bookings).set({ paymentStatus: "paid" }).where(eq(bookings.id, b.json.id));
    vi.setSystemTime(new Date("2030-03-01T12:00:00Z"));
    expect((await book(await issueApiToken((await createHunter()).id), w.hunt.id)).status).toBe(409);
    expect((await bookingRow(b.json.id)).status).toBe("pending");
  });
});

describe("GET /api/bookings/my and /api/hunter/bookings", () => {
  it("list only the signed-in hunter's bookings, with the spec's fields", async () => {
    const w = await bookingWorld();
    const other = await bookingWorld();
    const mine = await book(w.hunterToken, w.hunt.id);
    await book(other.hunterToken, other.hunt.id);
    for (const handler of [myGET, hunterGET]) {
      const r = await call<Record<string, unknown>[]>(handler, { token: w.hunterToken });
      expect(r.status).toBe(200);
      expect(r.json).toHaveLength(1);
      expect(r.json[0]).toMatchObject({
        id: mine.json.id,
        status: "pending",
        hunterName: "Hannah Reed",
        totalAmount: "4500.00",
        huntId: w.hunt.id,
      });
      expect(r.json[0]).toHaveProperty("hunt.title", w.hunt.title);
    }
    expect((await call(myGET, {})).status).toBe(401);
    expect((await call(myGET, { token: w.outfitterToken })).status).toBe(403);
  });
});

describe("the booking page's data", () => {
  it("shows the current availability and resumes the hunter's open reservation instead of taking a second spot", async () => {
    const w = await bookingWorld({ availability: 2 });
    const hunter = toPublicUser(w.hunter);
    expect(await openReservation(hunter, w.hunt.id)).toBeNull();
    const b = await book(w.hunterToken, w.hunt.id);
    expect(await huntForBooking(w.hunt.id)).toMatchObject({ id: w.hunt.id, availability: 1, bookable: true, price: "4500.00" });
    expect(await openReservation(hunter, w.hunt.id)).toMatchObject({
      bookingId: b.json.id,
      totalAmount: "4500.00",
      details: { hunterName: "Hannah Reed", emergencyContactName: "Sam Reed", specialRequirements: "Vegetarian meals" },
    });
    expect(await openReservation(toPublicUser(w.outfitter), w.hunt.id)).toBeNull();
    // The outfitter changes the price meanwhile: the reservation still charges (and shows) its own amount.
    await db.update(hunts).set({ priceCents: 495000 }).where(eq(hunts.id, w.hunt.id));
    expect(await huntForBooking(w.hunt.id)).toMatchObject({ price: "4950.00" });
    expect(await openReservation(hunter, w.hunt.id)).toMatchObject({ bookingId: b.json.id, totalAmount: "4500.00" });
    const intent = await call(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } });
    expect(intent.json).toMatchObject({ amount: "4500.00" });
    await db.update(bookings).set({ paymentStatus: "paid" }).where(eq(bookings.id, b.json.id));
    expect(await openReservation(hunter, w.hunt.id)).toBeNull();
    const paused = await createHunt({ outfitterId: w.outfitter.id, isActive: false });
    expect(await huntForBooking(paused.id)).toBeNull();
    expect(await huntForBooking(999_999)).toBeNull();
  });
});
