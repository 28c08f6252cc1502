import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { bookings, commissions, notifications, testPayments } from "@/db/schema";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { GET as myGET } from "@/app/api/bookings/my/route";
import { GET as outfitterBookingsGET } from "@/app/api/outfitter/bookings/route";
import { expireUnansweredBookings } from "@/lib/bookings/answer-expiry";
import { NOT_ANSWERED_TEXT } from "@/lib/bookings/answer-text";
import { ANSWER_EXPIRED_MESSAGE } from "@/lib/bookings/status";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { call } from "../../support/http";
import { availability, bookAndPay, bookingRow, bookingWorld, emailsTo } from "../../support/bookings";

const DAY = 86_400_000;
const patch = (token: string, id: number, status: string) =>
  call<{ message?: string; status?: string; paymentStatus?: string }>(statusPATCH, {
    method: "PATCH",
    token,
    params: { id: String(id) },
    body: { status },
  });
const intentOf = async (id: string) => (await db.select().from(testPayments).where(eq(testPayments.id, id)))[0]!;

describe("request to book: an unanswered card hold is released after 5 days", () => {
  it("releases the hold, cancels the booking, frees its spots and tells both sides, once", async () => {
    const w = await bookingWorld({ availability: 2 });
    const { bookingId, paymentIntentId } = await bookAndPay(w.hunterToken, w.hunt.id, { partySize: 2 });
    const held = await bookingRow(bookingId);
    expect(held).toMatchObject({ status: "pending", paymentStatus: "authorized" });
    expect(await availability(w.hunt.id)).toBe(0);

    // Not before the deadline.
    expect(await expireUnansweredBookings(new Date(held.answerBy!.getTime() - 60_000))).toEqual([]);
    expect((await bookingRow(bookingId)).paymentStatus).toBe("authorized");

    // Three instances run the job at the same moment: one release, one set of messages.
    const after = new Date(held.answerBy!.getTime() + 60_000);
    const runs = await Promise.all([expireUnansweredBookings(after), expireUnansweredBookings(after), expireUnansweredBookings(after)]);
    expect(runs.flat().map((b) => b.id)).toEqual([bookingId]);
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "released", holdsSpot: false, expiredAt: after });
    expect(await intentOf(paymentIntentId)).toMatchObject({ status: "canceled", amountCapturedCents: 0 });
    expect(await availability(w.hunt.id)).toBe(2);
    expect(await db.select().from(commissions).where(eq(commissions.bookingId, bookingId))).toHaveLength(0);

    for (const userId of [w.hunter.id, w.outfitter.id]) {
      const notes = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, "Booking Expired")));
      expect(notes).toHaveLength(1);
      expect(notes[0]!.message).toContain(NOT_ANSWERED_TEXT);
    }
    expect(NOT_ANSWERED_TEXT).toBe("The outfitter did not answer in time; your card was not charged.");
    const [toHunter] = await emailsTo(w.hunter.email, "booking-expired");
    const [toOutfitter] = await emailsTo(w.outfitter.email, "booking-expired-outfitter");
    expect(JSON.stringify(toHunter)).toContain(NOT_ANSWERED_TEXT);
    expect(JSON.stringify(toOutfitter)).toContain(NOT_ANSWERED_TEXT);
    expect(await emailsTo(w.hunter.email, "booking-expired")).toHaveLength(1);

    // A later run finds nothing; the outfitter's answer is now refused.
    expect(await expireUnansweredBookings(new Date(after.getTime() + DAY))).toEqual([]);
    expect(await patch(w.outfitterToken, bookingId, "accepted")).toMatchObject({ status: 409, json: { message: ANSWER_EXPIRED_MESSAGE } });

    // The hunter sees it expired (not hidden like an abandoned checkout).
    const mine = await call<{ id: number; status: string; expired: boolean; answerBy: string | null }[]>(myGET, { token: w.hunterToken });
    expect(mine.json.find((b) => b.id === bookingId)).toMatchObject({ status: "cancelled", expired: true, answerBy: null });
  });

  it("shows the answer deadline on each pending paid booking to the outfitter", async () => {
    const w = await bookingWorld();
    const { bookingId } = await bookAndPay(w.hunterToken, w.hunt.id);
    const row = await bookingRow(bookingId);
    const list = await call<{ id: number; answerBy: string | null }[]>(outfitterBookingsGET, { token: w.outfitterToken });
    expect(list.json.find((b) => b.id === bookingId)?.answerBy).toBe(row.answerBy!.toISOString());
    expect(row.answerBy!.getTime() - row.paidAt!.getTime()).toBe(5 * DAY);
    await patch(w.outfitterToken, bookingId, "accepted");
    const after = await call<{ id: number; answerBy: string | null }[]>(outfitterBookingsGET, { token: w.outfitterToken });
    expect(after.json.find((b) => b.id === bookingId)?.answerBy).toBeNull();
  });

  it("an accept past the deadline is refused (409) and captures nothing; the job then releases the hold", async () => {
    const w = await bookingWorld();
    const { bookingId, paymentIntentId } = await bookAndPay(w.hunterToken, w.hunt.id);
    const past = new Date(Date.now() - 60_000);
    await db.update(bookings).set({ answerBy: past }).where(eq(bookings.id, bookingId));
    expect(await patch(w.outfitterToken, bookingId, "accepted")).toMatchObject({ status: 409, json: { message: ANSWER_EXPIRED_MESSAGE } });
    expect(await intentOf(paymentIntentId)).toMatchObject({ status: "requires_capture" });
    expect(await bookingRow(bookingId)).toMatchObject({ status: "pending", paymentStatus: "authorized" });
    expect((await expireUnansweredBookings()).map((b) => b.id)).toEqual([bookingId]);
    expect(await intentOf(paymentIntentId)).toMatchObject({ status: "canceled" });
  });

  it("accept racing the release: exactly one wins, the other is 409, and the provider agrees with the database", async () => {
    const w = await bookingWorld({ availability: 8 });
    const outcomes = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const { bookingId, paymentIntentId } = await bookAndPay(w.hunterToken, w.hunt.id);
      const held = await bookingRow(bookingId);
      // The job runs as if the deadline had passed, while the outfitter answers (in time by its clock).
      const jobNow = new Date(held.answerBy!.getTime() + 1_000);
      let accept: Awaited<ReturnType<typeof patch>>;
      let expired: Awaited<ReturnType<typeof expireUnansweredBookings>>;
      if (i % 2 === 0)
        [accept, expired] = await Promise.all([patch(w.outfitterToken, bookingId, "accepted"), expireUnansweredBookings(jobNow)]);
      else [expired, accept] = await Promise.all([expireUnansweredBookings(jobNow), patch(w.outfitterToken, bookingId, "accepted")]);
      const row = await bookingRow(bookingId);
      const intent = await intentOf(paymentIntentId);
      const commission = await db.select().from(commissions).where(eq(commissions.bookingId, bookingId));
      if (accept.status === 200) {
        outcomes.add("accepted");
        expect(expired).toEqual([]);
        expect(row).toMatchObject({ status: "accepted", paymentStatus: "paid", expiredAt: null });
        expect(intent).toMatchObject({ status: "succeeded", amountCapturedCents: 450000 });
        expect(commission).toHaveLength(1);
      } else {
        outcomes.add("expired");
        expect(accept).toMatchObject({ status: 409, json: { message: ANSWER_EXPIRED_MESSAGE } });
        expect(expired.map((b) => b.id)).toEqual([bookingId]);
        expect(row).toMatchObject({ status: "cancelled", paymentStatus: "released" });
        expect(intent).toMatchObject({ status: "canceled", amountCapturedCents: 0 });
        expect(commission).toHaveLength(0);
      }
    }
    // Whichever won, the outcome was one of the two, never both (and never neither).
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });

  it("paying enqueues the booking's own deadline job, keyed by the booking, at its answer deadline; it releases the hold", async () => {
    const w = await bookingWorld({ availability: 1 });
    const { bookingId } = await bookAndPay(w.hunterToken, w.hunt.id);
    const held = await bookingRow(bookingId);
    const jobs = await queryRows<{ key: string; start_after: Date | string; data: { bookingId: number } }>(
      db,
      sql`SELECT singleton_key AS key, start_after, data FROM pgboss.job WHERE name = ${QUEUES.answerDeadline.name} AND singleton_key = ${`booking-${bookingId}`}`,
    );
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(held.answerBy!.getTime());
    expect(jobs[0]!.data).toEqual({ bookingId });
    // Run early (a clock ahead), it changes nothing; at its time it releases the hold.
    expect(await runJobNow(QUEUES.answerDeadline.name, { bookingId })).toEqual({ expired: false });
    await db
      .update(bookings)
      .set({ answerBy: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, bookingId));
    expect(await runJobNow(QUEUES.answerDeadline.name, { bookingId })).toEqual({ expired: true });
    expect(await bookingRow(bookingId)).toMatchObject({ status: "cancelled", paymentStatus: "released" });
  });

  it("is a job scheduled every 5 minutes", async () => {
    expect(QUEUES.answerExpiry.cron).toBe("*/5 * * * *");
    expect(await runJobNow(QUEUES.answerExpiry.name)).toEqual({ bookingIds: [] });
  });
});
