import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GET as listGET } from "@/app/api/favorites/route";
import { GET as huntsGET } from "@/app/api/favorites/hunts/route";
import { GET as checkGET } from "@/app/api/favorites/check/[outfitterId]/route";
import { DELETE, POST } from "@/app/api/favorites/[outfitterId]/route";
import { db } from "@/db";
import { favorites, users } from "@/db/schema";
import { createHunt, createHunter, createOutfitter, createOutfitterReview } from "@/seed/factories";
import { FAVORITES_HUNTERS_ONLY } from "@/lib/favorites/service";
import { call } from "../../support/http";
import { hunterWithToken, roleFixtures } from "../../support/hunter-fixtures";

type Json = Record<string, unknown>;
type Fx = Awaited<ReturnType<typeof roleFixtures>>;
let fx: Fx;
const p = (id: number | string) => ({ outfitterId: String(id) });

beforeAll(async () => {
  fx = await roleFixtures();
});

describe("who may use favourites", () => {
  it("answers 401 to a signed-out visitor on every endpoint", async () => {
    const id = fx.outfitter.id;
    expect((await call(listGET)).status).toBe(401);
    expect((await call(huntsGET)).status).toBe(401);
    expect((await call(checkGET, { params: p(id) })).status).toBe(401);
    expect((await call(POST, { method: "POST", params: p(id) })).status).toBe(401);
    expect((await call(DELETE, { method: "DELETE", params: p(id) })).status).toBe(401);
  });

  it.each(["outfitter", "admin"] as const)("answers 403 to an %s on every endpoint, changing nothing", async (role) => {
    const token = fx.tokens[role];
    const id = fx.outfitter.id;
    for (const r of [
      await call<Json>(listGET, { token }),
      await call<Json>(huntsGET, { token }),
      await call<Json>(checkGET, { token, params: p(id) }),
      await call<Json>(POST, { method: "POST", token, params: p(id) }),
      await call<Json>(DELETE, { method: "DELETE", token, params: p(id) }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.json.message).toBe(FAVORITES_HUNTERS_ONLY);
    }
    expect(await db.$count(favorites)).toBe(0);
  });
});

describe("adding and removing a favourite", () => {
  it("adds idempotently, checks, lists with the real rating, and removes idempotently", async () => {
    const { hunter, token } = await hunterWithToken();
    const o = await createOutfitter({ firstName: "Fiona", isTopTier: true, profileImage: "/demo/a.webp" });
    await createOutfitterReview({ outfitterId: o.id, hunterId: fx.hunter.id, rating: 5, status: "approved" });
    await createOutfitterReview({ outfitterId: o.id, hunterId: fx.hunter.id, rating: 4, status: "approved" });
    await createOutfitterReview({ outfitterId: o.id, hunterId: fx.hunter.id, rating: 1, status: "pending" });

    expect((await call<Json>(checkGET, { token, params: p(o.id) })).json).toEqual({ isFavorited: false });
    for (let i = 0; i < 2; i++) {
      const r = await call<Json>(POST, { method: "POST", token, params: p(o.id) });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ isFavorited: true });
    }
    const rows = await db.select().from(favorites).where(eq(favorites.hunterId, hunter.id));
    expect(rows).toHaveLength(1);
    expect((await call<Json>(checkGET, { token, params: p(o.id) })).json).toEqual({ isFavorited: true });

    const list = await call<Json[]>(listGET, { token });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(list.json).toEqual([
      expect.objectContaining({
        id: o.id,
        firstName: "Fiona",
        isTopTier: true,
        profileImage: "/demo/a.webp",
        rating: { average: 4.5, count: 2 },
      }),
    ]);
    expect(JSON.stringify(list.json)).not.toMatch(/email|passwordHash|lastName/);

    for (let i = 0; i < 2; i++) {
      const r = await call<Json>(DELETE, { method: "DELETE", token, params: p(o.id) });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ isFavorited: false });
    }
    expect(await db.$count(favorites, eq(favorites.hunterId, hunter.id))).toBe(0);
    expect((await call<Json[]>(listGET, { token })).json).toEqual([]);
  });

  it("keeps one hunter's favourites apart from another's", async () => {
    const a = await hunterWithToken();
    const b = await hunterWithToken();
    const o = await createOutfitter();
    await call(POST, { method: "POST", token: a.token, params: p(o.id) });
    expect((await call<Json>(checkGET, { token: b.token, params: p(o.id) })).json).toEqual({ isFavorited: false });
    expect((await call<Json[]>(listGET, { token: b.token })).json).toEqual([]);
  });

  it("refuses unknown ids, non-outfitters, unapproved and paused outfitters with 404", async () => {
    const { hunter, token } = await hunterWithToken();
    const pending = await createOutfitter({ isApproved: false });
    const paused = await createOutfitter({ isActive: false });
    const otherHunter = await createHunter();
    for (const id of [999999, otherHunter.id, fx.admin.id, pending.id, paused.id]) {
      const r = await call<Json>(POST, { method: "POST", token, params: p(id) });
      expect(r.status).toBe(404);
      expect(r.json.message).toBe("Outfitter not found");
    }
    expect((await call<Json>(POST, { method: "POST", token, params: p("abc") })).status).toBe(404);
    expect((await call<Json>(checkGET, { token, params: p("-1") })).status).toBe(404);
    expect(await db.$count(favorites, eq(favorites.hunterId, hunter.id))).toBe(0);
  });

  it("hides an outfitter paused after being favourited, and still lets the hunter remove it", async () => {
    const { hunter, token } = await hunterWithToken();
    const o = await createOutfitter();
    await createHunt({ outfitterId: o.id, title: "Soon Paused Hunt" });
    await call(POST, { method: "POST", token, params: p(o.id) });
    await db.update(users).set({ isActive: false }).where(eq(users.id, o.id));
    expect((await call<Json[]>(listGET, { token })).json).toEqual([]);
    expect((await call<Json[]>(huntsGET, { token })).json).toEqual([]);
    const r = await call<Json>(DELETE, { method: "DELETE", token, params: p(o.id) });
    expect(r.status).toBe(200);
    expect(await db.$count(favorites, and(eq(favorites.hunterId, hunter.id), eq(favorites.outfitterId, o.id)))).toBe(0);
  });
});

describe("GET /api/favorites/hunts", () => {
  it("lists listed hunts of favourite outfitters only, newest first", async () => {
    const { token } = await hunterWithToken();
    const fav = await createOutfitter({ firstName: "Fav" });
    const other = await createOutfitter({ firstName: "Other" });
    const older = await createHunt({ outfitterId: fav.id, title: "Older Fav Hunt", createdAt: new Date("2026-01-01T00:00:00Z") });
    const newer = await createHunt({ outfitterId: fav.id, title: "Newer Fav Hunt", createdAt: new Date("2026-03-01T00:00:00Z") });
    await createHunt({ outfitterId: fav.id, title: "Paused Fav Hunt", isActive: false });
    await createHunt({ outfitterId: other.id, title: "Not A Favourite" });
    await call(POST, { method: "POST", token, params: p(fav.id) });

    const r = await call<Json[]>(huntsGET, { token });
    expect(r.status).toBe(200);
    expect(r.json.map((h) => h.id)).toEqual([newer.id, older.id]);
    expect(r.json[0]).toMatchObject({ title: "Newer Fav Hunt", price: "4500.00", outfitter: { id: fav.id, firstName: "Fav" } });
  });
});
