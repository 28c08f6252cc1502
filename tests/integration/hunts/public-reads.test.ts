import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as featuredGET } from "@/app/api/hunts/featured/route";
import { GET as huntsGET } from "@/app/api/hunts/route";
import { POST as favoritePOST } from "@/app/api/favorites/[outfitterId]/route";
import { GET as favoriteHuntsGET } from "@/app/api/favorites/hunts/route";
import { GET as huntGET } from "@/app/api/hunts/[id]/route";
import { GET as topTierGET } from "@/app/api/top-tier-outfitters/route";
import { GET as profileGET } from "@/app/api/outfitter/profile/[id]/route";
import { GET as gearGET } from "@/app/api/outfitter-gear/[id]/route";
import { GET as reviewsGET } from "@/app/api/reviews/[huntId]/route";
import { GET as outfitterReviewsGET } from "@/app/api/outfitter-reviews/approved/[outfitterId]/route";
import { db } from "@/db";
import { hunts, users } from "@/db/schema";
import {
  createAdmin,
  createGearItem,
  createHunt,
  createHunter,
  createHuntReview,
  createOutfitter,
  createOutfitterReview,
} from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { getListedHunt } from "@/lib/hunts/public-queries";
import { getApprovedHuntReviews } from "@/lib/reviews/public";
import { call } from "../../support/http";

type Json = Record<string, unknown>;

let top: typeof users.$inferSelect;
let plain: typeof users.$inferSelect;
let hunter: typeof users.$inferSelect;
let admin: typeof users.$inferSelect;
let listed: number;
let hidden: number;
let tokens: { hunter: string; admin: string; owner: string; other: string };

beforeAll(async () => {
  top = await createOutfitter({
    firstName: "Tessa",
    lastName: "Topper",
    isTopTier: true,
    websiteUrl: "https://tessa.example",
    coverPhoto: "/demo/cover.svg",
  });
  plain = await createOutfitter({ firstName: "Paul", lastName: "Plainer" });
  await createOutfitter({ firstName: "Waiting", isTopTier: true, isApproved: false });
  hunter = await createHunter({ firstName: "Hank" });
  admin = await createAdmin();
  listed = (await createHunt({ outfitterId: top.id, title: "Listed Sheep Hunt", featured: true })).id;
  hidden = (await createHunt({ outfitterId: top.id, title: "Hidden Hunt", isActive: false, featured: true })).id;
  await createHunt({ outfitterId: plain.id, title: "Not Featured" });
  tokens = {
    hunter: await issueApiToken(hunter.id),
    admin: await issueApiToken(admin.id),
    owner: await issueApiToken(top.id),
    other: await issueApiToken(plain.id),
  };
});

describe("GET /api/hunts/{id}", () => {
  it("returns a listed hunt with its outfitter to anyone", async () => {
    const r = await call<Json>(huntGET, { params: { id: String(listed) } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      id: listed,
      title: "Listed Sheep Hunt",
      price: "4500.00",
      outfitter: { firstName: "Tessa", isTopTier: true },
    });
    expect(JSON.stringify(r.json)).not.toMatch(/passwordHash|email|Topper/);
  });

  it("hides an inactive hunt from visitors and other users, not from its outfitter or the admin", async () => {
    const params = { id: String(hidden) };
    expect((await call(huntGET, { params })).status).toBe(404);
    expect((await call(huntGET, { params, token: tokens.hunter })).status).toBe(404);
    expect((await call(huntGET, { params, token: tokens.other })).status).toBe(404);
    expect((await call<Json>(huntGET, { params, token: tokens.owner })).json).toMatchObject({ id: hidden, isActive: false });
    expect((await call(huntGET, { params, token: tokens.admin })).status).toBe(200);
  });

  it("hides every hunt of a paused or unapproved outfitter on the hunt page (service level)", async () => {
    expect(await getListedHunt(listed)).not.toBeNull();
    expect(await getListedHunt(hidden)).toBeNull();
    await db.update(users).set({ isActive: false }).where(eq(users.id, top.id));
    expect(await getListedHunt(listed)).toBeNull();
    expect((await call(huntGET, { params: { id: String(listed) } })).status).toBe(404);
    expect((await call(huntGET, { params: { id: String(listed) }, token: tokens.admin })).status).toBe(200);
    await db.update(users).set({ isActive: true, isApproved: false }).where(eq(users.id, top.id));
    expect(await getListedHunt(listed)).toBeNull();
    await db.update(users).set({ isApproved: true }).where(eq(users.id, top.id));
    expect(await getListedHunt(listed)).not.toBeNull();
  });

  it.each(["abc", "0x1", "-1", "1.5", "99999999", "1e3", "1%20OR%201=1"])("answers 404 for id %s", async (id) => {
    const r = await call<Json>(huntGET, { params: { id } });
    expect(r.status).toBe(404);
    expect(r.json.message).toBe("Hunt not found");
  });
});

