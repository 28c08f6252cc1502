import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, huntDepartures, users } from "@/db/schema";
import { createBooking, createHunt } from "@/seed/factories";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { POST as cancelPOST } from "@/app/api/bookings/[id]/cancel/route";
import { GET as quoteGET } from "@/app/api/bookings/[id]/cancellation/route";
import { changeBookingStatus } from "@/lib/bookings/status";
import { cancellationQuote } from "@/lib/cancellation/service";
import { BOOKING_TRANSITIONS } from "@/lib/bookings/transitions";
import { toPublicUser } from "@/lib/users/public-user";
import { call } from "../../support/http";
import { bookAndPay, bookingRow, bookingWorld } from "../../support/bookings";

// One test per row of BOOKING_TRANSITIONS (lib/bookings/transitions.ts), each proving every precondition of its row.

const day = (iso: string, hoursUtc = 12) => new Date(`${iso}T${String(hoursUtc).padStart(2, "0")}:00:00Z`);
const plus = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let w: Awaited<ReturnType<typeof bookingWorld>>;
let outfitter: ReturnType<typeof toPublicUser>;
let hunter: ReturnType<typeof toPublicUser>;
// A hunt in Auckland (UTC+13 in December): its calendar day starts 13 hours before UTC's.
let zoned: { id: number; departureId: number };
const START = "2031-12-01";
const END = "2031-12-05";

beforeAll(async () => {
  w = await bookingWorld({ cancellationPolicy: "flexible" });
  const rows = await db.select().from(users).where(eq(users.id, w.outfitter.id));
  outfitter = toPublicUser(rows[0]!);
  hunter = toPublicUser((await db.select().from(users).where(eq(users.id, w.hunter.id)))[0]!);
  const h = await createHunt({
    outfitterId: w.outfitter.id,
    location: "Auckland, New Zealand",
    departures: [{ startDate: START, endDate: END, spots: 8 }],
  });
  const [dep] = await db.select({ id: huntDepartures.id }).from(huntDepartures).where(eq(huntDepartures.huntId, h.id));
  zoned = { id: h.id, departureId: dep!.id };
  expect(h.timeZone).toBe("Pacific/Auckland");
});

async function row(over: Omit<Partial<typeof bookings.$inferInsert>, "huntId" | "hunterId" | "outfitterId"> = {}) {
  return createBooking({
    huntId: zoned.id,
    departureId: zoned.departureId,
    outfitterId: w.outfitter.id,
    hunterId: w.hunter.id,
    status: "pending",
    paymentStatus: "paid",
    ...over,
  });
}
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { status?: number; message?: string }) => ({ status: e.status, message: e.message }),
  );

