import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { favorites, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { PublicHunt } from "@/lib/hunts/present";
import { HUNT_WITH_OUTFITTER_COLUMNS, publicHuntOf, type HuntJoinedRow } from "@/lib/hunts/public-rows";
import { findOutfitterTarget, requireHunter } from "@/lib/hunters/guard";
import { outfitterRatings } from "@/lib/reviews/public";
import type { FavoriteCheck, FavoriteOutfitter } from "./types";

export const FAVORITES_HUNTERS_ONLY = "Only hunters can save favorite outfitters";
/** New from Favorites shows at most this many hunts, newest first. */
export const FAVORITE_HUNTS_LIMIT = 60;

/**
 * GET /api/favorites: the hunter's favourite outfitters that are still listed (approved and
 * active), most recently added first, each with its real rating.
 */
export async function listFavorites(user: CurrentUser | null): Promise<FavoriteOutfitter[]> {
  const hunter = requireHunter(user, FAVORITES_HUNTERS_ONLY);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      profileImage: users.profileImage,
      coverPhoto: users.coverPhoto,
      isTopTier: users.isTopTier,
      favoritedAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(users, eq(users.id, favorites.outfitterId))
    .where(and(eq(favorites.hunterId, hunter.id), eq(users.role, "outfitter"), eq(users.isApproved, true), eq(users.isActive, true)))
    .orderBy(desc(favorites.createdAt), desc(favorites.outfitterId));
  const ratings = await outfitterRatings(rows.map((r) => r.id));
  return rows.map((r) => ({
    ...r,
    rating: ratings.get(r.id) ?? { average: null, count: 0 },
    favoritedAt: r.favoritedAt.toISOString(),
  }));
}

/** GET /api/favorites/hunts: listed hunts of the hunter's favourite outfitters, newest first. */
export async function listFavoriteHunts(user: CurrentUser | null): Promise<PublicHunt[]> {
  const hunter = requireHunter(user, FAVORITES_HUNTERS_ONLY);
  const rows = await queryRows<HuntJoinedRow>(
    db,
    sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS}
        FROM hunts h
        JOIN users u ON u.id = h.outfitter_id
        JOIN favorites f ON f.outfitter_id = h.outfitter_id AND f.hunter_id = ${hunter.id}
        WHERE h.is_active AND h.search_rank > 0
        ORDER BY h.created_at DESC, h.id DESC
        LIMIT ${FAVORITE_HUNTS_LIMIT}`,
  );
  return rows.map(publicHuntOf);
}

/** GET /api/favorites/check/{outfitterId}. */
export async function checkFavorite(user: CurrentUser | null, outfitterId: number): Promise<FavoriteCheck> {
  const hunter = requireHunter(user, FAVORITES_HUNTERS_ONLY);
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(favorites)
    .where(and(eq(favorites.hunterId, hunter.id), eq(favorites.outfitterId, outfitterId)))
    .limit(1);
  return { isFavorited: !!row };
}

/** POST /api/favorites/{outfitterId}: idempotent; only approved, active outfitters can be added. */
export async function addFavorite(user: CurrentUser | null, outfitterId: number): Promise<FavoriteCheck> {
  const hunter = requireHunter(user, FAVORITES_HUNTERS_ONLY);
  await findOutfitterTarget(outfitterId, { listed: true });
  await db.insert(favorites).values({ hunterId: hunter.id, outfitterId }).onConflictDoNothing();
  return { isFavorited: true };
}

/**
 * DELETE /api/favorites/{outfitterId}: idempotent. Any outfitter account can be removed, so a
 * favourite of an outfitter who was paused later can still be taken off the list.
 */
export async function removeFavorite(user: CurrentUser | null, outfitterId: number): Promise<FavoriteCheck> {
  const hunter = requireHunter(user, FAVORITES_HUNTERS_ONLY);
  await findOutfitterTarget(outfitterId, { listed: false });
  await db.delete(favorites).where(and(eq(favorites.hunterId, hunter.id), eq(favorites.outfitterId, outfitterId)));
  return { isFavorited: false };
}
