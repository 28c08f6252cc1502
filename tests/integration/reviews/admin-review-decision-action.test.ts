import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createHunt, createHuntReview, createOutfitterReview } from "@/seed/factories";
import { huntReviews, outfitterReviews } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { decideReviewAction } from "@/lib/reviews/moderation-actions";
import { REJECT_NOTES_REQUIRED } from "@/lib/reviews/moderation-schema";
import { roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** Approve/Reject in the admin's pending reviews (lib/reviews/moderation-actions.ts), twin of PUT /api/admin/{reviews|outfitter-reviews}/{id}/{decision}. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});

const huntReview = async () => {
  const hunt = await createHunt({ outfitterId: fx.outfitter.id });
  return createHuntReview({ huntId: hunt.id, outfitterId: fx.outfitter.id, hunterId: fx.hunter.id });
};

describe("decideReviewAction", () => {
  it("refuses anonymous (401), hunters and outfitters (403) at the door; the review stays pending", async () => {
    const review = await huntReview();
    const input = { kind: "hunt" as const, reviewId: review.id, decision: "approve" as const, adminNotes: null };
    callAs();
    expect(await decideReviewAction(IDLE, input)).toMatchObject({ ok: false, status: 401 });
    for (const token of [fx.tokens.hunter, fx.tokens.outfitter]) {
      callAs(token);
      expect(await decideReviewAction(IDLE, input)).toMatchObject({ ok: false, status: 403 });
    }
    const [row] = await db.select().from(huntReviews).where(eq(huntReviews.id, review.id));
    expect(row!.status).toBe("pending");
  });

  it("rejecting without notes is the spec's message beside the notes; with notes it rejects", async () => {
    const review = await createOutfitterReview({ outfitterId: fx.outfitter.id, hunterId: fx.hunter.id });
    callAs(fx.tokens.admin);
    expect(await decideReviewAction(IDLE, { kind: "outfitter", reviewId: review.id, decision: "reject", adminNotes: " " })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { adminNotes: [REJECT_NOTES_REQUIRED] },
    });
    expect(
      await decideReviewAction(IDLE, { kind: "outfitter", reviewId: review.id, decision: "reject", adminNotes: "Off topic" }),
    ).toMatchObject({ ok: true });
    const [row] = await db.select().from(outfitterReviews).where(eq(outfitterReviews.id, review.id));
    expect(row!.status).toBe("rejected");
  });

  it("approves a hunt review; an unknown id is the route's 404", async () => {
    const review = await huntReview();
    callAs(fx.tokens.admin);
    expect(await decideReviewAction(IDLE, { kind: "hunt", reviewId: review.id, decision: "approve" })).toMatchObject({ ok: true });
    const [row] = await db.select().from(huntReviews).where(eq(huntReviews.id, review.id));
    expect(row!.status).toBe("approved");
    expect(await decideReviewAction(IDLE, { kind: "hunt", reviewId: 2_000_000_000, decision: "approve" })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
