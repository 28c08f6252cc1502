import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as huntReviewPOST } from "@/app/api/reviews/route";
import { POST as outfitterReviewPOST } from "@/app/api/outfitter-reviews/route";
import { GET as approvedGET } from "@/app/api/reviews/[huntId]/route";
import { db } from "@/db";
import { huntReviews, outfitterReviews } from "@/db/schema";
import { createBooking, createHunt, createOutfitter } from "@/seed/factories";
import { REVIEW_MESSAGES } from "@/lib/reviews/schema";
import { REVIEW_ERRORS } from "@/lib/reviews/submit";
import { call } from "../../support/http";
import { hunterWithToken, roleFixtures } from "../../support/hunter-fixtures";

type Json = Record<string, unknown>;
let fx: Awaited<ReturnType<typeof roleFixtures>>;
let huntId: number;
const good = "A superb week in the mountains with great guides.";

beforeAll(async () => {
  fx = await roleFixtures();
  huntId = (await createHunt({ outfitterId: fx.outfitter.id })).id;
});

const postHunt = (body: unknown, token?: string) => call<Json>(huntReviewPOST, { body, token });
const postOutfitter = (body: unknown, token?: string) => call<Json>(outfitterReviewPOST, { body, token });

describe("POST /api/reviews (hunt review)", () => {
  it("refuses signed-out visitors (401) and outfitters and admins (403)", async () => {
    const body = { huntId, outfitterId: fx.outfitter.id, rating: 5, content: good };
    expect((await postHunt(body)).status).toBe(401);
    for (const token of [fx.tokens.outfitter, fx.tokens.admin]) {
      const r = await postHunt(body, token);
      expect(r.status).toBe(403);
      expect(r.json.message).toBe(REVIEW_ERRORS.huntersOnly);
    }
    expect(await db.$count(huntReviews)).toBe(0);
  });

  it("stores a pending review named 'First L.' that the public list does not show", async () => {
    const { hunter, token } = await hunterWithToken({ firstName: "Jake", lastName: "miller" });
    const r = await postHunt({ huntId, outfitterId: fx.outfitter.id, bookingId: null, rating: 4, content: `  ${good}  ` }, token);
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ huntId, outfitterId: fx.outfitter.id, bookingId: null, rating: 4, content: good, status: "pending" });
    const [row] = await db.select().from(huntReviews).where(eq(huntReviews.hunterId, hunter.id));
    expect(row).toMatchObject({ hunterName: "Jake M.", status: "pending", content: good });
    const pub = await call<unknown[]>(approvedGET, { params: { huntId: String(huntId) } });
    expect(pub.json).toEqual([]);
  });

  it.each([
    [{ content: good }, REVIEW_MESSAGES.rating],
    [{ rating: null, content: good }, REVIEW_MESSAGES.rating],
    [{ rating: 0, content: good }, REVIEW_MESSAGES.ratingRange],
    [{ rating: 6, content: good }, REVIEW_MESSAGES.ratingRange],
    [{ rating: 4.5, content: good }, REVIEW_MESSAGES.ratingRange],
    [{ rating: "5", content: good }, REVIEW_MESSAGES.ratingRange],
    [{ rating: 5 }, REVIEW_MESSAGES.blank],
    [{ rating: 5, content: "      " }, REVIEW_MESSAGES.blank],
    [{ rating: 5, content: "Too short" }, REVIEW_MESSAGES.short],
    [{ rating: 5, content: "   123456789   " }, REVIEW_MESSAGES.short],
    [{ rating: 5, content: "x".repeat(5001) }, REVIEW_MESSAGES.long],
  ])("rejects %j with 400 '%s', storing nothing", async (fields, message) => {
    const { hunter, token } = await hunterWithToken();
    const r = await postHunt({ huntId, outfitterId: fx.outfitter.id, ...fields }, token);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(await db.$count(huntReviews, eq(huntReviews.hunterId, hunter.id))).toBe(0);
  });

  it("accepts exactly 10 characters after trimming", async () => {
    const { token } = await hunterWithToken();
    expect((await postHunt({ huntId, rating: 5, content: "  abcdefghij  " }, token)).status).toBe(201);
  });

  it("rejects an unknown hunt (404), a bad hunt id (400) and another outfitter's id (400)", async () => {
    const { token } = await hunterWithToken();
    expect((await postHunt({ huntId: 999999, rating: 5, content: good }, token)).status).toBe(404);
    const bad = await postHunt({ huntId: "abc", rating: 5, content: good }, token);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(REVIEW_MESSAGES.hunt);
    const other = await createOutfitter();
    const wrong = await postHunt({ huntId, outfitterId: other.id, rating: 5, content: good }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(REVIEW_ERRORS.wrongOutfitter);
  });

  it("requires choosing one of the hunter's eligible bookings, and only those", async () => {
    const { hunter, token } = await hunterWithToken();
    const mine = { huntId, outfitterId: fx.outfitter.id, hunterId: hunter.id };
    const b1 = await createBooking({ ...mine, status: "accepted" });
    const b2 = await createBooking({ ...mine, status: "pending" });
    const cancelled = await createBooking({ ...mine, status: "cancelled" });
    const otherHunt = await createHunt({ outfitterId: fx.outfitter.id });
    const elsewhere = await createBooking({ ...mine, huntId: otherHunt.id });
    const stranger = await hunterWithToken();
    const theirs = await createBooking({ ...mine, hunterId: stranger.hunter.id });

    for (const bookingId of [undefined, null, cancelled.id, elsewhere.id, theirs.id, 999999]) {
      const r = await postHunt({ huntId, rating: 5, content: good, bookingId }, token);
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(REVIEW_MESSAGES.booking);
    }
    const ok = await postHunt({ huntId, rating: 5, content: good, bookingId: b1.id }, token);
    expect(ok.status).toBe(201);
    expect(ok.json.bookingId).toBe(b1.id);

    // One review per booking: the same booking again is a conflict, the other booking is fine.
    const dup = await postHunt({ huntId, rating: 3, content: good, bookingId: b1.id }, token);
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(REVIEW_ERRORS.duplicateBooking);
    expect((await postHunt({ huntId, rating: 5, content: good, bookingId: b2.id }, token)).status).toBe(201);
  });

  it("allows a review without a booking when every booking was cancelled, once per hunt", async () => {
    const { hunter, token } = await hunterWithToken();
    await createBooking({ huntId, outfitterId: fx.outfitter.id, hunterId: hunter.id, status: "cancelled" });
    const rejectBooking = await postHunt({ huntId, rating: 5, content: good, bookingId: 1 }, token);
    expect(rejectBooking.status).toBe(400);
    expect((await postHunt({ huntId, rating: 5, content: good }, token)).status).toBe(201);
    const dup = await postHunt({ huntId, rating: 2, content: "Changed my mind about it." }, token);
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(REVIEW_ERRORS.duplicateHunt);
    expect(await db.$count(huntReviews, eq(huntReviews.hunterId, hunter.id))).toBe(1);
  });

  it("lets only one of two simultaneous identical submits through", async () => {
    const { hunter, token } = await hunterWithToken();
    const body = { huntId, rating: 5, content: good };
    const results = await Promise.all([postHunt(body, token), postHunt(body, token), postHunt(body, token)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await db.$count(huntReviews, eq(huntReviews.hunterId, hunter.id))).toBe(1);
  });

  it("answers malformed JSON with 400", async () => {
    const { token } = await hunterWithToken();
    const r = await call<Json>(huntReviewPOST, { rawBody: "{oops", token });
    expect(r.status).toBe(400);
  });
});

