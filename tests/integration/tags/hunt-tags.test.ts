import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { bookingDrawTerms, bookings, hunts, huntTags } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { GET as getHunt, PUT as putHunt } from "@/app/api/hunts/[id]/route";
import { POST as postHunt } from "@/app/api/hunts/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { TAG_MESSAGES } from "@/lib/tags/schema";
import { ALTERNATIVE_MESSAGES } from "@/lib/tags/hunt-tags";
import { DRAW_TERMS_MESSAGE } from "@/lib/tags/draw-terms";
import { addDays, todayIso } from "@/lib/departures/dates";
import { call } from "../../support/http";
import { book, bookingWorld } from "../../support/bookings";

type Hunt = Record<string, unknown> & { id: number; tag: Record<string, unknown> | null };

const today = todayIso();
const draw = (over: Record<string, unknown> = {}) => ({
  type: "draw",
  region: "Colorado",
  unitCode: "E-E-061-O1-R",
  applicationOpensOn: addDays(today, 10),
  applicationClosesOn: addDays(today, 60),
  resultsOn: addDays(today, 120),
  whoMayApply: "Non-residents: 25% of tags",
  pointsNote: "3 preference points usually draw",
  oddsText: "About 1 in 4",
  oddsSourceUrl: "https://cpw.state.co.us/draw-recap",
  outfitterApplies: true,
  applicationFee: "75",
  failedDrawOutcome: "refund",
  ...over,
});

let outfitter: { id: number };
let token: string;
let otcHuntId: number;

const body = (tag: unknown) => ({
  title: "Unit 61 Bull Elk",
  description: "Five days in the high country.",
  species: ["elk/wapiti"],
  location: "Colorado, USA",
  price: 6500,
  duration: 5,
  groupSize: 4,
  departures: [{ startDate: addDays(today, 200), endDate: addDays(today, 205), spots: 4 }],
  ...(tag === undefined ? {} : { tag }),
});

const huntCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(hunts))[0]!.n;

beforeAll(async () => {
  outfitter = await createOutfitter();
  token = await issueApiToken(outfitter.id);
  const otc = await call<Hunt>(postHunt, { token, body: { ...body({ type: "otc" }), title: "OTC Archery Elk" } });
  otcHuntId = otc.json.id;
});