describe("featured and top-tier", () => {
  it("features only listed hunts flagged featured", async () => {
    const r = await call<Json[]>(featuredGET);
    expect(r.status).toBe(200);
    expect(r.json.map((h) => h.id)).toEqual([listed]);
  });

  it("lists approved, active top-tier outfitters with the real rating of approved reviews", async () => {
    let r = await call<Json[]>(topTierGET);
    expect(r.json.map((o) => o.id)).toEqual([top.id]);
    expect(r.json[0]).toMatchObject({ firstName: "Tessa", coverPhoto: "/demo/cover.svg", rating: { average: null, count: 0 } });
    expect(r.json[0]).not.toHaveProperty("lastName");
    expect(r.json[0]).not.toHaveProperty("email");
    await createOutfitterReview({ outfitterId: top.id, hunterId: hunter.id, rating: 5, status: "approved" });
    await createOutfitterReview({ outfitterId: top.id, hunterId: hunter.id, rating: 4, status: "approved" });
    await createOutfitterReview({ outfitterId: top.id, hunterId: hunter.id, rating: 4, status: "approved" });
    await createOutfitterReview({ outfitterId: top.id, hunterId: hunter.id, rating: 1, status: "pending" });
    r = await call<Json[]>(topTierGET);
    expect(r.json[0]!.rating).toEqual({ average: 4.3, count: 3 });
  });
});

describe("hunt cards carry the outfitter's rating", () => {
  it("search, featured and favourites lists give each hunt's outfitter the average of approved outfitter reviews", async () => {
    const rated = await createOutfitter({ firstName: "Carded" });
    const unrated = await createOutfitter({ firstName: "Fresh" });
    const a = await createHunt({ outfitterId: rated.id, title: "Rated Card Hunt", featured: true });
    const b = await createHunt({ outfitterId: unrated.id, title: "Unrated Card Hunt", featured: true });
    for (const [rating, status] of [
      [5, "approved"],
      [4, "approved"],
      [1, "pending"],
    ] as const) {
      await createOutfitterReview({ outfitterId: rated.id, hunterId: hunter.id, rating, status });
    }
    await createHuntReview({ huntId: a.id, outfitterId: rated.id, hunterId: hunter.id, rating: 1, status: "approved" });
    const ratingOf = (list: Json[], id: number) => (list.find((h) => h.id === id)?.outfitter as Json | undefined)?.rating;

    const search = await call<Json[]>(huntsGET, { url: "/api/hunts?limit=100" });
    expect(search.status).toBe(200);
    const found = (search.json as unknown as { hunts: Json[] }).hunts;
    expect(ratingOf(found, a.id)).toEqual({ average: 4.5, count: 2 });
    expect(ratingOf(found, b.id)).toEqual({ average: null, count: 0 });
    const featured = await call<Json[]>(featuredGET);
    expect(ratingOf(featured.json, a.id)).toEqual({ average: 4.5, count: 2 });
    expect(ratingOf(featured.json, b.id)).toEqual({ average: null, count: 0 });

    await call(favoritePOST, { method: "POST", token: tokens.hunter, params: { outfitterId: String(rated.id) } });
    const favs = await call<Json[]>(favoriteHuntsGET, { token: tokens.hunter });
    expect(ratingOf(favs.json, a.id)).toEqual({ average: 4.5, count: 2 });
  });
});