describe("booking status transitions (one table, a test per row)", () => {
  it("the table names every change a booking can make", () => {
    expect(Object.values(BOOKING_TRANSITIONS).map((t) => `${t.from}→${t.to}`)).toEqual([
      "pending→accepted",
      "pending→denied",
      "accepted→completed",
      "pending→cancelled",
      "accepted→cancelled",
    ]);
  });

  it("accept: pending, not expired, paid or held, before the answer deadline", async () => {
    const now = day("2031-11-01");
    const expired = await row({ expiredAt: now });
    expect(await refusal(changeBookingStatus(outfitter, expired.id, "accepted", now))).toMatchObject({
      status: 409,
      message: BOOKING_TRANSITIONS.accept.preconditions[0]!.message,
    });
    const answered = await row({ status: "denied" });
    expect(await refusal(changeBookingStatus(outfitter, answered.id, "accepted", now))).toMatchObject({
      status: 409,
      message: "This booking has already been answered",
    });
    const unpaid = await row({ source: "direct", paymentStatus: "unpaid" });
    expect(await refusal(changeBookingStatus(outfitter, unpaid.id, "accepted", now))).toMatchObject({
      status: 409,
      message: "This booking has not been paid yet",
    });
    const late = await row({ paymentStatus: "authorized", answerBy: new Date(now.getTime() - 1) });
    expect(await refusal(changeBookingStatus(outfitter, late.id, "accepted", now))).toMatchObject({ status: 409 });
    const ok = await row({ paymentStatus: "unpaid", source: "claim" });
    expect((await changeBookingStatus(outfitter, ok.id, "accepted", now)).status).toBe("accepted");
  });

  it("deny: pending and not expired", async () => {
    const now = day("2031-11-01");
    const expired = await row({ expiredAt: now, paymentStatus: "released" });
    expect((await refusal(changeBookingStatus(outfitter, expired.id, "denied", now)))?.status).toBe(409);
    const accepted = await row({ status: "accepted", paymentStatus: "unpaid", source: "claim" });
    expect(await refusal(changeBookingStatus(outfitter, accepted.id, "denied", now))).toMatchObject({
      status: 409,
      message: "This booking has already been answered",
    });
    const ok = await row({ paymentStatus: "unpaid", source: "claim" });
    expect((await changeBookingStatus(outfitter, ok.id, "denied", now)).status).toBe("denied");
  });

  it("complete: accepted, with a departure, only after its last day in the hunt's calendar", async () => {
    const pending = await row({ paymentStatus: "unpaid", source: "claim" });
    expect(await refusal(changeBookingStatus(outfitter, pending.id, "completed", day(plus(END, 2))))).toMatchObject({
      status: 409,
      message: "Only accepted bookings can be marked completed",
    });
    const accepted = await row({ status: "accepted", paymentStatus: "unpaid", source: "claim" });
    // 40 days out, the first day, the last day: refused.
    for (const now of [day(plus(START, -40)), day(START), day(END, 10)]) {
      expect(await refusal(changeBookingStatus(outfitter, accepted.id, "completed", now))).toMatchObject({
        status: 409,
        message: "A booking can be marked completed only after its trip has ended",
      });
    }
    // 12:00 UTC on the last day is already the next day in Auckland: the trip has ended there.
    expect((await changeBookingStatus(outfitter, accepted.id, "completed", day(END, 12))).status).toBe("completed");
    // No departure: the trip never ends on record, so the hunter keeps the right to cancel.
    const undated = await row({ status: "accepted", departureId: null, paymentStatus: "unpaid", source: "claim" });
    expect(await refusal(changeBookingStatus(outfitter, undated.id, "completed", day("2040-01-01")))).toMatchObject({
      status: 409,
      message: "This booking has no trip dates, so it cannot be marked completed; the hunter can still cancel it",
    });
    expect((await bookingRow(undated.id)).status).toBe("accepted");
  });

  it("withdraw: the hunter cancels a pending booking only", async () => {
    const accepted = await row({ status: "accepted", paymentStatus: "unpaid", source: "claim" });
    expect(await refusal(changeBookingStatus(hunter, accepted.id, "cancelled"))).toMatchObject({
      status: 409,
      message: "Only pending bookings can be cancelled",
    });
    const pending = await row({ paymentStatus: "unpaid", source: "claim" });
    expect((await changeBookingStatus(hunter, pending.id, "cancelled")).status).toBe("cancelled");
  });

  it("cancel an accepted booking: accepted, and not after its first day in the hunt's calendar", async () => {
    const pending = await row({ paymentStatus: "unpaid", source: "claim" });
    expect(await refusal(cancellationQuote(hunter, pending.id, day(plus(START, -40))))).toMatchObject({
      status: 409,
      message: "Only accepted bookings are cancelled here; a pending one is cancelled from My Bookings",
    });
    const accepted = await row({ status: "accepted", paymentStatus: "unpaid", source: "claim" });
    expect((await cancellationQuote(hunter, accepted.id, day(START, 10))).daysBefore).toBe(0);
    // 11:00 UTC on the first day is the second day in Auckland.
    expect(await refusal(cancellationQuote(hunter, accepted.id, day(START, 11)))).toMatchObject({
      status: 409,
      message: "This trip has already started and can no longer be cancelled",
    });
  });

  it("the probe: a Flexible booking 40 days out cannot be completed over HTTP, and the hunter still gets the full refund", async () => {
    const { bookingId } = await bookAndPay(w.hunterToken, w.hunt.id);
    expect(
      (
        await call(statusPATCH, {
          method: "PATCH",
          token: w.outfitterToken,
          params: { id: String(bookingId) },
          body: { status: "accepted" },
        })
      ).status,
    ).toBe(200);
    const quote = await call<{ message: string }>(quoteGET, { method: "GET", token: w.hunterToken, params: { id: String(bookingId) } });
    expect(quote.json.message).toBe("You will be refunded $4,500.00 of $4,500.00");
    const complete = await call<{ message: string }>(statusPATCH, {
      method: "PATCH",
      token: w.outfitterToken,
      params: { id: String(bookingId) },
      body: { status: "completed" },
    });
    expect(complete).toMatchObject({ status: 409, json: { message: "A booking can be marked completed only after its trip has ended" } });
    const cancel = await call<{ refund: string }>(cancelPOST, { token: w.hunterToken, params: { id: String(bookingId) }, body: {} });
    expect(cancel.status).toBe(200);
    expect(cancel.json.refund).toBe("4500.00");
  });
});
