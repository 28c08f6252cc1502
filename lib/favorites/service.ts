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
export const FAVORITE_HUNTS_LIMIT = 60;

// Only outfitters still listed (approved and active).
export async function listFavorites(user: CurrentUser | null): Promise<FavoriteOutfitter[]> {
  const hunter = requireHunter(user, FAVORITES_HUNTERS_ONLY);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      profileImage: users.profileImage,
      coverPhoto: users.coverPhoto,
      isTopTier: sql<boolean>`${users.isTopTier} and not ${users.reliabilityPenalized}`,
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

export async function checkFavorite(user: CurrentUser | null, outfitterId: number): Promise<FavoriteCheck> {
  const hunter = requireHunter(user, FAVORITES_HUNTERS_ONLY);
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(favorites)
    .where(and(eq(favorites.hunterId, hunter.id), eq(favorites.outfitterId, outfitterId)))
    .limit(1);
  return { isFavorited: !!row };
}

export async function addFavorite(user: CurrentUser | null, outfitterId: number): Promise<FavoriteCheck> {
  const hunter = requireHunter(user, FAVORITES_HUNTERS_ONLY);
  await findOutfitterTarget(outfitterId, { listed: true });
  await db.insert(favorites).values({ hunterId: hunter.id, outfitterId }).onConflictDoNothing();
  return { isFavorited: true };
}

// Any outfitter account, so a favourite of an outfitter paused later can still be taken off the list.
export async function removeFavorite(user: CurrentUser | null, outfitterId: number): Promise<FavoriteCheck> {
  const hunter = requireHunter(user, FAVORITES_HUNTERS_ONLY);
  await findOutfitterTarget(outfitterId, { listed: false });
  await db.delete(favorites).where(and(eq(favorites.hunterId, hunter.id), eq(favorites.outfitterId, outfitterId)));
  return { isFavorited: false };
}
