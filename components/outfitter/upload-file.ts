"use client";

import { callAction } from "@/lib/actions/call";
import { api } from "@/lib/api-client";
import { completeUploadAction } from "@/lib/storage/media-actions";
import { keyOfUrl } from "@/lib/storage/keys";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, UPLOAD_MESSAGES, VIDEO_ACCEPT, VIDEO_MAX_BYTES } from "@/lib/storage/limits";

type Kind = "image" | "video";
type Uploaded = { url: string };
const FAILED = "Failed to upload photo. Please try again.";
const EXT: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "video/mp4": "mp4",
  "video/quicktime": "mov",
};

/** Whether this deployment takes uploads straight into Vercel Blob (asked once per page load). */
let direct: Promise<boolean> | null = null;
const directUploads = () =>
  (direct ??= api
    .get<{ enabled: boolean }>("/api/upload/client")
    .then((r) => r.enabled)
    .catch(() => false));

/**
 * Uploads one photo or the hunt video with real progress. With Vercel Blob configured the browser
 * sends the file straight to Blob (@vercel/blob/client, multipart for videos) and the app then
 * stores what it keeps of it (completeUploadAction, twin of POST /api/upload/complete); otherwise the file goes to
 * POST /api/upload. Rejects with the server's message when there is one.
 * These stay route handlers, not server actions: an upload streams, with progress, under limits
 * checked as the bytes arrive, and an action's body is read whole before it runs.
 */
export async function uploadFile(file: File, field: Kind, ownerId: number, onProgress: (percent: number) => void): Promise<Uploaded> {
  // The server enforces the limits as the bytes arrive; saying so before sending saves the wait.
  const tooLarge = field === "image" ? file.size > IMAGE_MAX_BYTES : file.size > VIDEO_MAX_BYTES;
  if (tooLarge) throw new Error(field === "image" ? UPLOAD_MESSAGES.imageTooLarge : UPLOAD_MESSAGES.videoTooLarge);
  if (!(await directUploads())) return uploadToServer(file, field, onProgress);
  const accepted = (field === "image" ? IMAGE_ACCEPT : VIDEO_ACCEPT).split(",");
  if (!accepted.includes(file.type)) throw new Error(field === "image" ? UPLOAD_MESSAGES.notImage : UPLOAD_MESSAGES.notVideo);
  return uploadToBlob(file, field, ownerId, onProgress);
}

async function uploadToBlob(file: File, field: Kind, ownerId: number, onProgress: (percent: number) => void): Promise<Uploaded> {
  const { upload } = await import("@vercel/blob/client");
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  const pathname = `incoming/u${ownerId}/${random}.${EXT[file.type]}`;
  try {
    await upload(pathname, file, {
      access: "public",
      handleUploadUrl: "/api/upload/client",
      contentType: file.type,
      multipart: field === "video",
      // The last few percent are the app storing the file (a photo is re-encoded).
      onUploadProgress: ({ percentage }) => onProgress(Math.min(95, Math.round(percentage * 0.95))),
    });
  } catch {
    throw new Error(FAILED);
  }
  const stored = await callAction(completeUploadAction, { pathname }, FAILED);
  onProgress(100);
  return stored;
}

/** POST /api/upload with real progress (fetch has no upload progress): XMLHttpRequest, multipart. */
function uploadToServer(file: File, field: Kind, onProgress: (percent: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { url?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: fall through to the generic message
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.url) {
        onProgress(100);
        resolve({ url: body.url });
      } else reject(new Error(body.message || FAILED));
    };
    xhr.onerror = () => reject(new Error(FAILED));
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

/** True for files this user uploaded to our storage (so removing one also deletes it). */
export function isOwnUploadUrl(url: string, userId: number): boolean {
  return keyOfUrl(url, window.location.origin)?.ownerId === userId;
}
