import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as reviewPOST } from "@/app/api/reviews/route";
import { PUT as outcomePUT } from "@/app/api/hunt-reviews/[id]/outcome/route";
import { PUT as statedPUT } from "@/app/api/outfitter/stated-figure/route";
import { PUT as approvePUT } from "@/app/api/admin/reviews/[id]/approve/route";
import { db } from "@/db";
import { bookingClaims, huntDepartures, huntReviewOutcomes, hunts, outcomeFigures } from "@/db/schema";
import { searchHunts } from "@/lib/hunts/search";
import { filtersOf, huntSearchQuerySchema } from "@/lib/hunts/search-schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { getApprovedHuntReviews } from "@/lib/reviews/public";
import { getHuntOutcomes, getOutfitterOutcomes } from "@/lib/outcomes/public";
import { refreshAllOutcomeFigures } from "@/lib/outcomes/figures";
import { NOT_ENOUGH } from "@/lib/outcomes/rates";
import { NOT_YOUR_REVIEW } from "@/lib/outcomes/record";
import { addDays, todayIso } from "@/lib/departures/dates";
import { createAdmin, createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { call } from "../../support/http";

type Json = Record<string, unknown>;
const today = todayIso();
let adminToken: string;

beforeAll(async () => {
  adminToken = await issueApiToken((await createAdmin()).id);
});

/** A listed hunt with a departure that ended 10 days ago (reviewed) and one ahead (still bookable). */
async function huntWithPastTrip(outfitterId: number) {
  const hunt = await createHunt({
    outfitterId,
    departures: [
      { startDate: addDays(today, -15), endDate: addDays(today, -10) },
      { startDate: addDays(today, 60), endDate: addDays(today, 65) },
    ],
  });
  const [past] = await db
    .select()
    .from(huntDepartures)
    .where(eq(huntDepartures.huntId, hunt.id))
    .orderBy(huntDepartures.startDate)
    .limit(1);
  return { hunt, pastDepartureId: past!.id };
}

async function verifiedReview(
  hunt: { id: number; outfitterId: number },
  departureId: number,
  answers: Json,
  status: "accepted" | "completed" = "accepted",
) {
  const hunter = await createHunter();
  const token = await issueApiToken(hunter.id);
  const booking = await createBooking({ huntId: hunt.id, outfitterId: hunt.outfitterId, hunterId: hunter.id, departureId, status });
  const r = await call<Json>(reviewPOST, {
    token,
    body: { huntId: hunt.id, bookingId: booking.id, rating: 5, content: "Great hunt, honest guides.", ...answers },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return { id: r.json.id as number, token, hunter };
}

const approve = (id: number) => call(approvePUT, { method: "PUT", token: adminToken, params: { id: String(id) }, body: {} });

describe("verified-hunter reviews", () => {
  it("keeps a review without the new fields working, and marks who is a verified hunter", async () => {
    const o = await createOutfitter();
    const { hunt, pastDepartureId } = await huntWithPastTrip(o.id);
    const plainHunter = await createHunter();
    const plain = await call<Json>(reviewPOST, {
      token: await issueApiToken(plainHunter.id),
      body: { huntId: hunt.id, rating: 4, content: "Nice country, never booked here." },
    });
    expect(plain.status).toBe(201);
    const verified = await verifiedReview(hunt, pastDepartureId, { guidesScore: 5, tookAnimal: "yes", speciesTaken: ["Elk"] });
    await approve(plain.json.id as number);
    await approve(verified.id);
    const { reviews } = await getApprovedHuntReviews(hunt.id);
    expect(Object.fromEntries(reviews.map((r) => [r.id, r.verifiedHunter]))).toEqual({
      [plain.json.id as number]: false,
      [verified.id]: true,
    });
  });

  it("is verified only once the departure has ended, or through an accepted claim", async () => {
    const o = await createOutfitter();
    const { hunt } = await huntWithPastTrip(o.id);
    const [future] = await db
      .select()
      .from(huntDepartures)
      .where(eq(huntDepartures.huntId, hunt.id))
      .orderBy(huntDepartures.startDate)
      .offset(1);
    const early = await verifiedReview(hunt, future!.id, { tookAnimal: "no" });
    const claimHunter = await createHunter();
    const booking = await createBooking({
      huntId: hunt.id,
      outfitterId: o.id,
      hunterId: claimHunter.id,
      status: "accepted",
      source: "claim",
    });
    await db.insert(bookingClaims).values({
      hunterId: claimHunter.id,
      outfitterId: o.id,
      huntId: hunt.id,
      huntPriceCents: 100000,
      huntDescription: "Elk, 5 days",
      bookingDate: addDays(today, -100),
      status: "accepted",
      bookingId: booking.id,
    });
    const claim = await call<Json>(reviewPOST, {
      token: await issueApiToken(claimHunter.id),
      body: { huntId: hunt.id, bookingId: booking.id, rating: 5, content: "Booked by phone, great week.", tookAnimal: "yes" },
    });
    // Completed ahead of its departure: verified, counted in the season it is written.
    const completedEarly = await verifiedReview(hunt, future!.id, { tookAnimal: "yes" }, "completed");
    const rows = await db.select().from(huntReviewOutcomes);
    const byId = new Map(rows.map((r) => [r.reviewId, r]));
    expect(byId.get(early.id)!.verified).toBe(false);
    expect(byId.get(completedEarly.id)).toMatchObject({ verified: true, season: new Date().getUTCFullYear() });
    expect(byId.get(claim.json.id as number)!.verified).toBe(true);
  });

  it("refuses harvest fields on someone else's review with 403, and bad answers with 400", async () => {
    const o = await createOutfitter();
    const { hunt, pastDepartureId } = await huntWithPastTrip(o.id);
    const mine = await verifiedReview(hunt, pastDepartureId, {});
    const other = await verifiedReview(hunt, pastDepartureId, {});
    const params = { id: String(mine.id) };
    const foreign = await call<Json>(outcomePUT, { method: "PUT", token: other.token, params, body: { tookAnimal: "yes" } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.message).toBe(NOT_YOUR_REVIEW);
    const bad = await call<Json>(outcomePUT, { method: "PUT", token: mine.token, params, body: { guidesScore: 6, tookAnimal: "maybe" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors as Json).sort()).toEqual(["guidesScore", "tookAnimal"]);
    const ok = await call<Json>(outcomePUT, {
      method: "PUT",
      token: mine.token,
      params,
      body: { tookAnimal: "yes", shotOpportunity: "yes" },
    });
    expect(ok.json).toMatchObject({ tookAnimal: "yes", verified: true });
    expect((await call(outcomePUT, { method: "PUT", token: mine.token, params: { id: "999999" }, body: {} })).status).toBe(404);
  });
});

describe("outcome figures", () => {
  it("are stored when reviews are approved, need 3 verified answers, and leave out unverified ones", async () => {
    const o = await createOutfitter();
    const { hunt, pastDepartureId } = await huntWithPastTrip(o.id);
    const answers = [
      { tookAnimal: "yes", shotOpportunity: "yes", guidesScore: 5, campScore: 4 },
      { tookAnimal: "yes", shotOpportunity: "yes", guidesScore: 4, campScore: 4 },
      { tookAnimal: "no", shotOpportunity: "yes", guidesScore: 4 },
    ];
    const ids: number[] = [];
    for (const a of answers) ids.push((await verifiedReview(hunt, pastDepartureId, a)).id);
    // Not verified: the departure has not happened.
    const [future] = await db
      .select()
      .from(huntDepartures)
      .where(eq(huntDepartures.huntId, hunt.id))
      .orderBy(huntDepartures.startDate)
      .offset(1);
    const unverified = await verifiedReview(hunt, future!.id, { tookAnimal: "yes" });

    await approve(ids[0]!);
    await approve(ids[1]!);
    await approve(unverified.id);
    expect((await getHuntOutcomes(hunt.id, o.id)).line).toBe(NOT_ENOUGH);
    await approve(ids[2]!);
    const figures = await getHuntOutcomes(hunt.id, o.id);
    expect(figures.line).toBe("Harvest: 2 of 3 verified hunters (67%) · Shot opportunity: 3 of 3");
    expect(figures.subScores).toMatchObject({ guides: 4.3, camp: 4, hunting: null });
    expect((await getOutfitterOutcomes(o.id)).harvestRatePct).toBe(67);

    // The outfitter's own figure is shown apart, never mixed in.
    const token = await issueApiToken(o.id);
    expect((await call(statedPUT, { method: "PUT", token, body: { harvestRatePct: 95 } })).status).toBe(200);
    expect(await getOutfitterOutcomes(o.id)).toMatchObject({ harvestRatePct: 67, outfitterFigurePct: 95 });
    expect((await call(statedPUT, { method: "PUT", token, body: { harvestRatePct: 101 } })).status).toBe(400);
  });

  it("are recomputed by the daily job as the 3-season window moves", async () => {
    const o = await createOutfitter();
    const { hunt, pastDepartureId } = await huntWithPastTrip(o.id);
    for (const tookAnimal of ["yes", "yes", "no"]) await approve((await verifiedReview(hunt, pastDepartureId, { tookAnimal })).id);
    const season = new Date().getUTCFullYear();
    const later = new Date(Date.UTC(season + 3, 0, 15));
    await refreshAllOutcomeFigures(later);
    const [f] = await db.select().from(outcomeFigures).where(eq(outcomeFigures.subjectId, hunt.id));
    expect(f).toMatchObject({ subject: "hunt", verifiedHunts: 0, harvestRatePct: null, fromSeason: season + 1 });
  });
});

describe("searching by verified harvest rate", () => {
  it("filters ≥ 50% and sorts by the rate, counting only hunts with n ≥ 3", async () => {
    const o = await createOutfitter();
    const location = `Harvestville ${Date.now()}, Montana, USA`;
    const make = async (answers: string[]) => {
      const { hunt, pastDepartureId } = await huntWithPastTrip(o.id);
      await db.update(hunts).set({ location }).where(eq(hunts.id, hunt.id));
      for (const tookAnimal of answers) await approve((await verifiedReview(hunt, pastDepartureId, { tookAnimal })).id);
      return hunt.id;
    };
    const high = await make(["yes", "yes", "yes", "no"]); // 75%
    const half = await make(["yes", "no", "yes", "no"]); // 50%
    const low = await make(["no", "no", "yes"]); // 33%
    const few = await make(["yes", "yes"]); // n = 2: no rate
    const q = (extra: Record<string, string>) => filtersOf(huntSearchQuerySchema.parse({ location: location.split(",")[0], ...extra }));

    const filtered = await searchHunts(q({ minHarvestRate: "50" }));
    expect(filtered.hunts.map((h) => h.id).sort()).toEqual([high, half].sort());
    const sorted = await searchHunts(q({}), { sort: "harvest_rate" });
    expect(sorted.hunts.map((h) => h.id)).toEqual([high, half, low, few]);
    // Keyset paging walks the same order.
    const first = await searchHunts(q({}), { sort: "harvest_rate", limit: 2 });
    const cursor = huntSearchQuerySchema.parse({ sort: "harvest_rate", cursor: first.nextCursor! }).cursor;
    const second = await searchHunts(q({}), { sort: "harvest_rate", limit: 2, cursor });
    expect([...first.hunts, ...second.hunts].map((h) => h.id)).toEqual([high, half, low, few]);
    expect(huntSearchQuerySchema.safeParse({ minHarvestRate: "150" }).success).toBe(false);
  });
});
