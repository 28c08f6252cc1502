import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, commissions, huntDepartures, outfitterBalances, testRefunds, users } from "@/db/schema";
import { GET as myGET } from "@/app/api/bookings/my/route";
import { GET as outfitterBookingsGET } from "@/app/api/outfitter/bookings/route";
import { createActivePayoutAccount, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { GET as quoteGET } from "@/app/api/bookings/[id]/cancellation/route";
import { POST as cancelPOST } from "@/app/api/bookings/[id]/cancel/route";
import { POST as huntsPOST } from "@/app/api/hunts/route";
import { ALREADY_STARTED, NOT_ACCEPTED } from "@/lib/cancellation/service";
import { addDays } from "@/lib/departures/dates";
import { call } from "../../support/http";
import { book, bookingRow, emailsTo } from "../../support/bookings";
import { acceptedPaidBooking, dayFromToday } from "../../support/cancellation";

const day = dayFromToday;
const acceptedBooking = acceptedPaidBooking;
type Quote = {
  refund: string;
  paid: string;
  kept: string;
  message: string;
  policy: string;
  by: string;
  daysBefore: number;
  message_?: string;
};

const quote = (token: string, id: number) => call<Quote & { message: string }>(quoteGET, { token, params: { id: String(id) } });
const cancel = (token: string, id: number) => call<Quote & { message: string }>(cancelPOST, { token, params: { id: String(id) } });
const owed = async (outfitterId: number) =>
  (await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, outfitterId)))[0]?.totalOwedCents ?? 0;
const spotsLeft = async (id: number) => (await db.select().from(huntDepartures).where(eq(huntDepartures.id, id)))[0]!.spotsLeft;

