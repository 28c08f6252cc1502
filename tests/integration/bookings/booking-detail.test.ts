import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, huntDepartures, messages } from "@/db/schema";
import { GET as detailGET } from "@/app/api/bookings/[id]/route";
import { GET as hunterBookingsGET } from "@/app/api/hunter/bookings/route";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { BOOKING_NOT_FOUND, VIEW_OWN_BOOKINGS, type BookingDetail } from "@/lib/bookings/detail";
import { bookAndPay, book, bookingWorld } from "../../support/bookings";
import { huntDay } from "../../support/days";
import { call } from "../../support/http";

const detail = (token: string, id: number | string) =>
  call<BookingDetail & { message?: string }>(detailGET, { token, params: { id: String(id) } });

describe("GET /api/bookings/{id}: a booking's own page", () => {
  let w: Awaited<ReturnType<typeof bookingWorld>>;
  let bookingId: number;
  let departureId: number;

  beforeAll(async () => {
    w = await bookingWorld({
      priceCents: 200000,
      groupSize: 4,
      depositPercent: 25,
      cancellationPolicy: "moderate",
      departures: [{ startDate: huntDay(90), endDate: huntDay(95), spots: 4 }],
    });
    [{ id: departureId }] = (await db
      .select({ id: huntDepartures.id })
      .from(huntDepartures)
      .where(eq(huntDepartures.huntId, w.hunt.id))) as [{ id: number }];
    ({ bookingId } = await bookAndPay(w.hunterToken, w.hunt.id, { departureId, partySize: 2, totalAmount: "4000.00" }));
    await db.insert(messages).values([
      { senderId: w.hunter.id, receiverId: w.outfitter.id, content: "Is the cabin heated?" },
      { senderId: w.outfitter.id, receiverId: w.hunter.id, content: "Yes, wood stove." },
    ]);
  });

  it("shows the hunter the request: departure, party, status in the spec's words, answer-by, the hold, the policy and the quote, the messages", async () => {
    const r = await detail(w.hunterToken, bookingId);
    expect(r.status).toBe(200);
    const d = r.json;
    expect(d.viewer).toBe("hunter");
    expect(d.booking).toMatchObject({ id: bookingId, status: "pending", paymentStatus: "authorized", partySize: 2 });
    expect(d.booking.departure).toMatchObject({ id: departureId, startDate: huntDay(90) });
    expect(d.booking.answerBy).toEqual(expect.any(String));
    expect(d.money).toEqual({
      total: "4000.00",
      deposit: "1000.00",
      held: "1000.00",
      paid: "0.00",
      refunded: "0.00",
      balanceDue: "3000.00",
    });
    expect(d.policy?.name).toBe("Moderate");
    expect(d.refundQuote).toBe("Cancelling now releases the hold on your card: nothing is charged.");
    expect(d.partner.id).toBe(w.outfitter.id);
    expect(d.messages.map((m) => m.content)).toEqual(["Is the cabin heated?", "Yes, wood stove."]);
    expect(d.messageCount).toBe(2);
  });

  it("is the same booking My Bookings lists (one query)", async () => {
    const list = await call<{ id: number }[]>(hunterBookingsGET, { token: w.hunterToken });
    const fromList = list.json.find((b) => b.id === bookingId);
    expect((await detail(w.hunterToken, bookingId)).json.booking).toEqual(fromList);
  });

  it("shows the outfitter the same booking with the hunter's details, then, once accepted, what was paid and the policy's refund", async () => {
    const o = await detail(w.outfitterToken, bookingId);
    expect(o.status).toBe(200);
    expect(o.json.viewer).toBe("outfitter");
    expect(o.json.booking).toMatchObject({ id: bookingId, hunterId: w.hunter.id, specialRequirements: "Vegetarian meals" });
    expect(o.json.partner.id).toBe(w.hunter.id);
    const accepted = await call(statusPATCH, {
      method: "PATCH",
      token: w.outfitterToken,
      params: { id: String(bookingId) },
      body: { status: "accepted" },
    });
    expect(accepted.status).toBe(200);
    const h = await detail(w.hunterToken, bookingId);
    expect(h.json.money).toMatchObject({ held: "0.00", paid: "1000.00", balanceDue: "3000.00" });
    // Moderate, 90 days ahead: a full refund of what was paid.
    expect(h.json.refundQuote).toBe("You will be refunded $1,000.00 of $1,000.00");
  });

  it("is 403 for another hunter, another outfitter and the admin, 404 for no booking or an abandoned checkout", async () => {
    const other = await issueApiToken((await createHunter()).id);
    const otherOutfitter = await issueApiToken((await createOutfitter()).id);
    const admin = await issueApiToken((await createAdmin()).id);
    for (const token of [other, otherOutfitter])
      expect(await detail(token, bookingId)).toMatchObject({ status: 403, json: { message: VIEW_OWN_BOOKINGS } });
    expect((await detail(admin, bookingId)).status).toBe(403);
    expect(await detail(w.hunterToken, 999_999)).toMatchObject({ status: 404, json: { message: BOOKING_NOT_FOUND } });
    expect((await detail(w.hunterToken, "abc")).status).toBe(404);
    const abandoned = await book(w.hunterToken, w.hunt.id, { departureId, partySize: 1, totalAmount: "2000.00" });
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, abandoned.json.id));
    expect((await detail(w.hunterToken, abandoned.json.id)).status).toBe(404);
    // An unpaid checkout is not the outfitter's to see.
    const unpaid = await book(w.hunterToken, w.hunt.id, { departureId, partySize: 1, totalAmount: "2000.00" });
    expect((await detail(w.outfitterToken, unpaid.json.id)).status).toBe(404);
    expect((await detail(w.hunterToken, unpaid.json.id)).status).toBe(200);
  });

  it("without the session or token is 401", async () => {
    expect((await call(detailGET, { params: { id: String(bookingId) } })).status).toBe(401);
  });
});
