import { beforeEach, describe, expect, it, vi } from "vitest";

// The public pages are cached by tag (lib/cache/cached.ts); every write that changes what a visitor
// sees must expire its tags, or the page keeps showing the old hunt (issue 7 "Public pages update
// when a hunt changes"; issue 8 pause/deactivate/approve/moderate). Vitest has no Next.js cache, so
// the tags each write expires are recorded here instead.
const expired = vi.hoisted(() => [] as Array<{ tag: string; profile: unknown }>);
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidateTag: (tag: string, profile?: unknown) => {
    expired.push({ tag, profile });
  },
}));

import { PUT as approvalPUT } from "@/app/api/admin/users/[id]/approval/route";
import { PUT as statusPUT } from "@/app/api/admin/users/[id]/status/route";
import { PUT as topTierPUT } from "@/app/api/admin/users/[id]/top-tier/route";
import { POST as pausePOST } from "@/app/api/admin/outfitter/pause/route";
import { PUT as oReviewApprovePUT } from "@/app/api/admin/outfitter-reviews/[id]/approve/route";
import { PUT as reviewApprovePUT } from "@/app/api/admin/reviews/[id]/approve/route";
import { PUT as reviewRejectPUT } from "@/app/api/admin/reviews/[id]/reject/route";
import { DELETE as huntDELETE, PUT as huntPUT } from "@/app/api/hunts/[id]/route";
import { PATCH as huntStatusPATCH } from "@/app/api/hunts/[id]/status/route";
import { POST as huntPOST } from "@/app/api/hunts/route";
import { PUT as coverPUT } from "@/app/api/outfitter/cover-photo/route";
import { DELETE as gearDELETE, PUT as gearPUT } from "@/app/api/outfitter-gear/[id]/route";
import { POST as gearPOST } from "@/app/api/outfitter-gear/route";
import { createHunt, createHunter, createHuntReview, createOutfitter, createOutfitterReview } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { HUNTS_TAG, OUTFITTERS_TAG, gearTag, huntTag, outfitterReviewsTag, outfitterTag, reviewsTag } from "@/lib/cache/tags";
import { call } from "../../support/http";
import { roleFixtures } from "../../support/admin-fixtures";
import { huntBody as validHuntBody } from "../../security/registry-fixtures";

beforeEach(() => {
  expired.length = 0;
});

/** The tags expired since the last reset; each one at once (expire: 0), not stale-while-revalidate. */
function tagsExpired() {
  for (const e of expired) expect(e.profile, e.tag).toEqual({ expire: 0 });
  const tags = [...new Set(expired.map((e) => e.tag))];
  expired.length = 0;
  return tags;
}

const huntBody = validHuntBody({ title: "Cache Creek Elk Hunt" });

describe("an outfitter's hunt writes expire the hunt page, the outfitter's pages and the hunt lists", () => {
  it("create, edit, pause and delete", async () => {
    const o = await createOutfitter();
    const token = await issueApiToken(o.id);
    const created = await call<{ id: number }>(huntPOST, { token, body: huntBody });
    expect(created.status).toBe(201);
    const id = created.json.id;
    const expected = [huntTag(id), outfitterTag(o.id), HUNTS_TAG];
    expect(tagsExpired()).toEqual(expect.arrayContaining(expected));

    expect((await call(huntPUT, { method: "PUT", token, params: { id: String(id) }, body: { ...huntBody, price: 900 } })).status).toBe(200);
    expect(tagsExpired()).toEqual(expect.arrayContaining(expected));

    expect((await call(huntStatusPATCH, { method: "PATCH", token, params: { id: String(id) }, body: { isActive: false } })).status).toBe(
      200,
    );
    expect(tagsExpired()).toEqual(expect.arrayContaining(expected));

    expect((await call(huntDELETE, { method: "DELETE", token, params: { id: String(id) } })).status).toBe(200);
    expect(tagsExpired()).toEqual(expect.arrayContaining(expected));
  });

  it("a refused write expires nothing", async () => {
    const o = await createOutfitter();
    const hunt = await createHunt({ outfitterId: o.id });
    const other = await issueApiToken((await createOutfitter()).id);
    expect(
      (await call(huntStatusPATCH, { method: "PATCH", token: other, params: { id: String(hunt.id) }, body: { isActive: false } })).status,
    ).toBe(403);
    expect(tagsExpired()).toEqual([]);
  });
});

