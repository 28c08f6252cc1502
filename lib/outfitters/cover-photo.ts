import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireOutfitter } from "@/lib/cache/tags";
import { badRequest, forbidden } from "@/lib/http/errors";
import { keyOf } from "@/lib/storage/provider";
import { toPublicUser, type PublicUser } from "@/lib/users/public-user";

export const COVER_MESSAGES = {
  notTopTier: "Cover photos are available to top-tier outfitters only",
  notOwnImage: "Upload the cover photo first, then save it",
} as const;

// Cover photos are a top-tier outfitter's perk; null removes it.
export async function setCoverPhoto(user: CurrentUser, coverPhoto: string | null): Promise<PublicUser> {
  if (user.role !== "outfitter" || !user.isTopTier) throw forbidden(COVER_MESSAGES.notTopTier);
  if (coverPhoto !== null) {
    const key = keyOf(coverPhoto);
    if (!key || key.ownerId !== user.id || ["mp4", "mov"].includes(key.ext)) throw badRequest(COVER_MESSAGES.notOwnImage);
  }
  const [row] = await db.update(users).set({ coverPhoto }).where(eq(users.id, user.id)).returning();
  expireOutfitter(user.id);
  return toPublicUser(row!);
}
