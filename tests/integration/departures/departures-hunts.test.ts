import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { db } from "@/db";
import { huntDepartures, hunts } from "@/db/schema";
import { createBooking, createHunter, createOutfitter } from "@/seed/factories";
import { PUT as putHunt } from "@/app/api/hunts/[id]/route";
import { POST as postHunt } from "@/app/api/hunts/route";
import { GET as ownHunts } from "@/app/api/outfitter/hunts/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { addDays, formatDateRange } from "@/lib/departures/dates";
import { huntDay } from "../../support/days";
import { DEPARTURE_MESSAGES } from "@/lib/departures/schema";
import { AVAILABILITY_WITH_DEPARTURES, PAST_DATES_MESSAGE } from "@/lib/departures/save";
import { call } from "../../support/http";

type Hunt = Record<string, unknown> & {
  id: number;
  availability: number;
  dates: string;
  datesOnRequest: boolean;
  nextDeparture: string | null;
};
type Own = Hunt & { departures: { id: number; startDate: string; endDate: string; spots: number; spotsLeft: number; booked: number }[] };

const day = huntDay;
let outfitter: { id: number };
let token: string;

const base = () => ({
  title: "Bull Elk Hunt",
  description: "Five days in the high country.",
  species: ["elk/wapiti"],
  location: "Montana, USA",
  price: 4500,
  duration: 5,
  groupSize: 4,
});
const dep = (start: number, length = 6, spots: number | string = 4, id?: number) => ({
  ...(id ? { id } : {}),
  startDate: day(start),
  endDate: day(start + length),
  spots,
});

const create = (body: Record<string, unknown>) =>
  call<Hunt & { message?: string; errors?: Record<string, string[]> }>(postHunt, { token, body });
const update = (id: number, body: Record<string, unknown>) =>
  call<Hunt & { message?: string; errors?: Record<string, string[]> }>(putHunt, { token, body, params: { id: String(id) } });
const departuresOf = (huntId: number) =>
  db.select().from(huntDepartures).where(eq(huntDepartures.huntId, huntId)).orderBy(huntDepartures.startDate);
const huntCount = async () => (await db.select({ n: count() }).from(hunts))[0]!.n;

beforeAll(async () => {
  outfitter = await createOutfitter();
  token = await issueApiToken(outfitter.id);
});

describe("POST /api/hunts with departures", () => {
  it("stores the departures, derives availability and writes the dates summary", async () => {
    const r = await create({ ...base(), departures: [dep(60, 6, 3), dep(40, 6, 2)] });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ availability: 5, nextDeparture: day(40), datesOnRequest: false, seasonEnded: false });
    expect(r.json.dates).toBe(`${formatDateRange(day(40), day(46))} · ${formatDateRange(day(60), day(66))}`);
    expect((await departuresOf(r.json.id)).map((d) => [d.startDate, d.spots, d.spotsLeft])).toEqual([
      [day(40), 2, 2],
      [day(60), 3, 3],
    ]);
  });

  it("keeps the outfitter's own dates text", async () => {
    const r = await create({ ...base(), dates: "Fall rut season", departures: [dep(30)] });
    expect(r.json.dates).toBe("Fall rut season");
  });

  it("needs neither dates nor availability with departures, but at least one departure", async () => {
    const r = await create({ ...base(), departures: [] });
    expect(r).toMatchObject({ status: 400, json: { message: DEPARTURE_MESSAGES.none, errors: { departures: [DEPARTURE_MESSAGES.none] } } });
  });

  it.each([
    [
      "a date that is not ISO",
      [{ startDate: "10/03/2027", endDate: day(40), spots: 2 }],
      "departures.0.startDate",
      DEPARTURE_MESSAGES.startDate,
    ],
    [
      "an end before its start",
      [dep(30), { startDate: day(50), endDate: day(45), spots: 2 }],
      "departures.1.endDate",
      DEPARTURE_MESSAGES.endBeforeStart,
    ],
    ["a departure in the past", [dep(-3)], "departures.0.startDate", DEPARTURE_MESSAGES.past],
    ["0 spots", [dep(30, 5, 0)], "departures.0.spots", DEPARTURE_MESSAGES.spots],
    ["500 departures", Array.from({ length: 500 }, (_, i) => dep(30 + i)), "departures", DEPARTURE_MESSAGES.tooMany],
  ])("refuses %s with a 400 naming the field, writing nothing", async (_, departures, field, message) => {
    const before = await huntCount();
    const r = await create({ ...base(), departures });
    expect(r.status).toBe(400);
    expect(r.json.errors?.[field]).toEqual([message]);
    expect(await huntCount()).toBe(before);
  });
});

