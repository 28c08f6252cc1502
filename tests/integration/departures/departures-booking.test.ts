import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { huntDepartures, hunts, outfitterBalances } from "@/db/schema";
import { createActivePayoutAccount, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { GET as myGET } from "@/app/api/bookings/my/route";
import {
  DATES_ON_REQUEST_MESSAGE,
  DEPARTURE_FULL_MESSAGE,
  FULLY_BOOKED_MESSAGE,
  OTHER_HUNT_DEPARTURE_MESSAGE,
  PAST_DEPARTURE_MESSAGE,
  partyTooLargeMessage,
  spotsLeftMessage,
} from "@/lib/bookings/departure-spots";
import { addDays } from "@/lib/departures/dates";
import { huntDay } from "../../support/days";
import { call } from "../../support/http";
import { availability, book, bookingRow, payBooking } from "../../support/bookings";

const day = huntDay;

afterEach(() => {
  vi.useRealTimers();
});

/** A hunt at $1,500 per hunter (groups of up to 4) with an early departure of 3 spots and a later one of 4. */
async function world(location = "Montana, USA") {
  const outfitter = await createOutfitter();
  await createActivePayoutAccount(outfitter.id);
  const hunter = await createHunter();
  const hunt = await createHunt({
    outfitterId: outfitter.id,
    location,
    priceCents: 150000,
    groupSize: 4,
    departures: [
      { startDate: day(20), endDate: day(25), spots: 3 },
      { startDate: day(50), endDate: day(55), spots: 4 },
    ],
  });
  const [early, late] = await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, hunt.id)).orderBy(huntDepartures.startDate);
  return {
    outfitter,
    hunter,
    hunt,
    early: early!,
    late: late!,
    hunterToken: await issueApiToken(hunter.id),
    outfitterToken: await issueApiToken(outfitter.id),
  };
}

/** Another hunter's token: one hunter holds one open reservation per hunt (the spot-hoarding rule). */
const otherHunterToken = async () => issueApiToken((await createHunter()).id);

const spotsLeft = async (id: number) => (await db.select().from(huntDepartures).where(eq(huntDepartures.id, id)))[0]!.spotsLeft;