describe("admin writes expire what visitors see of the outfitter", () => {
  it("deactivate, approve, top-tier and pause expire the outfitter and the hunt lists", async () => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter({ isApproved: false });
    const expected = [outfitterTag(o.id), OUTFITTERS_TAG, HUNTS_TAG];
    const params = { id: String(o.id) };

    expect((await call(approvalPUT, { method: "PUT", token: adminToken, params, body: { isApproved: true } })).status).toBe(200);
    expect(tagsExpired()).toEqual(expect.arrayContaining(expected));
    expect((await call(topTierPUT, { method: "PUT", token: adminToken, params, body: { isTopTier: true } })).status).toBe(200);
    expect(tagsExpired()).toEqual(expect.arrayContaining(expected));
    expect((await call(statusPUT, { method: "PUT", token: adminToken, params, body: { isActive: false } })).status).toBe(200);
    expect(tagsExpired()).toEqual(expect.arrayContaining(expected));
    expect((await call(statusPUT, { method: "PUT", token: adminToken, params, body: { isActive: true } })).status).toBe(200);
    expect(tagsExpired()).toEqual(expect.arrayContaining(expected));
    expect((await call(pausePOST, { token: adminToken, body: { outfitterId: o.id } })).status).toBe(200);
    expect(tagsExpired()).toEqual(expect.arrayContaining(expected));
  });

  it("moderating a hunt review expires the hunt's reviews and page and the outfitter's; an outfitter review the outfitter's", async () => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter();
    const hunter = await createHunter();
    const hunt = await createHunt({ outfitterId: o.id });
    const [a, b] = await Promise.all([1, 2].map(() => createHuntReview({ huntId: hunt.id, outfitterId: o.id, hunterId: hunter.id })));
    const huntExpected = [reviewsTag(hunt.id), huntTag(hunt.id), outfitterReviewsTag(o.id), outfitterTag(o.id)];
    expect((await call(reviewApprovePUT, { method: "PUT", token: adminToken, params: { id: String(a!.id) }, body: {} })).status).toBe(200);
    expect(tagsExpired()).toEqual(expect.arrayContaining(huntExpected));
    expect(
      (await call(reviewRejectPUT, { method: "PUT", token: adminToken, params: { id: String(b!.id) }, body: { adminNotes: "Spam" } }))
        .status,
    ).toBe(200);
    expect(tagsExpired()).toEqual(expect.arrayContaining(huntExpected));

    const review = await createOutfitterReview({ outfitterId: o.id, hunterId: hunter.id });
    expect((await call(oReviewApprovePUT, { method: "PUT", token: adminToken, params: { id: String(review.id) }, body: {} })).status).toBe(
      200,
    );
    expect(tagsExpired()).toEqual(expect.arrayContaining([outfitterReviewsTag(o.id), outfitterTag(o.id)]));
  });

  it("gear add, edit and delete expire the outfitter's gear list", async () => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter();
    const added = await call<{ id: number }>(gearPOST, {
      token: adminToken,
      body: { outfitterId: o.id, name: "Boots", amazonUrl: "https://www.amazon.com/dp/B01" },
    });
    expect(added.status).toBe(201);
    expect(tagsExpired()).toContain(gearTag(o.id));
    const params = { id: String(added.json.id) };
    expect((await call(gearPUT, { method: "PUT", token: adminToken, params, body: { name: "Better boots" } })).status).toBe(200);
    expect(tagsExpired()).toContain(gearTag(o.id));
    expect((await call(gearDELETE, { method: "DELETE", token: adminToken, params })).status).toBe(200);
    expect(tagsExpired()).toContain(gearTag(o.id));
  });

  it("a top-tier outfitter's cover photo expires its profile and the landing lists", async () => {
    const o = await createOutfitter({ isTopTier: true });
    const r = await call(coverPUT, { method: "PUT", token: await issueApiToken(o.id), body: { coverPhoto: null } });
    expect(r.status).toBe(200);
    expect(tagsExpired()).toEqual(expect.arrayContaining([outfitterTag(o.id), OUTFITTERS_TAG]));
  });
});