describe("POST /api/hunts with only the spec's fields (old clients)", () => {
  it("makes one departure from dates that read as a range, with availability spots", async () => {
    const start = day(90);
    const text = `${formatDateRange(start, addDays(start, 5))}`;
    const r = await create({ ...base(), dates: text, availability: 3 });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ dates: text, availability: 3, datesOnRequest: false, nextDeparture: start });
    expect((await departuresOf(r.json.id)).map((d) => [d.startDate, d.endDate, d.spots])).toEqual([[start, addDays(start, 5), 3]]);
  });

  it("leaves dates that do not read 'on request': no departure, nothing bookable online", async () => {
    const r = await create({ ...base(), dates: "Any week in the fall, by arrangement", availability: 3 });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ datesOnRequest: true, availability: 0, nextDeparture: null });
    expect(await departuresOf(r.json.id)).toEqual([]);
  });

  it("refuses dates that have passed", async () => {
    const r = await create({ ...base(), dates: "Jan 3-9, 2020", availability: 3 });
    expect(r).toMatchObject({ status: 400, json: { errors: { dates: [PAST_DATES_MESSAGE] } } });
  });

  it("still requires dates and availability without departures", async () => {
    const r = await create({ ...base() });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.errors ?? {})).toEqual(expect.arrayContaining(["dates", "availability"]));
  });
});

