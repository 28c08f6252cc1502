import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { commissions, huntDepartures, notifications, outfitterBalances, testPayments, users } from "@/db/schema";
import { changeBookingStatus } from "@/lib/bookings/status";
import { createBooking as createBookingRow, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { GET as myGET } from "@/app/api/bookings/my/route";
import { bookingsForOutfitter } from "@/lib/bookings/service";
import { toPublicUser } from "@/lib/users/public-user";
import { call } from "../../support/http";
import { availability, book, bookAndPay, bookingRow, bookingWorld, emailsTo } from "../../support/bookings";

const patch = (token: string | undefined, id: number | string, status: unknown) =>
  call<{ message?: string; status?: string; paymentStatus?: string }>(statusPATCH, {
    method: "PATCH",
    token,
    params: { id: String(id) },
    body: { status },
  });

async function balance(outfitterId: number) {
  const [b] = await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, outfitterId));
  return b?.totalOwedCents ?? 0;
}

describe("PATCH /api/bookings/{id}/status", () => {
  it("accepts a paid booking once: the held card captured, 10% commission counted once, a second answer is 409", async () => {
    const w = await bookingWorld({ priceCents: 450000 });
    const { bookingId, paymentIntentId } = await bookAndPay(w.hunterToken, w.hunt.id);
    // Paying only holds the card (request to book): nothing is charged before the outfitter accepts.
    expect(await bookingRow(bookingId)).toMatchObject({ status: "pending", paymentStatus: "authorized" });
    expect((await db.select().from(testPayments).where(eq(testPayments.id, paymentIntentId)))[0]).toMatchObject({
      status: "requires_capture",
      amountCapturedCents: 0,
    });
    const first = await patch(w.outfitterToken, bookingId, "accepted");
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ status: "accepted", paymentStatus: "paid" });
    expect(await balance(w.outfitter.id)).toBe(45000);
    expect((await db.select().from(testPayments).where(eq(testPayments.id, paymentIntentId)))[0]).toMatchObject({
      status: "succeeded",
      amountCapturedCents: 450000,
    });
    const again = await patch(w.outfitterToken, bookingId, "accepted");
    expect(again).toMatchObject({ status: 409, json: { message: "This booking has already been answered" } });
    expect((await patch(w.outfitterToken, bookingId, "denied")).status).toBe(409);
    expect(await balance(w.outfitter.id)).toBe(45000);
    expect(await db.select().from(commissions).where(eq(commissions.bookingId, bookingId))).toHaveLength(1);
    expect((await bookingRow(bookingId)).holdsSpot).toBe(true);
    expect(await availability(w.hunt.id)).toBe(2);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, w.hunter.id));
    expect(notes.map((n) => n.title)).toContain("Booking Accepted");
    expect(await emailsTo(w.hunter.email, "booking-accepted")).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous answers win", async () => {
    const w = await bookingWorld();
    const { bookingId } = await bookAndPay(w.hunterToken, w.hunt.id);
    const results = await Promise.all([
      patch(w.outfitterToken, bookingId, "accepted"),
      patch(w.outfitterToken, bookingId, "denied"),
      patch(w.outfitterToken, bookingId, "accepted"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const row = await bookingRow(bookingId);
    const owed = await balance(w.outfitter.id);
    if (row.status === "accepted") expect(owed).toBe(45000);
    else expect([owed, row.paymentStatus]).toEqual([0, "released"]);
  });

  it("deny releases the card hold through the provider (nothing charged), frees the spot and counts no commission", async () => {
    const w = await bookingWorld({ availability: 1 });
    const { bookingId, paymentIntentId } = await bookAndPay(w.hunterToken, w.hunt.id);
    expect(await availability(w.hunt.id)).toBe(0);
    const r = await patch(w.outfitterToken, bookingId, "denied");
    expect(r.json).toMatchObject({ status: "denied", paymentStatus: "released" });
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: "denied", holdsSpot: false, paymentStatus: "released", refundId: null });
    const [intent] = await db.select().from(testPayments).where(eq(testPayments.id, paymentIntentId));
    expect(intent).toMatchObject({ status: "canceled", amountCapturedCents: 0, refundedCents: 0 });
    expect(await availability(w.hunt.id)).toBe(1);
    expect(await balance(w.outfitter.id)).toBe(0);
    const [denied] = await emailsTo(w.hunter.email, "booking-denied");
    expect(JSON.stringify(denied)).toContain("you were not charged");
    // The freed spot can be booked again.
    expect((await book(w.hunterToken, w.hunt.id)).status).toBe(201);
  });

  it("refuses to accept an unpaid booking (409) but lets it be denied", async () => {
    const w = await bookingWorld();
    const b = await book(w.hunterToken, w.hunt.id);
    expect(await patch(w.outfitterToken, b.json.id, "accepted")).toMatchObject({
      status: 409,
      json: { message: "This booking has not been paid yet" },
    });
    const denied = await patch(w.outfitterToken, b.json.id, "denied");
    expect(denied.json).toMatchObject({ status: "denied", paymentStatus: "unpaid" });
    expect(await availability(w.hunt.id)).toBe(3);
  });

  it("completes only accepted bookings, and only once the trip has ended", async () => {
    const w = await bookingWorld();
    const { bookingId } = await bookAndPay(w.hunterToken, w.hunt.id);
    expect((await patch(w.outfitterToken, bookingId, "completed")).status).toBe(409);
    await patch(w.outfitterToken, bookingId, "accepted");
    expect((await patch(w.outfitterToken, bookingId, "completed")).json).toMatchObject({
      message: "A booking can be marked completed only after its trip has ended",
    });
    const [outfitter] = await db.select().from(users).where(eq(users.id, w.outfitter.id));
    const [dep] = await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, w.hunt.id));
    const afterTrip = new Date(Date.parse(`${dep!.endDate}T12:00:00Z`) + 86_400_000);
    expect((await changeBookingStatus(toPublicUser(outfitter!), bookingId, "completed", afterTrip)).status).toBe("completed");
    expect((await patch(w.outfitterToken, bookingId, "completed")).status).toBe(409);
    expect(await balance(w.outfitter.id)).toBe(45000);
  });

  it("lets the hunter cancel a pending booking: spot back, card hold released; not once answered", async () => {
    const w = await bookingWorld();
    const { bookingId } = await bookAndPay(w.hunterToken, w.hunt.id);
    expect((await patch(w.hunterToken, bookingId, "accepted")).status).toBe(403);
    const r = await patch(w.hunterToken, bookingId, "cancelled");
    expect(r.json).toMatchObject({ status: "cancelled", paymentStatus: "released" });
    expect(await availability(w.hunt.id)).toBe(3);
    expect((await patch(w.hunterToken, bookingId, "cancelled")).status).toBe(409);
    const outfitterNotes = await db.select().from(notifications).where(eq(notifications.userId, w.outfitter.id));
    expect(outfitterNotes.map((n) => n.title)).toContain("Booking Cancelled");
    const my = await call<{ id: number; status: string }[]>(myGET, { token: w.hunterToken });
    expect(my.json.find((b) => b.id === bookingId)?.status).toBe("cancelled");

    const second = await bookAndPay(w.hunterToken, w.hunt.id);
    await patch(w.outfitterToken, second.bookingId, "accepted");
    expect(await patch(w.hunterToken, second.bookingId, "cancelled")).toMatchObject({
      status: 409,
      json: { message: "Only pending bookings can be cancelled" },
    });
  });

  it("answers 401, 403 for other users' bookings, 404 for unknown ids and 400 for bad statuses", async () => {
    const w = await bookingWorld();
    const { bookingId } = await bookAndPay(w.hunterToken, w.hunt.id);
    const stranger = await createOutfitter();
    const otherHunter = await bookingWorld();
    expect((await patch(undefined, bookingId, "accepted")).status).toBe(401);
    expect(await patch(await issueApiToken(stranger.id), bookingId, "accepted")).toMatchObject({
      status: 403,
      json: { message: "You can only manage bookings for your own hunts" },
    });
    expect((await patch(otherHunter.hunterToken, bookingId, "cancelled")).status).toBe(403);
    expect((await patch(w.outfitterToken, 999_999, "accepted")).status).toBe(404);
    expect((await patch(w.outfitterToken, "abc", "accepted")).status).toBe(404);
    expect((await patch(w.outfitterToken, bookingId, "pending")).status).toBe(400);
    expect((await patch(w.outfitterToken, bookingId, "cancelled")).status).toBe(403);
    expect((await bookingRow(bookingId)).status).toBe("pending");
  });
});

