import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createBooking, createHunt } from "@/seed/factories";
import { huntReviews, outfitterReviews } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { submitHuntReviewAction, submitOutfitterReviewAction } from "@/lib/reviews/actions";
import { REVIEW_MESSAGES } from "@/lib/reviews/schema";
import { REVIEW_ERRORS } from "@/lib/reviews/submit";
import { hunterWithToken, roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The review forms' server actions (lib/reviews/actions.ts), twins of POST /api/reviews and /api/outfitter-reviews. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
const good = "A superb week in the mountains with great guides.";
beforeAll(async () => {
  fx = await roleFixtures();
});

describe("submitHuntReviewAction", () => {
  it("refuses anonymous (401) and other roles with the route's message (403), writing nothing", async () => {
    const huntId = (await createHunt({ outfitterId: fx.outfitter.id })).id;
    const input = { huntId, outfitterId: fx.outfitter.id, rating: 5, content: good };
    callAs();
    expect(await submitHuntReviewAction(IDLE, input)).toMatchObject({ ok: false, status: 401 });
    for (const token of [fx.tokens.outfitter, fx.tokens.admin]) {
      callAs(token);
      expect(await submitHuntReviewAction(IDLE, input)).toEqual({ ok: false, status: 403, message: REVIEW_ERRORS.huntersOnly });
    }
    expect(await db.$count(huntReviews, eq(huntReviews.huntId, huntId))).toBe(0);
  });

  it("stores a pending review; the same review again is the route's 409", async () => {
    const huntId = (await createHunt({ outfitterId: fx.outfitter.id })).id;
    const { hunter, token } = await hunterWithToken({ firstName: "Jake", lastName: "Miller" });
    callAs(token);
    const input = { huntId, outfitterId: fx.outfitter.id, bookingId: null, rating: 4, content: `  ${good} ` };
    expect(await submitHuntReviewAction(IDLE, input)).toMatchObject({
      ok: true,
      data: { huntId, rating: 4, content: good, status: "pending" },
    });
    expect(await submitHuntReviewAction(IDLE, input)).toEqual({ ok: false, status: 409, message: REVIEW_ERRORS.duplicateHunt });
    const rows = await db.select().from(huntReviews).where(eq(huntReviews.hunterId, hunter.id));
    expect(rows.map((r) => r.hunterName)).toEqual(["Jake M."]);
  });

  it("a rating and text that fail the schema, and a missing booking only the server knows of, come back beside their fields", async () => {
    const huntId = (await createHunt({ outfitterId: fx.outfitter.id })).id;
    const { hunter, token } = await hunterWithToken();
    await createBooking({ huntId, hunterId: hunter.id, outfitterId: fx.outfitter.id });
    callAs(token);
    expect(await submitHuntReviewAction(IDLE, { huntId, rating: 0, content: "short" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { rating: [REVIEW_MESSAGES.ratingRange], content: [REVIEW_MESSAGES.short] },
    });
    expect(await submitHuntReviewAction(IDLE, { huntId, rating: 5, content: good })).toEqual({
      ok: false,
      status: 400,
      message: REVIEW_MESSAGES.booking,
      fieldErrors: { bookingId: [REVIEW_MESSAGES.booking] },
    });
    expect(await db.$count(huntReviews, eq(huntReviews.hunterId, hunter.id))).toBe(0);
  });
});

describe("submitOutfitterReviewAction", () => {
  it("stores a pending outfitter review for a hunter, refuses other roles and a second review", async () => {
    const { hunter, token } = await hunterWithToken();
    const input = { outfitterId: fx.outfitter.id, rating: 5, content: good };
    callAs(fx.tokens.outfitter);
    expect(await submitOutfitterReviewAction(IDLE, input)).toEqual({ ok: false, status: 403, message: REVIEW_ERRORS.huntersOnly });
    callAs(token);
    expect(await submitOutfitterReviewAction(IDLE, input)).toMatchObject({
      ok: true,
      data: { outfitterId: fx.outfitter.id, status: "pending" },
    });
    expect(await submitOutfitterReviewAction(IDLE, input)).toMatchObject({
      ok: false,
      status: 409,
      message: REVIEW_ERRORS.duplicateOutfitter,
    });
    expect(await db.$count(outfitterReviews, eq(outfitterReviews.hunterId, hunter.id))).toBe(1);
  });
});
