import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingTagResults, commissions, emailOutbox, huntDepartures, huntTags } from "@/db/schema";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { POST as reviewPOST } from "@/app/api/bookings/[id]/tag-results/review/route";
import { saveHuntFees } from "@/lib/hunts/fees";
import { EMPTY_FEES } from "@/lib/money/price-lines/types";
import { reportTagResult, reviewTagResult } from "@/lib/tags/results";
import { pickUpRollovers } from "@/lib/tags/rollover-pickup";
import type { DrawOutcome } from "@/lib/tags/schema";
import { addDays, todayIso } from "@/lib/departures/dates";
import { createHunt } from "@/seed/factories";
import { asCurrent } from "../../security/registry-fixtures";
import { huntDay } from "../../support/days";
import { call } from "../../support/http";
import { bookAndPay, bookingWorld } from "../../support/bookings";
import { bookingNow } from "./tag-world";

type Departure = { startDate: string; endDate: string; spots: number };
const dep = (start: number, spots: number): Departure => ({ startDate: huntDay(start), endDate: huntDay(start + 5), spots });

/** A draw hunt that takes observers, and an accepted, paid booking of `hunters` hunters and `observers` observers. */
async function observerWorld(
  outcome: DrawOutcome,
  party: { hunters: number; observers: number },
  departures: Departure[],
  altDepartures: Departure[] = [],
) {
  const w = await bookingWorld({ availability: 6, depositPercent: 50, priceCents: 300_000, groupSize: 4, departures });
  await saveHuntFees(db, w.hunt, { ...EMPTY_FEES, observerPriceCents: 50_000, maxObservers: 2 });
  const alt = altDepartures.length ? await createHunt({ outfitterId: w.outfitter.id, departures: altDepartures }) : null;
  if (alt) await db.insert(huntTags).values({ huntId: alt.id, tagType: "otc" });
  const today = todayIso();
  await db.insert(huntTags).values({
    huntId: w.hunt.id,
    tagType: "draw",
    region: "Colorado",
    applicationOpensOn: addDays(today, -5),
    applicationClosesOn: addDays(today, 20),
    resultsOn: addDays(today, 40),
    failedDrawOutcome: outcome,
    alternativeHuntId: alt?.id ?? null,
  });
  const paid = await bookAndPay(w.hunterToken, w.hunt.id, {
    partySize: party.hunters,
    observers: party.observers,
    drawOutcomeAccepted: true,
  });
  const accepted = await call(statusPATCH, {
    token: w.outfitterToken,
    params: { id: String(paid.bookingId) },
    body: { status: "accepted" },
  });
  expect(accepted.status).toBe(200);
  return { ...w, alt, bookingId: paid.bookingId };
}

type World = Awaited<ReturnType<typeof observerWorld>>;

const spotsOf = async (huntId: number) =>
  (await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, huntId)).orderBy(huntDepartures.startDate)).map(
    (d) => d.spotsLeft,
  );
const departureIds = async (huntId: number) =>
  (await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, huntId)).orderBy(huntDepartures.startDate)).map((d) => d.id);
const commissionOf = async (bookingId: number) =>
  (await db.select({ c: commissions.amountCents }).from(commissions).where(eq(commissions.bookingId, bookingId)))[0]?.c ?? null;
const money = async (bookingId: number) => {
  const b = await bookingNow(bookingId);
  return {
    total: b.totalAmountCents,
    deposit: b.depositCents,
    refunded: b.refundedCents,
    payment: b.paymentStatus,
    commission: await commissionOf(bookingId),
  };
};

async function report(w: World, hunterIndex: number, result: "drawn" | "not_drawn") {
  await reportTagResult(asCurrent(w.hunter), w.bookingId, { hunterIndex, result });
  return reviewTagResult(asCurrent(w.outfitter), w.bookingId, { hunterIndex, decision: "confirm", message: null });
}

