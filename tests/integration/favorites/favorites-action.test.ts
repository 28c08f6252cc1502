import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { favorites } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { setFavoriteAction } from "@/lib/favorites/actions";
import { FAVORITES_HUNTERS_ONLY } from "@/lib/favorites/service";
import { roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The favourite heart (lib/favorites/actions.ts), twin of POST/DELETE /api/favorites/{outfitterId}. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});
const count = () => db.$count(favorites, and(eq(favorites.hunterId, fx.hunter.id), eq(favorites.outfitterId, fx.outfitter.id)));

describe("setFavoriteAction", () => {
  it("outfitters and admins get the route's message (403), anonymous 401", async () => {
    callAs();
    expect(await setFavoriteAction(IDLE, { outfitterId: fx.outfitter.id, favorite: true })).toMatchObject({ ok: false, status: 401 });
    for (const token of [fx.tokens.outfitter, fx.tokens.admin]) {
      callAs(token);
      expect(await setFavoriteAction(IDLE, { outfitterId: fx.outfitter.id, favorite: true })).toEqual({
        ok: false,
        status: 403,
        message: FAVORITES_HUNTERS_ONLY,
      });
    }
  });

  it("adds and removes idempotently, answering the new state; an unknown outfitter is a 404", async () => {
    callAs(fx.tokens.hunter);
    for (let i = 0; i < 2; i++)
      expect(await setFavoriteAction(IDLE, { outfitterId: fx.outfitter.id, favorite: true })).toMatchObject({
        ok: true,
        data: { isFavorited: true },
      });
    expect(await count()).toBe(1);
    for (let i = 0; i < 2; i++)
      expect(await setFavoriteAction(IDLE, { outfitterId: fx.outfitter.id, favorite: false })).toMatchObject({
        ok: true,
        data: { isFavorited: false },
      });
    expect(await count()).toBe(0);
    expect(await setFavoriteAction(IDLE, { outfitterId: 2_000_000_000, favorite: true })).toMatchObject({ ok: false, status: 404 });
  });
});
