import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, hunts, outfitterReliability, users } from "@/db/schema";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { POST as cancelPOST } from "@/app/api/bookings/[id]/cancel/route";
import { POST as messagesPOST } from "@/app/api/messages/route";
import { GET as outfitterProfileGET } from "@/app/api/outfitter/profile/[id]/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { getPublicOutfitter, getOutfitterProfile } from "@/lib/outfitters/public";
import { refreshReliability } from "@/lib/reliability/figures";
import {
  createActivePayoutAccount,
  createAdmin,
  createBooking,
  createHunt,
  createHunter,
  createMessage,
  createOutfitter,
} from "@/seed/factories";
import { call } from "../../support/http";
import { book, payBooking } from "../../support/bookings";
import { acceptedPaidBooking } from "../../support/cancellation";

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const figuresOf = async (outfitterId: number) =>
  (await db.select().from(outfitterReliability).where(eq(outfitterReliability.outfitterId, outfitterId)))[0];
const rankOf = async (huntId: number) => (await db.select({ r: hunts.searchRank }).from(hunts).where(eq(hunts.id, huntId)))[0]!.r;

describe("answered-at and cancelled-by, written where they happen", () => {
  it("accepting stamps answered_at and stores the figures; the outfitter cancelling says so and counts", async () => {
    const w = await acceptedPaidBooking("flexible", 60);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, w.bookingId));
    expect(row!.answeredAt).toBeInstanceOf(Date);
    expect(row!.cancelledBy).toBeNull();
    let f = await figuresOf(w.outfitter.id);
    expect(f).toMatchObject({
      responseItems: 1,
      answeredWithin24h: 1,
      responseRatePct: 100,
      acceptedBookings: 1,
      outfitterCancellations: 0,
    });
    expect(f!.medianResponseMinutes).toBe(0);

    expect((await call(cancelPOST, { token: w.outfitterToken, params: { id: String(w.bookingId) } })).status).toBe(200);
    const [cancelled] = await db.select().from(bookings).where(eq(bookings.id, w.bookingId));
    expect(cancelled).toMatchObject({ status: "cancelled", cancelledBy: "outfitter" });
    expect(cancelled!.cancelledAt).toBeInstanceOf(Date);
    f = await figuresOf(w.outfitter.id);
    expect(f).toMatchObject({ acceptedBookings: 1, outfitterCancellations: 1, cancellationShareBp: 10000, penalized: true });
  });

  it("a hunter cancelling is the hunter's, and does not count against the outfitter", async () => {
    const w = await acceptedPaidBooking("flexible", 60);
    expect((await call(cancelPOST, { token: w.hunterToken, params: { id: String(w.bookingId) } })).status).toBe(200);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, w.bookingId));
    expect(row!.cancelledBy).toBe("hunter");
    expect(await figuresOf(w.outfitter.id)).toMatchObject({ acceptedBookings: 1, outfitterCancellations: 0, penalized: false });
  });

  it("a pending request the hunter withdraws is the hunter's; denying stamps answered_at", async () => {
    const o = await createOutfitter();
    await createActivePayoutAccount(o.id, { provider: process.env.STRIPE_SECRET_KEY ? "stripe" : "test" });
    const hunter = await createHunter();
    const hunt = await createHunt({ outfitterId: o.id, groupSize: 6 });
    const token = await issueApiToken(hunter.id);
    const oToken = await issueApiToken(o.id);
    const a = await book(token, hunt.id);
    expect(a.status).toBe(201);
    const withdraw = await call(statusPATCH, { method: "PATCH", token, params: { id: String(a.json.id) }, body: { status: "cancelled" } });
    expect(withdraw.status).toBe(200);
    const b = await book(token, hunt.id);
    await payBooking(token, b.json.id);
    const deny = await call(statusPATCH, { method: "PATCH", token: oToken, params: { id: String(b.json.id) }, body: { status: "denied" } });
    expect(deny.status).toBe(200);
    const rows = await db.select().from(bookings).where(eq(bookings.outfitterId, o.id));
    expect(rows.find((r) => r.id === a.json.id)).toMatchObject({ cancelledBy: "hunter", answeredAt: null });
    expect(rows.find((r) => r.id === b.json.id)!.answeredAt).toBeInstanceOf(Date);
    // The denied request was answered at once; the withdrawn unpaid one never reached the outfitter.
    expect(await figuresOf(o.id)).toMatchObject({ responseItems: 1, answeredWithin24h: 1, acceptedBookings: 0, cancellationShareBp: null });
  });
});