describe("GET /api/outfitter/profile/{id}", () => {
  it("shows public fields to visitors and hunters, full name and website to the admin", async () => {
    for (const token of [undefined, tokens.hunter]) {
      const r = await call<Json>(profileGET, { params: { id: String(top.id) }, token });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ id: top.id, firstName: "Tessa", isTopTier: true, isApproved: true, coverPhoto: "/demo/cover.svg" });
      for (const secret of ["lastName", "websiteUrl", "email", "phone", "passwordHash"]) expect(r.json).not.toHaveProperty(secret);
    }
    const asAdmin = await call<Json>(profileGET, { params: { id: String(top.id) }, token: tokens.admin });
    expect(asAdmin.json).toMatchObject({ lastName: "Topper", websiteUrl: "https://tessa.example" });
    expect(asAdmin.json).not.toHaveProperty("passwordHash");
  });

  it("carries the real rating of approved outfitter reviews, average to one decimal, none when there are none", async () => {
    const o = await createOutfitter({ firstName: "Rated" });
    const before = await call<Json>(profileGET, { params: { id: String(o.id) } });
    expect(before.json.rating).toEqual({ average: null, count: 0 });
    for (const [rating, status] of [
      [5, "approved"],
      [4, "approved"],
      [4, "approved"],
      [1, "pending"],
      [1, "rejected"],
    ] as const) {
      await createOutfitterReview({ outfitterId: o.id, hunterId: hunter.id, rating, status });
    }
    const after = await call<Json>(profileGET, { params: { id: String(o.id) } });
    expect(after.json.rating).toEqual({ average: 4.3, count: 3 });
  });

  it("is 404 for a hunter id, an unknown id and a malformed id", async () => {
    for (const id of [String(hunter.id), "99999", "x"]) {
      const r = await call<Json>(profileGET, { params: { id } });
      expect(r.status).toBe(404);
      expect(r.json.message).toBe("Outfitter not found");
    }
  });

  it("hides a paused outfitter except from the admin", async () => {
    await db.update(users).set({ isActive: false }).where(eq(users.id, plain.id));
    expect((await call(profileGET, { params: { id: String(plain.id) } })).status).toBe(404);
    expect((await call(profileGET, { params: { id: String(plain.id) }, token: tokens.admin })).status).toBe(200);
    await db.update(users).set({ isActive: true }).where(eq(users.id, plain.id));
  });
});