describe("observers of a booking whose last hunter rolls over or switches", () => {
  it("a sole hunter's rollover takes the observer along: both spots leave the booked departure and are taken next season, money unchanged", async () => {
    const w = await observerWorld("rollover", { hunters: 1, observers: 1 }, [dep(60, 4), dep(420, 4)]);
    const [booked, season] = await departureIds(w.hunt.id);
    expect(await spotsOf(w.hunt.id)).toEqual([2, 4]);
    const before = await money(w.bookingId);
    const results = await report(w, 1, "not_drawn");
    expect(results[0]).toMatchObject({ resolution: "rollover", resolutionState: "applied" });
    expect(await bookingNow(w.bookingId)).toMatchObject({ status: "accepted", partySize: 2, departureId: season, holdsSpot: true });
    expect(await spotsOf(w.hunt.id)).toEqual([4, 2]);
    expect(await money(w.bookingId)).toEqual(before);
    expect(booked).not.toBe(season);
    const mail = (await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, w.hunter.email))).find((m) =>
      /^Failed draw settled/.test(m.subject),
    );
    expect(mail?.text).toMatch(/The booking's observer moves with it\./);
  });

  it("destination with room for the hunter but not the observer: nothing moves, the place waits, and moves whole once there is room", async () => {
    const w = await observerWorld("rollover", { hunters: 1, observers: 1 }, [dep(60, 4), dep(420, 1)]);
    const [booked, season] = await departureIds(w.hunt.id);
    const before = await money(w.bookingId);
    const results = await report(w, 1, "not_drawn");
    // Nothing half-written: the booking keeps both places on the booked trip; next season's one spot is untouched.
    expect(results[0]).toMatchObject({ resolution: "rollover", resolutionState: "rolling_over" });
    expect(await bookingNow(w.bookingId)).toMatchObject({ status: "accepted", partySize: 2, departureId: booked });
    expect(await spotsOf(w.hunt.id)).toEqual([2, 1]);
    expect(await money(w.bookingId)).toEqual(before);
    const asked = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, w.outfitter.email));
    expect(asked.some((m) => /Please add a departure with room for its 2 places/.test(m.text ?? ""))).toBe(true);
    // Still no room: the pickup moves nothing.
    expect(await pickUpRollovers(w.hunt.id)).toBe(0);
    expect(await spotsOf(w.hunt.id)).toEqual([2, 1]);
    // The outfitter makes room: hunter and observer move together.
    await db.update(huntDepartures).set({ spots: 3, spotsLeft: 3 }).where(eq(huntDepartures.id, season!));
    expect(await pickUpRollovers(w.hunt.id)).toBe(1);
    expect(await bookingNow(w.bookingId)).toMatchObject({ status: "accepted", partySize: 2, departureId: season });
    expect(await spotsOf(w.hunt.id)).toEqual([4, 1]);
    expect(await money(w.bookingId)).toEqual(before);
    const moved = (await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, w.hunter.email))).find((m) =>
      /^Your place has moved/.test(m.subject),
    );
    expect(moved?.text).toMatch(/The booking's observer moves with it\./);
  });

  it("partial party, switch: a hunter who did not draw leaves alone while another stays; the last one takes the observer to the alternative hunt", async () => {
    const w = await observerWorld("switch", { hunters: 2, observers: 1 }, [dep(60, 6)], [dep(70, 4)]);
    expect(await spotsOf(w.hunt.id)).toEqual([3]);
    const before = await money(w.bookingId);
    await report(w, 1, "not_drawn");
    // Hunter 2 (still pending) stays with the observer on the booked trip.
    expect(await bookingNow(w.bookingId)).toMatchObject({ huntId: w.hunt.id, partySize: 2 });
    expect(await spotsOf(w.hunt.id)).toEqual([4]);
    expect(await spotsOf(w.alt!.id)).toEqual([3]);
    await report(w, 2, "not_drawn");
    const [altDeparture] = await departureIds(w.alt!.id);
    expect(await bookingNow(w.bookingId)).toMatchObject({ status: "accepted", huntId: w.alt!.id, departureId: altDeparture, partySize: 2 });
    expect(await spotsOf(w.hunt.id)).toEqual([6]);
    expect(await spotsOf(w.alt!.id)).toEqual([1]);
    expect(await money(w.bookingId)).toEqual(before);
    const rows = await db.select().from(bookingTagResults).where(eq(bookingTagResults.bookingId, w.bookingId));
    expect(rows.every((r) => r.resolution === "switch" && r.movedToDepartureId === altDeparture)).toBe(true);
  });

  it("a hunter who drew keeps the observer: the one who did not rolls over alone", async () => {
    const w = await observerWorld("rollover", { hunters: 2, observers: 1 }, [dep(60, 6), dep(420, 4)]);
    const [booked, season] = await departureIds(w.hunt.id);
    await report(w, 1, "drawn");
    await report(w, 2, "not_drawn");
    expect(await bookingNow(w.bookingId)).toMatchObject({ departureId: booked, partySize: 2 });
    expect(await spotsOf(w.hunt.id)).toEqual([4, 3]);
    const [row] = await db
      .select()
      .from(bookingTagResults)
      .where(and(eq(bookingTagResults.bookingId, w.bookingId), eq(bookingTagResults.hunterIndex, 2)));
    expect(row!.movedToDepartureId).toBe(season);
  });

  it("refuses a review of a hunter the booking does not have (400 naming the field) and someone else's booking (403), changing nothing", async () => {
    const w = await observerWorld("rollover", { hunters: 1, observers: 1 }, [dep(60, 4), dep(420, 4)]);
    await reportTagResult(asCurrent(w.hunter), w.bookingId, { hunterIndex: 1, result: "not_drawn" });
    const bad = await call(reviewPOST, {
      token: w.outfitterToken,
      params: { id: String(w.bookingId) },
      body: { hunterIndex: 2, decision: "confirm" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.json as { errors?: object }).errors ?? {})).toContain("hunterIndex");
    const other = await bookingWorld();
    const foreign = await call(reviewPOST, {
      token: other.outfitterToken,
      params: { id: String(w.bookingId) },
      body: { hunterIndex: 1, decision: "confirm" },
    });
    expect(foreign.status).toBe(403);
    expect(await bookingNow(w.bookingId)).toMatchObject({ partySize: 2, status: "accepted" });
    expect(await spotsOf(w.hunt.id)).toEqual([2, 4]);
  });
});
