import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { hunts, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireHunt, expireOutfitter } from "@/lib/cache/tags";
import { AppError, badRequest, forbidden } from "@/lib/http/errors";
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES } from "./limits";
import { keyOf, storage } from "./provider";
import { imageDimensions, tooManyPixels } from "./dimensions";
import { sniffType } from "./sniff";

export type UploadKind = "image" | "video";
export type UploadResult = { url: string; contentType: string; size: number };

const tooLarge = (message: string) => new AppError(413, message);

/** Largest request we read for a kind: the file limit plus room for the multipart envelope. */
export const maxRequestBytes = (kind: UploadKind) => (kind === "video" ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES) + 64 * 1024;

/** Checks a file by its content and size, then stores it under the uploader's key. */
export async function storeUpload(user: CurrentUser, kind: UploadKind, file: File): Promise<UploadResult> {
  if (user.role === "outfitter" && !user.isApproved) throw forbidden(UPLOAD_MESSAGES.notApproved);
  const max = kind === "video" ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
  if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.empty);
  if (file.size > max) throw tooLarge(kind === "video" ? UPLOAD_MESSAGES.videoTooLarge : UPLOAD_MESSAGES.imageTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffType(bytes);
  if (!type || type.kind !== kind) throw badRequest(kind === "video" ? UPLOAD_MESSAGES.notVideo : UPLOAD_MESSAGES.notImage);
  if (kind === "image") {
    // Magic bytes are not enough: the header must parse, and declare a size a browser can decode.
    const size = await imageDimensions(bytes);
    if (!size) throw badRequest(UPLOAD_MESSAGES.notImage);
    if (tooManyPixels(size)) throw badRequest(UPLOAD_MESSAGES.tooManyPixels);
  }
  const key = `u${user.id}/${randomBytes(16).toString("hex")}.${type.ext}`;
  let url: string;
  try {
    url = await storage().put(key, bytes, type.mime);
  } catch (err) {
    console.error("Upload to storage failed", err);
    throw new AppError(502, "Failed to upload photo. Please try again.");
  }
  return { url, contentType: type.mime, size: bytes.length };
}

/**
 * Deletes one of the caller's uploads from storage and from wherever the caller used it (their
 * hunts' photos and video, their cover photo), so no page keeps pointing at a missing file.
 */
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
    await storage().remove(key.key, imageUrl);
  } catch (err) {
    console.error("Delete from storage failed", err);
    throw new AppError(502, "Failed to delete image from storage");
  }
  for (const id of touched.huntIds) expireHunt(id, user.id);
  if (touched.cover) expireOutfitter(user.id);
  return { deleted: true, huntsUpdated: touched.huntIds.length };
}