describe("gear and reviews", () => {
  it("lists an outfitter's gear in display order and 404s for unknown outfitters", async () => {
    await createGearItem({ outfitterId: plain.id, name: "Boots", category: "clothing", displayOrder: 2 });
    await createGearItem({ outfitterId: plain.id, name: "Rangefinder", category: "equipment", displayOrder: 1 });
    await createGearItem({ outfitterId: top.id, name: "Not Paul's" });
    const r = await call<Json[]>(gearGET, { params: { id: String(plain.id) } });
    expect(r.status).toBe(200);
    expect(r.json.map((g) => g.name)).toEqual(["Rangefinder", "Boots"]);
    expect(r.json[0]).toMatchObject({ category: "equipment", amazonUrl: expect.stringContaining("amazon.com") });
    expect((await call(gearGET, { params: { id: String(hunter.id) } })).status).toBe(404);
    expect((await call(gearGET, { params: { id: "nope" } })).status).toBe(404);

    // A paused outfitter's list is hidden from visitors and hunters, not from the admin who
    // manages it, nor from the outfitter itself.
    await db.update(users).set({ isActive: false }).where(eq(users.id, plain.id));
    expect((await call(gearGET, { params: { id: String(plain.id) } })).status).toBe(404);
    expect((await call(gearGET, { params: { id: String(plain.id) }, token: await issueApiToken(hunter.id) })).status).toBe(404);
    const asAdmin = await call<Json[]>(gearGET, { params: { id: String(plain.id) }, token: await issueApiToken((await createAdmin()).id) });
    expect(asAdmin.json.map((g) => g.name)).toEqual(["Rangefinder", "Boots"]);
    expect((await call(gearGET, { params: { id: String(plain.id) }, token: await issueApiToken(plain.id) })).status).toBe(200);
    await db.update(users).set({ isActive: true }).where(eq(users.id, plain.id));
  });

  it("shows only approved hunt reviews, newest first", async () => {
    await createHuntReview({
      huntId: listed,
      outfitterId: top.id,
      hunterId: hunter.id,
      rating: 4,
      content: "Approved and fine.",
      status: "approved",
    });
    await createHuntReview({
      huntId: listed,
      outfitterId: top.id,
      hunterId: hunter.id,
      rating: 1,
      content: "Still pending.",
      status: "pending",
    });
    await createHuntReview({
      huntId: listed,
      outfitterId: top.id,
      hunterId: hunter.id,
      rating: 2,
      content: "Rejected one.",
      status: "rejected",
    });
    const r = await call<Json[]>(reviewsGET, { params: { huntId: String(listed) } });
    expect(r.status).toBe(200);
    expect(r.json.map((x) => x.content)).toEqual(["Approved and fine."]);
    expect(r.json[0]).toMatchObject({ huntId: listed, rating: 4, hunterName: "Test Hunter", bookingId: null });
    expect((await call(reviewsGET, { params: { huntId: "123456" } })).status).toBe(404);
    expect((await call(reviewsGET, { params: { huntId: "a1" } })).status).toBe(404);
  });

  it("averages only the approved reviews of a hunt, to one decimal (half up)", async () => {
    const huntId = (await createHunt({ outfitterId: plain.id, title: "Averaged Hunt" })).id;
    expect((await getApprovedHuntReviews(huntId)).rating).toEqual({ average: null, count: 0 });
    for (const [rating, status] of [
      [5, "approved"],
      [4, "approved"],
      [4, "approved"],
      [4, "approved"],
      [1, "pending"],
      [1, "rejected"],
    ] as const) {
      await createHuntReview({ huntId, outfitterId: plain.id, hunterId: hunter.id, rating, status });
    }
    const { reviews, rating } = await getApprovedHuntReviews(huntId);
    expect(rating).toEqual({ average: 4.3, count: 4 }); // 4.25 rounds half up
    expect(reviews).toHaveLength(4);
    expect(reviews.every((r) => r.rating >= 4)).toBe(true);
  });

  it("shows approved outfitter reviews with the reviewer's first name", async () => {
    const r = await call<Json[]>(outfitterReviewsGET, { params: { outfitterId: String(top.id) } });
    expect(r.status).toBe(200);
    expect(r.json).toHaveLength(3);
    expect(r.json[0]).toMatchObject({ outfitterId: top.id, hunterName: "Hank" });
    expect(JSON.stringify(r.json)).not.toContain("email");
    expect((await call(outfitterReviewsGET, { params: { outfitterId: String(hunter.id) } })).status).toBe(404);
  });
});

describe("hunt rows stay consistent", () => {
  it("recomputes search_rank when someone writes it directly", async () => {
    await db.update(hunts).set({ searchRank: 0 }).where(eq(hunts.id, listed));
    const [row] = await db.select({ r: hunts.searchRank }).from(hunts).where(eq(hunts.id, listed));
    // A top-tier outfitter without a verified licence, bookable: 6 + 6 (drizzle/0051_search-text-custom.sql).
    expect(row!.r).toBe(12);
  });
});
