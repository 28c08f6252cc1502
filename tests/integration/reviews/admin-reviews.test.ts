import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PUT as oApprovePUT } from "@/app/api/admin/outfitter-reviews/[id]/approve/route";
import { PUT as oRejectPUT } from "@/app/api/admin/outfitter-reviews/[id]/reject/route";
import { GET as oPendingGET } from "@/app/api/admin/outfitter-reviews/pending/route";
import { PUT as approvePUT } from "@/app/api/admin/reviews/[id]/approve/route";
import { PUT as rejectPUT } from "@/app/api/admin/reviews/[id]/reject/route";
import { GET as pendingGET } from "@/app/api/admin/reviews/pending/route";
import { GET as profileGET } from "@/app/api/outfitter/profile/[id]/route";
import { GET as approvedOutfitterReviewsGET } from "@/app/api/outfitter-reviews/approved/[outfitterId]/route";
import { GET as huntReviewsGET } from "@/app/api/reviews/[huntId]/route";
import { db } from "@/db";
import { huntReviews, notifications, outfitterReviews } from "@/db/schema";
import { createHunt, createHunter, createHuntReview, createOutfitter, createOutfitterReview } from "@/seed/factories";
import { REJECT_NOTES_REQUIRED } from "@/lib/reviews/moderation-schema";
import { getApprovedHuntReviews } from "@/lib/reviews/public";
import { call } from "../../support/http";
import { roleFixtures } from "../../support/admin-fixtures";

async function huntReviewSetup() {
  const outfitter = await createOutfitter();
  const hunter = await createHunter();
  const hunt = await createHunt({ outfitterId: outfitter.id, title: "Bull Elk Rut Hunt" });
  const review = await createHuntReview({ huntId: hunt.id, outfitterId: outfitter.id, hunterId: hunter.id, hunterName: "Hannah R." });
  return { outfitter, hunter, hunt, review };
}

describe("hunt review moderation", () => {
  it("lists pending reviews with hunt and outfitter, approves with optional notes, once", async () => {
    const { adminToken } = await roleFixtures();
    const { review, hunt, hunter } = await huntReviewSetup();
    const list = await call<Array<Record<string, unknown>>>(pendingGET, { token: adminToken });
    expect(list.json.find((r) => r.id === review.id)).toMatchObject({ huntTitle: "Bull Elk Rut Hunt", hunterName: "Hannah R.", rating: 5 });

    const ok = await call<{ status: string; approvedAt: string }>(approvePUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(review.id) },
      body: {},
    });
    expect(ok.status).toBe(200);
    expect(ok.json.status).toBe("approved");
    expect(ok.json.approvedAt).toBeTruthy();
    const again = await call(approvePUT, { method: "PUT", token: adminToken, params: { id: String(review.id) }, body: {} });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: "This review has already been moderated" });
    const after = await call<Array<{ id: number }>>(pendingGET, { token: adminToken });
    expect(after.json.some((r) => r.id === review.id)).toBe(false);
    const [row] = await db.select().from(huntReviews).where(eq(huntReviews.id, review.id));
    expect(row!.status).toBe("approved");
    const notes = await db.select().from(notifications).where(eq(notifications.userId, hunter.id));
    expect(notes[0]!.message).toContain(hunt.title);
  });

  it("rejecting needs non-blank admin notes", async () => {
    const { adminToken } = await roleFixtures();
    const { review } = await huntReviewSetup();
    for (const body of [{}, { adminNotes: "" }, { adminNotes: "   " }, { adminNotes: null }]) {
      const r = await call(rejectPUT, { method: "PUT", token: adminToken, params: { id: String(review.id) }, body });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ message: REJECT_NOTES_REQUIRED });
    }
    expect(REJECT_NOTES_REQUIRED).toBe("Admin notes are required when rejecting a review");
    const [still] = await db.select().from(huntReviews).where(eq(huntReviews.id, review.id));
    expect(still!.status).toBe("pending");

    const r = await call<{ status: string; adminNotes: string }>(rejectPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(review.id) },
      body: { adminNotes: "  Contains personal contact details  " },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: "rejected", adminNotes: "Contains personal contact details" });
    // A rejected review can no longer be approved.
    expect((await call(approvePUT, { method: "PUT", token: adminToken, params: { id: String(review.id) }, body: {} })).status).toBe(409);
    expect((await call(approvePUT, { method: "PUT", token: adminToken, params: { id: "999999" }, body: {} })).status).toBe(404);
  });

  it("two admins approving at once apply it once", async () => {
    const { adminToken } = await roleFixtures();
    const { review } = await huntReviewSetup();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        call(approvePUT, { method: "PUT", token: adminToken, params: { id: String(review.id) }, body: { adminNotes: "ok" } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});

describe("outfitter review moderation", () => {
  it("approves and rejects with the same rules", async () => {
    const { adminToken } = await roleFixtures();
    const outfitter = await createOutfitter({ firstName: "Cody" });
    const hunter = await createHunter({ firstName: "Hal", lastName: "Hunt" });
    const a = await createOutfitterReview({ outfitterId: outfitter.id, hunterId: hunter.id });
    const b = await createOutfitterReview({ outfitterId: outfitter.id, hunterId: hunter.id, rating: 2 });
    const list = await call<Array<Record<string, unknown>>>(oPendingGET, { token: adminToken });
    expect(list.json.find((r) => r.id === a.id)).toMatchObject({ hunterName: "Hal Hunt", outfitterId: outfitter.id });

    const ok = await call<{ status: string }>(oApprovePUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(a.id) },
      body: { adminNotes: "Looks good" },
    });
    expect(ok.json.status).toBe("approved");
    const missing = await call(oRejectPUT, { method: "PUT", token: adminToken, params: { id: String(b.id) }, body: { adminNotes: " " } });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ message: "Admin notes are required when rejecting a review" });
    const rej = await call<{ status: string }>(oRejectPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(b.id) },
      body: { adminNotes: "Off topic" },
    });
    expect(rej.json.status).toBe("rejected");
    const rows = await db.select().from(outfitterReviews).where(eq(outfitterReviews.outfitterId, outfitter.id));
    expect(rows.map((r) => [r.id, r.status, r.adminNotes]).sort()).toEqual(
      [
        [a.id, "approved", "Looks good"],
        [b.id, "rejected", "Off topic"],
      ].sort(),
    );
    expect(
      (await call(oRejectPUT, { method: "PUT", token: adminToken, params: { id: String(b.id) }, body: { adminNotes: "x" } })).status,
    ).toBe(409);
  });
});

