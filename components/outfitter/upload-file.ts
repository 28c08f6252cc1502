"use client";

import { keyOfUrl } from "@/lib/storage/keys";
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES } from "@/lib/storage/limits";

/**
 * POST /api/upload with real progress (fetch has no upload progress): XMLHttpRequest, multipart,
 * field `image` for photos or `video`. Rejects with the server's message when there is one.
 */
export function uploadFile(file: File, field: "image" | "video", onProgress: (percent: number) => void): Promise<{ url: string }> {
  // The server enforces the limit as the bytes arrive; saying so before sending saves the wait.
  const tooLarge = field === "image" ? file.size > IMAGE_MAX_BYTES : file.size > VIDEO_MAX_BYTES;
  if (tooLarge) return Promise.reject(new Error(field === "image" ? UPLOAD_MESSAGES.imageTooLarge : UPLOAD_MESSAGES.videoTooLarge));
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
      } else reject(new Error(body.message || "Failed to upload photo. Please try again."));
    };
    xhr.onerror = () => reject(new Error("Failed to upload photo. Please try again."));
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

/** True for files this user uploaded to our storage (so removing one also deletes it). */
export function isOwnUploadUrl(url: string, userId: number): boolean {
  return keyOfUrl(url, window.location.origin)?.ownerId === userId;
}