describe("PUT /api/hunts/{id} departures", () => {
  async function huntWithBooking() {
    const created = await create({ ...base(), departures: [dep(30, 6, 4), dep(60, 6, 4)] });
    const [first, second] = await departuresOf(created.json.id);
    const hunter = await createHunter();
    // A paid booking for two holds two spots of the first departure.
    await db.update(huntDepartures).set({ spotsLeft: 2 }).where(eq(huntDepartures.id, first!.id));
    await createBooking({
      huntId: created.json.id,
      outfitterId: outfitter.id,
      hunterId: hunter.id,
      departureId: first!.id,
      partySize: 2,
      holdsSpot: true,
      paymentStatus: "paid",
    });
    return { id: created.json.id, first: first!, second: second! };
  }

  it("changes, adds and removes departures, and the summary follows", async () => {
    const { id, first, second } = await huntWithBooking();
    const r = await update(id, { ...base(), departures: [dep(30, 6, 6, first.id), dep(90, 3, 2)] });
    expect(r.status).toBe(200);
    const rows = await departuresOf(id);
    expect(rows.map((d) => [d.id === first.id, d.startDate, d.spots, d.spotsLeft])).toEqual([
      [true, day(30), 6, 4],
      [false, day(90), 2, 2],
    ]);
    expect(rows.some((d) => d.id === second.id)).toBe(false);
    expect(r.json).toMatchObject({ availability: 6, dates: `${formatDateRange(day(30), day(36))} · ${formatDateRange(day(90), day(93))}` });
  });

  it("keeps a booked departure: no removal, no new dates (409), no fewer spots than booked (400)", async () => {
    const { id, first, second } = await huntWithBooking();
    const removed = await update(id, { ...base(), departures: [dep(60, 6, 4, second.id)] });
    expect(removed).toMatchObject({
      status: 409,
      json: { message: `The departure ${formatDateRange(first.startDate, first.endDate)} has bookings and cannot be removed` },
    });
    const moved = await update(id, { ...base(), departures: [dep(31, 6, 4, first.id), dep(60, 6, 4, second.id)] });
    expect(moved.status).toBe(409);
    const fewer = await update(id, { ...base(), departures: [dep(30, 6, 1, first.id), dep(60, 6, 4, second.id)] });
    expect(fewer).toMatchObject({
      status: 400,
      json: { errors: { "departures.0.spots": ["2 spots of this departure are already booked"] } },
    });
    const unknown = await update(id, { ...base(), departures: [dep(30, 6, 4, first.id), dep(60, 6, 4, 999_999)] });
    expect(unknown).toMatchObject({ status: 400, json: { errors: { "departures.1.id": [DEPARTURE_MESSAGES.unknown] } } });
    expect((await departuresOf(id)).map((d) => [d.id, d.startDate, d.spots, d.spotsLeft])).toEqual([
      [first.id, first.startDate, 4, 2],
      [second.id, second.startDate, 4, 4],
    ]);
  });

  it("lets an old client set the free spots of the one upcoming departure, and refuses with several", async () => {
    const one = await create({ ...base(), departures: [dep(30, 6, 4)] });
    const r = await update(one.json.id, { ...base(), dates: one.json.dates, availability: 7 });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ availability: 7, dates: one.json.dates });
    const { id } = await huntWithBooking();
    const several = await update(id, { ...base(), dates: "x", availability: 1 });
    expect(several).toMatchObject({ status: 400, json: { errors: { availability: [AVAILABILITY_WITH_DEPARTURES] } } });
  });

  it("closes a departure with availability 0 without inventing a booking: it can still be moved, reopened and removed", async () => {
    const text = formatDateRange(day(45), day(50));
    const closed = await create({ ...base(), dates: text, availability: 2 });
    expect(closed.status).toBe(201);
    // An old client marks it sold out: availability 0 on the spec's fields.
    expect(await update(closed.json.id, { ...base(), dates: text, availability: 0 })).toMatchObject({
      status: 200,
      json: { availability: 0, datesOnRequest: false },
    });
    const [row] = await departuresOf(closed.json.id);
    expect(row).toMatchObject({ spots: 1, spotsLeft: 0 });
    const listed = (await call<Own[]>(ownHunts, { token })).json.find((h) => h.id === closed.json.id)!;
    expect(listed.departures[0]).toMatchObject({ spots: 1, spotsLeft: 0, booked: 0 });
    // Reopened with the same one spot: it was closed, not booked, so the spot is free again.
    const reopened = await update(closed.json.id, { ...base(), departures: [dep(45, 5, 1, row!.id)] });
    expect(reopened).toMatchObject({ status: 200, json: { availability: 1 } });
    const moved = await update(closed.json.id, { ...base(), departures: [dep(47, 5, 3, row!.id)] });
    expect(moved).toMatchObject({ status: 200, json: { availability: 3 } });
    // An old client closing it again, then the form removing it for another departure.
    expect(await update(closed.json.id, { ...base(), dates: moved.json.dates, availability: 0 })).toMatchObject({
      status: 200,
      json: { availability: 0 },
    });
    const replaced = await update(closed.json.id, { ...base(), departures: [dep(70, 5, 2)] });
    expect(replaced).toMatchObject({ status: 200, json: { availability: 2 } });
    expect((await departuresOf(closed.json.id)).map((d) => d.startDate)).toEqual([day(70)]);
  });

  it("lists each own hunt's departures with what is booked", async () => {
    const { id, first } = await huntWithBooking();
    const r = await call<Own[]>(ownHunts, { token });
    const mine = r.json.find((h) => h.id === id)!;
    expect(mine.departures[0]).toMatchObject({ id: first.id, spots: 4, spotsLeft: 2, booked: 2, upcoming: true });
  });
});