describe("tag facts on POST/PUT /api/hunts", () => {
  it("stores a draw hunt's facts and answers them, the odds labelled as the outfitter's", async () => {
    const r = await call<Hunt>(postHunt, { token, body: body(draw()) });
    expect(r.status).toBe(201);
    expect(r.json.tag).toMatchObject({
      type: "draw",
      region: "Colorado",
      unitCode: "E-E-061-O1-R",
      resultsOn: addDays(today, 120),
      odds: { text: "About 1 in 4", sourceUrl: "https://cpw.state.co.us/draw-recap", statedBy: "outfitter" },
      outfitterApplies: true,
      applicationFee: "75.00",
      failedDrawOutcome: "refund",
      alternativeHunt: null,
    });
    const [row] = await db.select().from(huntTags).where(eq(huntTags.huntId, r.json.id));
    expect(row).toMatchObject({ tagType: "draw", applicationFeeCents: 7500 });
    const read = await call<Hunt>(getHunt, { params: { id: String(r.json.id) }, token });
    expect(read.json.tag).toMatchObject({ type: "draw", region: "Colorado" });
  });

  it("keeps only the type for a hunt that needs no draw, and no row when no tag is sent", async () => {
    const r = await call<Hunt>(postHunt, { token, body: body({ ...draw(), type: "included" }) });
    expect(r.json.tag).toMatchObject({ type: "included", region: null, resultsOn: null, failedDrawOutcome: null });
    const none = await call<Hunt>(postHunt, { token, body: body(undefined) });
    expect(none.status).toBe(201);
    expect(none.json.tag).toBeNull();
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ["an unknown tag type", { type: "lottery" }, "tag.type", TAG_MESSAGES.type],
    ["a draw without a state", draw({ region: " " }), "tag.region", TAG_MESSAGES.region],
    ["a draw without a window", draw({ applicationOpensOn: "" }), "tag.applicationOpensOn", TAG_MESSAGES.opens],
    ["a draw without an outcome", draw({ failedDrawOutcome: null }), "tag.failedDrawOutcome", TAG_MESSAGES.outcome],
    ["an unknown outcome", draw({ failedDrawOutcome: "lottery" }), "tag.failedDrawOutcome", TAG_MESSAGES.outcomeUnknown],
    [
      "a window that closes before it opens",
      draw({ applicationOpensOn: addDays(today, 70) }),
      "tag.applicationClosesOn",
      TAG_MESSAGES.closesBeforeOpens,
    ],
    ["results before the window closes", draw({ resultsOn: addDays(today, 59) }), "tag.resultsOn", TAG_MESSAGES.resultsBeforeCloses],
    [
      "results in the past",
      draw({ applicationOpensOn: addDays(today, -90), applicationClosesOn: addDays(today, -30), resultsOn: addDays(today, -1) }),
      "tag.resultsOn",
      TAG_MESSAGES.resultsPast,
    ],
    ["a date that is no date", draw({ resultsOn: "2027-02-30" }), "tag.resultsOn", TAG_MESSAGES.date],
    ["odds without a source", draw({ oddsSourceUrl: "" }), "tag.oddsSourceUrl", TAG_MESSAGES.oddsSource],
    ["a switch without its hunt", draw({ failedDrawOutcome: "switch" }), "tag.alternativeHuntId", TAG_MESSAGES.alternative],
    // The application fee is a price line: whole cents, as every other fee (never rounded).
    ["a fractional-cent application fee", draw({ applicationFee: 75.005 }), "tag.applicationFee", TAG_MESSAGES.fee],
    ["a negative application fee", draw({ applicationFee: "-5" }), "tag.applicationFee", TAG_MESSAGES.fee],
    ["an application fee over $1,000,000", draw({ applicationFee: "1000000.01" }), "tag.applicationFee", TAG_MESSAGES.fee],
  ];
  it.each(refusals)("refuses %s with 400 naming the field, writing nothing", async (_name, tag, field, message) => {
    const before = await huntCount();
    const r = await call<{ message: string; errors: Record<string, string[]> }>(postHunt, { token, body: body(tag) });
    expect(r.status).toBe(400);
    expect(r.json.errors[field]).toContain(message);
    expect(await huntCount()).toBe(before);
  });

  it("switches only to an own hunt that needs no draw; a refusal leaves the hunt unwritten", async () => {
    const other = await createHunt({ outfitterId: (await createOutfitter()).id });
    const before = await huntCount();
    const foreign = await call<{ errors: Record<string, string[]> }>(postHunt, {
      token,
      body: body(draw({ failedDrawOutcome: "switch", alternativeHuntId: other.id })),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors["tag.alternativeHuntId"]).toEqual([ALTERNATIVE_MESSAGES.notOwn]);
    const drawAlt = await call<Hunt>(postHunt, { token, body: body(draw()) });
    const chained = await call<{ errors: Record<string, string[]> }>(postHunt, {
      token,
      body: body(draw({ failedDrawOutcome: "switch", alternativeHuntId: drawAlt.json.id })),
    });
    expect(chained.json.errors["tag.alternativeHuntId"]).toEqual([ALTERNATIVE_MESSAGES.needsDraw]);
    expect(await huntCount()).toBe(before + 1);
    const ok = await call<Hunt>(postHunt, { token, body: body(draw({ failedDrawOutcome: "switch", alternativeHuntId: otcHuntId })) });
    expect(ok.status).toBe(201);
    expect(ok.json.tag?.alternativeHunt).toEqual({ id: otcHuntId, title: "OTC Archery Elk" });
  });

  it("edits keep the tag when none is sent, allow a past results date, and replace it when sent", async () => {
    const created = await call<Hunt>(postHunt, { token, body: body(draw()) });
    const id = String(created.json.id);
    const kept = await call<Hunt>(putHunt, { token, params: { id }, body: body(undefined) });
    expect(kept.status).toBe(200);
    expect(kept.json.tag).toMatchObject({ type: "draw", region: "Colorado" });
    const past = draw({ applicationOpensOn: addDays(today, -90), applicationClosesOn: addDays(today, -30), resultsOn: addDays(today, -1) });
    expect((await call<Hunt>(putHunt, { token, params: { id }, body: body(past) })).status).toBe(200);
    const otc = await call<Hunt>(putHunt, { token, params: { id }, body: body({ type: "otc" }) });
    expect(otc.json.tag).toMatchObject({ type: "otc", region: null, failedDrawOutcome: null });
  });
});

describe("the failed-draw outcome in the booking terms", () => {
  it("a draw hunt is booked only with the outcome ticked, and the promise is kept with the booking", async () => {
    const w = await bookingWorld();
    await db.insert(huntTags).values({
      huntId: w.hunt.id,
      tagType: "draw",
      region: "Wyoming",
      applicationOpensOn: addDays(today, 1),
      applicationClosesOn: addDays(today, 30),
      resultsOn: addDays(today, 60),
      failedDrawOutcome: "credit",
    });
    const [{ n: before }] = (await db.select({ n: sql<number>`count(*)::int` }).from(bookings)) as [{ n: number }];
    const refused = await book(w.hunterToken, w.hunt.id);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ message: DRAW_TERMS_MESSAGE, errors: { drawOutcomeAccepted: [DRAW_TERMS_MESSAGE] } });
    const [{ n: after }] = (await db.select({ n: sql<number>`count(*)::int` }).from(bookings)) as [{ n: number }];
    expect(after).toBe(before);
    const [spots] = await db.select({ availability: hunts.availability }).from(hunts).where(eq(hunts.id, w.hunt.id));
    expect(spots!.availability).toBe(3);

    const ok = await book(w.hunterToken, w.hunt.id, { drawOutcomeAccepted: true });
    expect(ok.status).toBe(201);
    const [terms] = await db.select().from(bookingDrawTerms).where(eq(bookingDrawTerms.bookingId, ok.json.id));
    expect(terms).toMatchObject({ outcome: "credit", resultsOn: addDays(today, 60) });
  });

  it("a hunt without a draw needs no tick", async () => {
    const w = await bookingWorld();
    await db.insert(huntTags).values({ huntId: w.hunt.id, tagType: "otc" });
    expect((await book(w.hunterToken, w.hunt.id)).status).toBe(201);
  });
});