describe("the stored figures", () => {
  it("response rate and median over booking requests and first messages; an unanswered one counts once its 24 h pass", async () => {
    const o = await createOutfitter();
    const hunt = await createHunt({ outfitterId: o.id });
    const [h1, h2, h3, h4] = await Promise.all([createHunter(), createHunter(), createHunter(), createHunter()]);
    // Request answered in 2 h; request answered in 30 h (late); first message answered in 4 h; first message unanswered
    // for 30 h (a miss); first message 2 h ago unanswered (not yet due); a message 100 days ago (out of the window).
    const base = { huntId: hunt.id, outfitterId: o.id, source: "direct" as const };
    await createBooking({ ...base, hunterId: h1.id, status: "accepted", paidAt: ago(50), answeredAt: ago(48) });
    await createBooking({ ...base, hunterId: h2.id, status: "denied", paidAt: ago(80), answeredAt: ago(50) });
    await createMessage({ senderId: h1.id, receiverId: o.id, createdAt: ago(10) });
    await createMessage({ senderId: o.id, receiverId: h1.id, createdAt: ago(6) });
    await createMessage({ senderId: h2.id, receiverId: o.id, createdAt: ago(40) });
    await createMessage({ senderId: o.id, receiverId: h2.id, createdAt: ago(10) });
    await createMessage({ senderId: h3.id, receiverId: o.id, createdAt: ago(30) });
    await createMessage({ senderId: h4.id, receiverId: o.id, createdAt: ago(2) });
    const old = await createHunter();
    await createMessage({ senderId: old.id, receiverId: o.id, createdAt: ago(100 * 24) });
    const r = await db.transaction((tx) => refreshReliability(tx, o.id));
    expect(r.changed).toBe(true);
    const f = await figuresOf(o.id);
    // Counted: 2 requests + h1, h2, h3 messages = 5; within 24 h: request 1 (2 h), h1 message (4 h) = 2 → 40%.
    // Answered waits: 2 h, 4 h, 30 h (h2: 30 h), 30 h → median of [120, 240, 1800, 1800] minutes = 1020.
    expect(f).toMatchObject({ responseItems: 5, answeredWithin24h: 2, responseRatePct: 40, medianResponseMinutes: 1020 });
    const publicView = await getPublicOutfitter(o.id);
    expect(publicView!.reliability!.line).toBe("Usually responds within 17 hours · 40% response rate · 0 cancellations in 12 months");
  });

  it("an outfitter's reply through messaging refreshes the figures in its transaction", async () => {
    const o = await createOutfitter();
    const hunter = await createHunter();
    await createMessage({ senderId: hunter.id, receiverId: o.id, createdAt: ago(3) });
    const sent = await call(messagesPOST, { token: await issueApiToken(o.id), body: { receiverId: hunter.id, content: "Happy to help" } });
    expect(sent.status).toBe(201);
    expect(await figuresOf(o.id)).toMatchObject({
      responseItems: 1,
      answeredWithin24h: 1,
      responseRatePct: 100,
      medianResponseMinutes: 180,
    });
  });

  it("5% or more cancelled lowers the rank and hides Top-Tier until it recovers; the admin sees why; the job keeps it current", async () => {
    const o = await createOutfitter({ isTopTier: true });
    const hunter = await createHunter();
    const hunt = await createHunt({ outfitterId: o.id });
    expect(await rankOf(hunt.id)).toBe(12);
    const base = { huntId: hunt.id, outfitterId: o.id, hunterId: hunter.id };
    // 19 accepted and kept, 1 cancelled by the outfitter: exactly 5%.
    for (let i = 0; i < 19; i++) await createBooking({ ...base, status: "accepted", answeredAt: ago(24 * 30) });
    const [cancelled] = [
      await createBooking({ ...base, status: "cancelled", answeredAt: ago(24 * 30), cancelledBy: "outfitter", cancelledAt: ago(24 * 20) }),
    ];
    await runJobNow(QUEUES.reliabilityFigures.name);
    expect(await figuresOf(o.id)).toMatchObject({
      acceptedBookings: 20,
      outfitterCancellations: 1,
      cancellationShareBp: 500,
      penalized: true,
    });
    expect(await rankOf(hunt.id)).toBe(8);
    const [u] = await db.select().from(users).where(eq(users.id, o.id));
    expect(u).toMatchObject({ isTopTier: true, reliabilityPenalized: true });
    expect((await getPublicOutfitter(o.id))!.isTopTier).toBe(false);
    const admin = await createAdmin();
    const asAdmin = await call<{ reliabilityPenalty: string }>(outfitterProfileGET, {
      token: await issueApiToken(admin.id),
      params: { id: String(o.id) },
    });
    expect(asAdmin.json.reliabilityPenalty).toContain("Cancelled 1 of 20 accepted bookings in 12 months (5%");
    const asVisitor = await getOutfitterProfile(o.id, null);
    expect(asVisitor).not.toHaveProperty("reliabilityPenalty");

    // The cancellation leaves the 12-month window: the job lifts the penalty.
    await db
      .update(bookings)
      .set({ answeredAt: ago(24 * 370) })
      .where(eq(bookings.id, cancelled!.id));
    await runJobNow(QUEUES.reliabilityFigures.name);
    expect(await figuresOf(o.id)).toMatchObject({ acceptedBookings: 19, outfitterCancellations: 0, penalized: false });
    expect(await rankOf(hunt.id)).toBe(12);
    expect((await getPublicOutfitter(o.id))!.isTopTier).toBe(true);
  });

  it("just under 5% is no penalty", async () => {
    const o = await createOutfitter();
    const hunter = await createHunter();
    const hunt = await createHunt({ outfitterId: o.id });
    const base = { huntId: hunt.id, outfitterId: o.id, hunterId: hunter.id };
    for (let i = 0; i < 20; i++) await createBooking({ ...base, status: "completed", answeredAt: ago(24 * 40) });
    await createBooking({ ...base, status: "cancelled", answeredAt: ago(24 * 30), cancelledBy: "outfitter", cancelledAt: ago(24 * 20) });
    await db.transaction((tx) => refreshReliability(tx, o.id));
    // 1 of 21 = 4.76% → 476 bp.
    expect(await figuresOf(o.id)).toMatchObject({ cancellationShareBp: 476, penalized: false });
    expect(await rankOf(hunt.id)).toBe(10);
  });
});