describe("bookingsForOutfitter", () => {
  it("lists paid and claim bookings of the outfitter's own hunts, filtered by hunt and status; 403 for another's hunt", async () => {
    const w = await bookingWorld();
    const paid = await bookAndPay(w.hunterToken, w.hunt.id);
    await book(w.hunterToken, w.hunt.id); // checkout in progress: not listed
    await createBookingRow({ huntId: w.hunt.id, outfitterId: w.outfitter.id, hunterId: w.hunter.id, source: "claim", status: "accepted" });
    const other = await bookingWorld();
    await bookAndPay(other.hunterToken, other.hunt.id);
    const me = toPublicUser(w.outfitter);
    const all = await bookingsForOutfitter(me);
    expect(all).toHaveLength(2);
    expect(all.every((b) => b.outfitterId === w.outfitter.id)).toBe(true);
    const pending = await bookingsForOutfitter(me, { status: "pending", huntId: w.hunt.id });
    expect(pending.map((b) => b.id)).toEqual([paid.bookingId]);
    expect(pending[0]).toMatchObject({
      hunterName: "Hannah Reed",
      hunterPhone: "+14065550134",
      totalAmount: "4500.00",
      hunter: { email: w.hunter.email },
    });
    await expect(bookingsForOutfitter(me, { huntId: other.hunt.id })).rejects.toMatchObject({ status: 403 });
    await expect(bookingsForOutfitter(me, { huntId: 999_999 })).rejects.toMatchObject({ status: 404 });
    await expect(bookingsForOutfitter(toPublicUser(w.hunter))).rejects.toMatchObject({ status: 403 });
  });
});