describe("POST /api/outfitter-reviews", () => {
  it("refuses signed-out visitors (401) and outfitters and admins (403)", async () => {
    const body = { outfitterId: fx.outfitter.id, rating: 5, content: good };
    expect((await postOutfitter(body)).status).toBe(401);
    for (const token of [fx.tokens.outfitter, fx.tokens.admin]) {
      const r = await postOutfitter(body, token);
      expect(r.status).toBe(403);
      expect(r.json.message).toBe(REVIEW_ERRORS.huntersOnly);
    }
  });

  it("stores one pending review per hunter and outfitter; a second is 409", async () => {
    const { hunter, token } = await hunterWithToken();
    const r = await postOutfitter({ outfitterId: fx.outfitter.id, rating: 3, content: good }, token);
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ outfitterId: fx.outfitter.id, rating: 3, status: "pending" });
    const dup = await postOutfitter({ outfitterId: fx.outfitter.id, rating: 5, content: good }, token);
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(REVIEW_ERRORS.duplicateOutfitter);
    expect(await db.$count(outfitterReviews, eq(outfitterReviews.hunterId, hunter.id))).toBe(1);
  });

  it.each([
    [{ content: good }, REVIEW_MESSAGES.rating],
    [{ rating: 9, content: good }, REVIEW_MESSAGES.ratingRange],
    [{ rating: 5, content: "" }, REVIEW_MESSAGES.blank],
    [{ rating: 5, content: "short" }, REVIEW_MESSAGES.short],
  ])("rejects %j with 400 '%s'", async (fields, message) => {
    const { token } = await hunterWithToken();
    const r = await postOutfitter({ outfitterId: fx.outfitter.id, ...fields }, token);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
  });

  it("refuses a missing outfitter id (400), unknown, non-outfitter and unapproved ids (404)", async () => {
    const { token } = await hunterWithToken();
    const missing = await postOutfitter({ rating: 5, content: good }, token);
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(REVIEW_MESSAGES.outfitter);
    const pending = await createOutfitter({ isApproved: false });
    for (const id of [999999, fx.hunter.id, pending.id]) {
      const r = await postOutfitter({ outfitterId: id, rating: 5, content: good }, token);
      expect(r.status).toBe(404);
      expect(r.json.message).toBe("Outfitter not found");
    }
  });
});