describe("a hunter cancelling an accepted booking", () => {
  it.each([
    ["flexible", 45, "4000.00", 0],
    ["flexible", 10, "0.00", 40000],
    ["moderate", 90, "4000.00", 0],
    ["moderate", 45, "2000.00", 20000],
    ["moderate", 10, "0.00", 40000],
    // Strict keeps the hunt's deposit: the whole price by default, so nothing comes back.
    ["strict", 90, "0.00", 40000],
    ["strict", 45, "0.00", 40000],
  ] as const)("%s, %i days before: refund %s, commission then %i cents", async (policy, daysAhead, refund, commission) => {
    const w = await acceptedBooking(policy, daysAhead);
    expect(await owed(w.outfitter.id)).toBe(40000);
    const q = await quote(w.hunterToken, w.bookingId);
    expect(q.json).toMatchObject({ refund, paid: "4000.00", policy, by: "hunter", daysBefore: daysAhead });
    expect(q.json.message).toBe(
      `You will be refunded $${Number(refund).toLocaleString("en-US", { minimumFractionDigits: 2 })} of $4,000.00`,
    );
    const r = await cancel(w.hunterToken, w.bookingId);
    expect(r.status).toBe(200);
    expect(r.json.refund).toBe(refund);
    const row = await bookingRow(w.bookingId);
    expect(row).toMatchObject({ status: "cancelled", holdsSpot: false, refundedCents: Math.round(Number(refund) * 100) });
    const refunds = await db.select().from(testRefunds);
    expect(refunds.filter((x) => x.amountCents === Math.round(Number(refund) * 100)).length).toBeGreaterThanOrEqual(
      refund === "0.00" ? 0 : 1,
    );
    // The commission follows the money kept: 10% of it.
    expect((await db.select().from(commissions).where(eq(commissions.bookingId, w.bookingId)))[0]).toMatchObject({
      amountCents: commission,
    });
    expect(await owed(w.outfitter.id)).toBe(commission);
    expect(await spotsLeft(w.departure.id)).toBe(4);
    // Cancelling again is a 409 and moves no money.
    expect((await cancel(w.hunterToken, w.bookingId)).status).toBe(409);
    expect(await owed(w.outfitter.id)).toBe(commission);
  });

  it("with a 50% deposit only the deposit was charged: Flexible refunds it in full, Strict keeps it; the commission stays 10% of the total until then", async () => {
    const flexible = await acceptedBooking("flexible", 45, 50);
    expect(await bookingRow(flexible.bookingId)).toMatchObject({
      totalAmountCents: 400000,
      depositPercent: 50,
      depositCents: 200000,
      paymentStatus: "paid",
    });
    expect(await owed(flexible.outfitter.id)).toBe(40000);
    expect((await quote(flexible.hunterToken, flexible.bookingId)).json).toMatchObject({
      refund: "2000.00",
      paid: "2000.00",
      message: "You will be refunded $2,000.00 of $2,000.00",
    });
    expect((await cancel(flexible.hunterToken, flexible.bookingId)).json.refund).toBe("2000.00");
    expect(await bookingRow(flexible.bookingId)).toMatchObject({ paymentStatus: "refunded", refundedCents: 200000 });

    const strict = await acceptedBooking("strict", 90, 50);
    expect((await quote(strict.hunterToken, strict.bookingId)).json).toMatchObject({ refund: "0.00", paid: "2000.00", kept: "2000.00" });
    expect((await cancel(strict.hunterToken, strict.bookingId)).json.refund).toBe("0.00");
    // The commission follows what the outfitter keeps through the platform: 10% of the $2,000 deposit.
    expect(await owed(strict.outfitter.id)).toBe(20000);
  });

  it("a Strict booking from before deposits keeps the 25% its texts promised", async () => {
    const w = await acceptedBooking("strict", 90);
    await db.update(bookings).set({ depositCents: null, depositPercent: null }).where(eq(bookings.id, w.bookingId));
    expect((await quote(w.hunterToken, w.bookingId)).json).toMatchObject({ refund: "3000.00", paid: "4000.00" });
  });

  it.each(["flexible", "moderate", "strict"] as const)(
    "a %s booking from before departures (no trip date yet) is quoted and refunded in full, not $0.00",
    async (policy) => {
      const w = await acceptedBooking(policy, 10);
      await db.update(bookings).set({ departureId: null }).where(eq(bookings.id, w.bookingId));
      const q = await quote(w.hunterToken, w.bookingId);
      expect(q.json).toMatchObject({ refund: "4000.00", paid: "4000.00", kept: "0.00", daysBefore: null, startDate: null });
      expect(q.json.message).toBe("You will be refunded $4,000.00 of $4,000.00");
      const r = await cancel(w.hunterToken, w.bookingId);
      expect(r.json).toMatchObject({ refund: "4000.00" });
      expect(await bookingRow(w.bookingId)).toMatchObject({ status: "cancelled", refundedCents: 400000 });
      expect(await owed(w.outfitter.id)).toBe(0);
    },
  );

  it("counts the days before the start where the hunt is, not in UTC", async () => {
    // Arizona keeps UTC−7 all year. At 05:00 UTC it is still the previous evening there: 30 days
    // before the start in Arizona (a full Flexible refund), 29 in UTC (none).
    const w = await acceptedBooking("flexible", 40, 100, { location: "Flagstaff, Arizona, USA", timeZone: "America/Phoenix" });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(`${addDays(w.departure.startDate, -29)}T05:00:00Z`));
      expect((await quote(w.hunterToken, w.bookingId)).json).toMatchObject({
        daysBefore: 30,
        refund: "4000.00",
        timeZone: "America/Phoenix",
      });
      vi.setSystemTime(new Date(`${addDays(w.departure.startDate, -29)}T07:00:00Z`));
      expect((await quote(w.hunterToken, w.bookingId)).json).toMatchObject({ daysBefore: 29, refund: "0.00" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses once the trip has started, and a booking not accepted", async () => {
    const w = await acceptedBooking("flexible", 40);
    await db
      .update(huntDepartures)
      .set({ startDate: day(-1), endDate: day(3) })
      .where(eq(huntDepartures.id, w.departure.id));
    expect(await cancel(w.hunterToken, w.bookingId)).toMatchObject({ status: 409, json: { message: ALREADY_STARTED } });
    const outfitter = await createOutfitter();
    const hunter = await createHunter();
    const token = await issueApiToken(hunter.id);
    await createActivePayoutAccount(outfitter.id);
    const hunt = await createHunt({ outfitterId: outfitter.id });
    const pending = await book(token, hunt.id);
    expect(await cancel(token, pending.json.id)).toMatchObject({ status: 409, json: { message: NOT_ACCEPTED } });
  });

  it("is only for the booking's hunter and its hunt's outfitter", async () => {
    const w = await acceptedBooking("flexible", 40);
    const stranger = await issueApiToken((await createHunter()).id);
    const otherOutfitter = await issueApiToken((await createOutfitter()).id);
    expect((await quote(stranger, w.bookingId)).status).toBe(403);
    expect((await cancel(otherOutfitter, w.bookingId)).status).toBe(403);
    expect((await cancel(w.hunterToken, 999_999)).status).toBe(404);
  });
});

describe("the outfitter cancelling an accepted booking", () => {
  it("refunds everything and reverses the commission, whatever the policy", async () => {
    const w = await acceptedBooking("strict", 10);
    const q = await quote(w.outfitterToken, w.bookingId);
    expect(q.json).toMatchObject({
      by: "outfitter",
      refund: "4000.00",
      kept: "0.00",
      message: "The hunter will be refunded $4,000.00 of $4,000.00",
    });
    expect((await cancel(w.outfitterToken, w.bookingId)).status).toBe(200);
    expect(await bookingRow(w.bookingId)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedCents: 400000 });
    expect(await owed(w.outfitter.id)).toBe(0);
  });
});

