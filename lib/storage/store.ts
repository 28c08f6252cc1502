import "server-only";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { db } from "@/db";
import { mediaUploads } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { cardKey, photoKey } from "./keys";
import { processImage } from "./process-image";
import { storage } from "./provider";
import { MIME_BY_EXT } from "./sniff";

export type UploadResult = { url: string; contentType: string; size: number; cardUrl?: string; width?: number; height?: number };

type Received = {
  ownerId: number;
  /** The upload's random id (a client upload keeps the one its incoming pathname has). */
  id?: string;
  kind: "image" | "video";
  file: string;
  ext: string;
  size: number;
  source: "server" | "client";
};

/** A photo re-encoded with its card (never the bytes as they came), a video as it is; then recorded in media_uploads. */
export async function storeReceived(r: Received): Promise<UploadResult> {
  const id = r.id ?? randomBytes(16).toString("hex");
  if (r.kind === "video") {
    const key = `u${r.ownerId}/${id}.${r.ext}`;
    const contentType = MIME_BY_EXT[r.ext]!;
    const url = await toStorage(() => storage().putFile(key, r.file, contentType));
    await recordUpload({ key, ownerId: r.ownerId, kind: "video", url, contentType, size: r.size, source: r.source });
    return { url, contentType, size: r.size };
  }
  const out = { photo: `${r.file}.photo.webp`, card: `${r.file}.card.jpg` };
  try {
    const { photo, card } = await processImage(r.file, out);
    const key = photoKey(r.ownerId, id);
    const [url, cardUrl] = await toStorage(() =>
      Promise.all([
        storage().putFile(key, photo.path, photo.contentType),
        storage().putFile(cardKey(r.ownerId, id), card.path, card.contentType),
      ]),
    );
    const result = { url, cardUrl, contentType: photo.contentType, size: photo.size, width: photo.width, height: photo.height };
    await recordUpload({ key, ownerId: r.ownerId, kind: "image", source: r.source, ...result });
    return result;
  } finally {
    await Promise.all([rm(out.photo, { force: true }), rm(out.card, { force: true })]);
  }
}

/** Records a stored upload once (a completion reported twice keeps the first row). */
export async function recordUpload(row: typeof mediaUploads.$inferInsert) {
  await db.insert(mediaUploads).values(row).onConflictDoNothing();
}

export async function toStorage<T>(put: () => Promise<T>): Promise<T> {
  try {
    return await put();
  } catch (err) {
    log.error("upload.storage_failed", { err });
    throw new AppError(502, "Failed to upload photo. Please try again.");
  }
}