describe("booking a departure for a party", () => {
  it("charges price × party size and takes that many spots of the chosen departure", async () => {
    const w = await world();
    const r = await book(w.hunterToken, w.hunt.id, { departureId: w.late.id, partySize: 3 });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      totalAmount: "4500.00",
      partySize: 3,
      departure: { id: w.late.id, startDate: w.late.startDate, endDate: w.late.endDate },
    });
    expect(await bookingRow(r.json.id)).toMatchObject({ departureId: w.late.id, partySize: 3, totalAmountCents: 450000, holdsSpot: true });
    expect(await spotsLeft(w.late.id)).toBe(1);
    expect(await availability(w.hunt.id)).toBe(4);
  });

  it("books the next departure with room for one when the request has neither (old clients)", async () => {
    const w = await world();
    const r = await book(w.hunterToken, w.hunt.id);
    expect(r.status).toBe(201);
    expect(await bookingRow(r.json.id)).toMatchObject({ departureId: w.early.id, partySize: 1, totalAmountCents: 150000 });
    await db.update(huntDepartures).set({ spotsLeft: 0 }).where(eq(huntDepartures.id, w.early.id));
    const next = await book(await otherHunterToken(), w.hunt.id, { partySize: 2 });
    expect(await bookingRow(next.json.id)).toMatchObject({ departureId: w.late.id, partySize: 2 });
  });

  it("answers 409 with a plain message for another hunt's departure, a past one, or more hunters than fit", async () => {
    const w = await world();
    const other = await world();
    expect(await book(w.hunterToken, w.hunt.id, { departureId: other.early.id })).toMatchObject({
      status: 409,
      json: { message: OTHER_HUNT_DEPARTURE_MESSAGE },
    });
    expect(await book(w.hunterToken, w.hunt.id, { departureId: w.early.id, partySize: 4 })).toMatchObject({
      status: 409,
      json: { message: spotsLeftMessage(3) },
    });
    expect(await book(w.hunterToken, w.hunt.id, { departureId: w.late.id, partySize: 5 })).toMatchObject({
      status: 409,
      json: { message: partyTooLargeMessage(4) },
    });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${day(21)}T12:00:00Z`));
    expect(await book(w.hunterToken, w.hunt.id, { departureId: w.early.id })).toMatchObject({
      status: 409,
      json: { message: PAST_DEPARTURE_MESSAGE },
    });
    vi.useRealTimers();
    expect(await spotsLeft(w.early.id)).toBe(3);
    expect(await spotsLeft(w.late.id)).toBe(4);
  });

  it("books a departure on its start day where the hunt is, not the day after (plain calendar days, near midnight too)", async () => {
    // Arizona keeps UTC−7 all year: the start day there runs from 07:00 UTC to 07:00 UTC the next day.
    const w = await world("Flagstaff, Arizona, USA");
    expect((await db.select({ tz: hunts.timeZone }).from(hunts).where(eq(hunts.id, w.hunt.id)))[0]!.tz).toBe("America/Phoenix");
    const next = addDays(w.early.startDate, 1);
    vi.useFakeTimers({ toFake: ["Date"] });
    // Already the next day in UTC, still the start day in Arizona: bookable.
    vi.setSystemTime(new Date(`${next}T06:59:59.500Z`));
    expect((await book(w.hunterToken, w.hunt.id, { departureId: w.early.id })).status).toBe(201);
    const second = await otherHunterToken();
    vi.setSystemTime(new Date(`${next}T07:00:00.500Z`));
    expect(await book(second, w.hunt.id, { departureId: w.early.id })).toMatchObject({
      status: 409,
      json: { message: PAST_DEPARTURE_MESSAGE },
    });
  });

  it("counts the day in New Zealand ahead of UTC: the start day there has passed while UTC is still on it", async () => {
    const w = await world("Canterbury, New Zealand");
    vi.useFakeTimers({ toFake: ["Date"] });
    // 13:00 UTC on the start day is past midnight of the next day in Auckland (UTC+12 or +13).
    vi.setSystemTime(new Date(`${w.early.startDate}T13:00:00.000Z`));
    expect(await book(w.hunterToken, w.hunt.id, { departureId: w.early.id })).toMatchObject({
      status: 409,
      json: { message: PAST_DEPARTURE_MESSAGE },
    });
    vi.setSystemTime(new Date(`${w.early.startDate}T09:00:00.000Z`));
    expect((await book(w.hunterToken, w.hunt.id, { departureId: w.early.id })).status).toBe(201);
  });

  it("refuses bad party sizes with a 400 naming the field", async () => {
    const w = await world();
    for (const partySize of [0, -1, 1.5, "two"]) {
      const r = await book(w.hunterToken, w.hunt.id, { partySize });
      expect(r.status).toBe(400);
      expect((r.json as { errors?: Record<string, string[]> }).errors?.partySize).toBeDefined();
    }
  });

  it("says a full departure is full, a full hunt is full, and dates on request are booked by message", async () => {
    const w = await world();
    await db.update(huntDepartures).set({ spotsLeft: 0 }).where(eq(huntDepartures.huntId, w.hunt.id));
    expect(await book(w.hunterToken, w.hunt.id, { departureId: w.early.id })).toMatchObject({
      status: 409,
      json: { message: DEPARTURE_FULL_MESSAGE },
    });
    expect(await book(w.hunterToken, w.hunt.id)).toMatchObject({ status: 409, json: { message: FULLY_BOOKED_MESSAGE } });
    const onRequest = await createHunt({ outfitterId: w.outfitter.id, dates: "By arrangement" });
    expect(await book(w.hunterToken, onRequest.id)).toMatchObject({ status: 409, json: { message: DATES_ON_REQUEST_MESSAGE } });
  });

  it("gives the party's spots back when the outfitter denies, and takes 10% of price × party on accept", async () => {
    const w = await world();
    const denied = await book(w.hunterToken, w.hunt.id, { departureId: w.late.id, partySize: 2 });
    await payBooking(w.hunterToken, denied.json.id);
    expect(await spotsLeft(w.late.id)).toBe(2);
    const deny = await call(statusPATCH, {
      method: "PATCH",
      token: w.outfitterToken,
      params: { id: String(denied.json.id) },
      body: { status: "denied" },
    });
    expect(deny.status).toBe(200);
    expect(await spotsLeft(w.late.id)).toBe(4);

    const accepted = await book(w.hunterToken, w.hunt.id, { departureId: w.late.id, partySize: 3 });
    await payBooking(w.hunterToken, accepted.json.id);
    await call(statusPATCH, {
      method: "PATCH",
      token: w.outfitterToken,
      params: { id: String(accepted.json.id) },
      body: { status: "accepted" },
    });
    const [balance] = await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, w.outfitter.id));
    expect(balance!.totalOwedCents).toBe(45000);
    const mine = await call<{ id: number; partySize: number; departure: { startDate: string } | null }[]>(myGET, { token: w.hunterToken });
    expect(mine.json.find((b) => b.id === accepted.json.id)).toMatchObject({ partySize: 3, departure: { startDate: w.late.startDate } });
  });

  it("returns an expired reservation's party spots to its departure once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date();
    vi.setSystemTime(start);
    const w = await world();
    const r = await book(w.hunterToken, w.hunt.id, { departureId: w.early.id, partySize: 3 });
    expect(await spotsLeft(w.early.id)).toBe(0);
    vi.setSystemTime(new Date(start.getTime() + 31 * 60_000));
    await Promise.all([call(myGET, { token: w.hunterToken }), call(myGET, { token: w.hunterToken })]);
    expect(await bookingRow(r.json.id)).toMatchObject({ status: "cancelled", holdsSpot: false });
    expect(await spotsLeft(w.early.id)).toBe(3);
  });
});
