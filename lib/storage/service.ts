import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { hunts, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireHunt, expireOutfitter } from "@/lib/cache/tags";
import { AppError, forbidden } from "@/lib/http/errors";
import { socialCardUrl } from "@/lib/images";
import { UPLOAD_MESSAGES } from "./limits";
import { incomingDir, keyOf, storage } from "./provider";
import { cardKey, type StorageKey } from "./keys";
import { receiveUpload } from "./receive";
import { storeReceived, type UploadResult } from "./store";
import { log } from "@/lib/log";

/** A photo is re-encoded and only the clean photo and card are stored, never the bytes as they came; a video is stored as received. */
export async function storeUpload(user: CurrentUser, req: Request): Promise<UploadResult> {
  if (user.role === "outfitter" && !user.isApproved) throw forbidden(UPLOAD_MESSAGES.notApproved);
  const file = await receiveUpload(req, incomingDir());
  try {
    return await storeReceived({
      ownerId: user.id,
      kind: file.kind,
      file: file.path,
      ext: file.type.ext,
      size: file.size,
      source: "server",
    });
  } finally {
    await file.discard();
  }
}

export async function removeStored(key: StorageKey, url: string): Promise<void> {
  await storage().remove(key.key, url);
  const card = key.variant === "photo" ? socialCardUrl(url) : null;
  if (card) await storage().remove(cardKey(key.ownerId, key.id), card);
}

/** Also from wherever the caller used it (hunt photos and video, cover photo), so no page points at a missing file. */
export async function deleteOwnUpload(user: CurrentUser, imageUrl: string) {
  const key = keyOf(imageUrl);
  if (!key || key.ownerId !== user.id) throw forbidden(UPLOAD_MESSAGES.notOwn);
  const touched = await db.transaction(async (tx) => {
    const changed = await tx
      .update(hunts)
      .set({
        images: sql`array_remove(${hunts.images}, ${imageUrl})`,
        video: sql`case when ${hunts.video} = ${imageUrl} then null else ${hunts.video} end`,
      })
      .where(and(eq(hunts.outfitterId, user.id), sql`(${imageUrl} = any(${hunts.images}) or ${hunts.video} = ${imageUrl})`))
      .returning({ id: hunts.id });
    const cover = await tx
      .update(users)
      .set({ coverPhoto: null })
      .where(and(eq(users.id, user.id), eq(users.coverPhoto, imageUrl)))
      .returning({ id: users.id });
    return { huntIds: changed.map((h) => h.id), cover: cover.length > 0 };
  });
  try {
    await removeStored(key, imageUrl);
  } catch (err) {
    log.error("storage.delete_failed", { userId: user.id, url: imageUrl, err });
    throw new AppError(502, "Failed to delete image from storage");
  }
  for (const id of touched.huntIds) expireHunt(id, user.id);
  if (touched.cover) expireOutfitter(user.id);
  return { deleted: true, huntsUpdated: touched.huntIds.length };
}
