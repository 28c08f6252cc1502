import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, commissions, huntDepartures, notifications } from "@/db/schema";
import { createActivePayoutAccount, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { IDLE } from "@/lib/actions/state";
import { cancelAcceptedBookingAction, cancelPendingBookingAction } from "@/lib/cancellation/actions";
import { ALREADY_STARTED, NOT_ACCEPTED } from "@/lib/cancellation/service";
import { book, bookingRow } from "../../support/bookings";
import { acceptedPaidBooking, dayFromToday } from "../../support/cancellation";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/**
 * The cancel confirmations of both dashboards go through server actions (lib/cancellation/actions.ts),
 * twins of POST /api/bookings/{id}/cancel and PATCH /api/bookings/{id}/status: same service, same rules.
 */
const spotsLeft = async (id: number) => (await db.select().from(huntDepartures).where(eq(huntDepartures.id, id)))[0]!.spotsLeft;
const commissionOf = async (bookingId: number) =>
  (await db.select().from(commissions).where(eq(commissions.bookingId, bookingId)))[0]?.amountCents;

describe("cancelAcceptedBookingAction", () => {
  it("the hunter is refunded by the policy (Moderate, 45 days before: half), the commission is 10% of what is kept", async () => {
    const w = await acceptedPaidBooking("moderate", 45);
    callAs(w.hunterToken);
    const r = await cancelAcceptedBookingAction(IDLE, { bookingId: w.bookingId });
    expect(r).toMatchObject({
      ok: true,
      status: 200,
      data: { by: "hunter", refund: "2000.00", paid: "4000.00", message: "You will be refunded $2,000.00 of $4,000.00" },
    });
    expect(await bookingRow(w.bookingId)).toMatchObject({ status: "cancelled", refundedCents: 200000, holdsSpot: false });
    expect(await commissionOf(w.bookingId)).toBe(20000);
    expect(await spotsLeft(w.departure.id)).toBe(4);
  });

  it("the outfitter refunds in full whatever the policy, the commission is reversed and the hunter is told", async () => {
    const w = await acceptedPaidBooking("strict", 10);
    callAs(w.outfitterToken);
    const r = await cancelAcceptedBookingAction(IDLE, { bookingId: w.bookingId });
    expect(r).toMatchObject({
      ok: true,
      data: { by: "outfitter", refund: "4000.00", kept: "0.00", message: "The hunter will be refunded $4,000.00 of $4,000.00" },
    });
    expect(await bookingRow(w.bookingId)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedCents: 400000 });
    expect(await commissionOf(w.bookingId)).toBe(0);
    const told = await db.select().from(notifications).where(eq(notifications.userId, w.hunter.id));
    expect(told.map((n) => n.message)).toContainEqual(
      expect.stringMatching(/^The outfitter cancelled your booking for .+\. You will be refunded \$4,000\.00 of \$4,000\.00\.$/),
    );
  });

  it("refuses as the route does, and a refusal changes nothing", async () => {
    const w = await acceptedPaidBooking("flexible", 40);
    callAs(await issueApiToken((await createHunter()).id));
    expect(await cancelAcceptedBookingAction(IDLE, { bookingId: w.bookingId })).toMatchObject({ ok: false, status: 403 });
    callAs(await issueApiToken((await createOutfitter()).id));
    expect(await cancelAcceptedBookingAction(IDLE, { bookingId: w.bookingId })).toMatchObject({ ok: false, status: 403 });
    callAs();
    expect(await cancelAcceptedBookingAction(IDLE, { bookingId: w.bookingId })).toMatchObject({ ok: false, status: 401 });
    callAs(w.hunterToken);
    expect(await cancelAcceptedBookingAction(IDLE, { bookingId: 999_999 })).toMatchObject({ ok: false, status: 404 });
    expect(await cancelAcceptedBookingAction(IDLE, { bookingId: "x" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { bookingId: ["Booking not found"] },
    });
    expect(await bookingRow(w.bookingId)).toMatchObject({ status: "accepted", refundedCents: 0, holdsSpot: true });
    expect(await commissionOf(w.bookingId)).toBe(40000);
    // On the start day itself the trip has not started yet: it may be cancelled, with nothing back under Flexible.
    await db
      .update(huntDepartures)
      .set({ startDate: dayFromToday(0), endDate: dayFromToday(3) })
      .where(eq(huntDepartures.id, w.departure.id));
    expect(await cancelAcceptedBookingAction(IDLE, { bookingId: w.bookingId })).toMatchObject({ ok: true, data: { refund: "0.00" } });
  });

  it("a trip that has started cannot be cancelled (409); a pending booking is not cancelled here (409)", async () => {
    const w = await acceptedPaidBooking("flexible", 40);
    await db
      .update(huntDepartures)
      .set({ startDate: dayFromToday(-1), endDate: dayFromToday(3) })
      .where(eq(huntDepartures.id, w.departure.id));
    callAs(w.hunterToken);
    expect(await cancelAcceptedBookingAction(IDLE, { bookingId: w.bookingId })).toEqual({
      ok: false,
      status: 409,
      message: ALREADY_STARTED,
    });
    expect(await bookingRow(w.bookingId)).toMatchObject({ status: "accepted", refundedCents: 0 });
    const pending = await pendingOf();
    callAs(pending.token);
    expect(await cancelAcceptedBookingAction(IDLE, { bookingId: pending.id })).toEqual({ ok: false, status: 409, message: NOT_ACCEPTED });
  });

  it("a plain form post (the hidden bookingId) works the same", async () => {
    const w = await acceptedPaidBooking("flexible", 40);
    callAs(w.hunterToken);
    const fd = new FormData();
    fd.append("bookingId", String(w.bookingId));
    expect(await cancelAcceptedBookingAction(IDLE, fd)).toMatchObject({ ok: true, data: { refund: "4000.00" } });
  });
});

async function pendingOf() {
  const outfitter = await createOutfitter();
  const hunter = await createHunter();
  const token = await issueApiToken(hunter.id);
  await createActivePayoutAccount(outfitter.id);
  const hunt = await createHunt({ outfitterId: outfitter.id });
  const b = await book(token, hunt.id);
  expect(b.status).toBe(201);
  return { id: b.json.id, token, outfitterToken: await issueApiToken(outfitter.id) };
}

describe("cancelPendingBookingAction", () => {
  it("the hunter cancels a booking not answered yet; the outfitter cannot (it denies instead)", async () => {
    const p = await pendingOf();
    callAs(p.outfitterToken);
    expect(await cancelPendingBookingAction(IDLE, { bookingId: p.id })).toMatchObject({ ok: false, status: 403 });
    callAs(p.token);
    expect(await cancelPendingBookingAction(IDLE, { bookingId: p.id })).toMatchObject({
      ok: true,
      data: { id: p.id, status: "cancelled" },
    });
    expect((await db.select().from(bookings).where(eq(bookings.id, p.id)))[0]).toMatchObject({ status: "cancelled", holdsSpot: false });
    expect(await cancelPendingBookingAction(IDLE, { bookingId: p.id })).toMatchObject({ ok: false, status: 409 });
  });
});