describe("the policy on a hunt", () => {
  it("is set by POST /api/hunts (Flexible when absent; 400 for an unknown one) and kept on the booking", async () => {
    const outfitter = await createOutfitter();
    const token = await issueApiToken(outfitter.id);
    const body = {
      title: "Policy Hunt",
      description: "x",
      species: ["elk/wapiti"],
      location: "Idaho",
      price: 1000,
      duration: 3,
      groupSize: 2,
      departures: [{ startDate: day(40), endDate: day(42), spots: 2 }],
    };
    expect((await call<{ cancellationPolicy: string }>(huntsPOST, { token, body })).json.cancellationPolicy).toBe("flexible");
    expect(
      (await call<{ cancellationPolicy: string }>(huntsPOST, { token, body: { ...body, cancellationPolicy: "strict" } })).json
        .cancellationPolicy,
    ).toBe("strict");
    const bad = await call<{ errors: Record<string, string[]> }>(huntsPOST, { token, body: { ...body, cancellationPolicy: "lenient" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.cancellationPolicy).toBeDefined();
    const w = await acceptedBooking("moderate", 90);
    expect((await bookingRow(w.bookingId)).cancellationPolicy).toBe("moderate");
    // The confirmation e-mail states it, and both dashboards list it with the booking.
    const hunterEmail = (
      await db
        .select()
        .from(users)
        .where(eq(users.id, (await bookingRow(w.bookingId)).hunterId))
    )[0]!.email;
    const [mail] = await emailsTo(hunterEmail, "booking-confirmation");
    expect(JSON.stringify(mail)).toContain("Cancellation Policy (Moderate)");
    // The factory's hunts are in Montana: the policy's days are counted there.
    expect(JSON.stringify(mail)).toContain("Days are counted in Mountain Time, where the hunt takes place.");
    const mine = await call<{ id: number; cancellationPolicy: string }[]>(myGET, { token: w.hunterToken });
    expect(mine.json.find((b) => b.id === w.bookingId)?.cancellationPolicy).toBe("moderate");
    const theirs = await call<{ id: number; cancellationPolicy: string }[]>(outfitterBookingsGET, { token: w.outfitterToken });
    expect(theirs.json.find((b) => b.id === w.bookingId)?.cancellationPolicy).toBe("moderate");
  });
});