describe("approving makes a review public and counts it in the averages; rejecting keeps it hidden", () => {
  it("hunt reviews: GET /api/reviews/{huntId} and the hunt's rating follow the admin's decisions", async () => {
    const { adminToken } = await roleFixtures();
    const outfitter = await createOutfitter();
    const hunt = await createHunt({ outfitterId: outfitter.id });
    const [five, two, one] = await Promise.all(
      [5, 2, 1].map(async (rating) =>
        createHuntReview({
          huntId: hunt.id,
          outfitterId: outfitter.id,
          hunterId: (await createHunter()).id,
          rating,
          content: `Rated ${rating} of five.`,
        }),
      ),
    );
    const publicList = async () =>
      (await call<Array<{ id: number }>>(huntReviewsGET, { params: { huntId: String(hunt.id) } })).json.map((r) => r.id);
    expect(await publicList()).toEqual([]);
    expect((await getApprovedHuntReviews(hunt.id)).rating).toEqual({ average: null, count: 0 });

    await call(approvePUT, { method: "PUT", token: adminToken, params: { id: String(five!.id) }, body: {} });
    expect(await publicList()).toEqual([five!.id]);
    expect((await getApprovedHuntReviews(hunt.id)).rating).toEqual({ average: 5, count: 1 });

    await call(approvePUT, { method: "PUT", token: adminToken, params: { id: String(two!.id) }, body: { adminNotes: "ok" } });
    await call(rejectPUT, { method: "PUT", token: adminToken, params: { id: String(one!.id) }, body: { adminNotes: "Off topic" } });
    expect((await publicList()).sort()).toEqual([five!.id, two!.id].sort());
    expect((await getApprovedHuntReviews(hunt.id)).rating).toEqual({ average: 3.5, count: 2 });
  });

  it("outfitter reviews: the approved list and the profile's rating follow the admin's decisions", async () => {
    const { adminToken } = await roleFixtures();
    const outfitter = await createOutfitter();
    const [four, five, one] = await Promise.all(
      [4, 5, 1].map(async (rating) => createOutfitterReview({ outfitterId: outfitter.id, hunterId: (await createHunter()).id, rating })),
    );
    const params = { id: String(outfitter.id) };
    const rating = async () => (await call<{ rating: { average: number | null; count: number } }>(profileGET, { params })).json.rating;
    const approved = async () =>
      (await call<Array<{ id: number }>>(approvedOutfitterReviewsGET, { params: { outfitterId: String(outfitter.id) } })).json
        .map((r) => r.id)
        .sort();
    expect(await rating()).toEqual({ average: null, count: 0 });
    expect(await approved()).toEqual([]);

    for (const r of [four!, five!]) await call(oApprovePUT, { method: "PUT", token: adminToken, params: { id: String(r.id) }, body: {} });
    await call(oRejectPUT, { method: "PUT", token: adminToken, params: { id: String(one!.id) }, body: { adminNotes: "Not a client" } });
    expect(await approved()).toEqual([four!.id, five!.id].sort());
    expect(await rating()).toEqual({ average: 4.5, count: 2 });
  });
});
