import "server-only";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { BlobNotFoundError, copy, del, head } from "@vercel/blob";
import { handleUpload, type HandleUploadBody } from "@vercel/blob/client";
import { config } from "@/lib/config";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError, badRequest, forbidden, notFound, unauthorized } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES } from "./limits";
import { cardKey, photoKey } from "./keys";
import { incomingDir } from "./provider";
import { MIME_BY_EXT, sniffType } from "./sniff";
import { recordUpload, storeReceived, toStorage, type UploadResult } from "./store";

// The browser uploads to Blob itself with a client token for its own incoming/ pathname; the browser or Blob's signed callback, whichever
// comes first, completes it. The incoming file is deleted either way, so no page ever points at the bytes as they were sent.
export const INCOMING_PATTERN = /^incoming\/u(\d{1,9})\/([a-f0-9]{32})\.(jpg|png|gif|webp|mp4|mov)$/;

type Incoming = { pathname: string; ownerId: number; id: string; ext: string; kind: "image" | "video" };

const LIMITS = {
  image: {
    types: ["image/jpeg", "image/png", "image/webp", "image/gif"],
    max: IMAGE_MAX_BYTES,
    tooLarge: UPLOAD_MESSAGES.imageTooLarge,
    wrong: UPLOAD_MESSAGES.notImage,
  },
  video: {
    types: ["video/mp4", "video/quicktime"],
    max: VIDEO_MAX_BYTES,
    tooLarge: UPLOAD_MESSAGES.videoTooLarge,
    wrong: UPLOAD_MESSAGES.notVideo,
  },
} as const;

/** How long a client token may start an upload (a 100 MB video on a slow link finishes later; Blob checks the start). */
const TOKEN_MINUTES = 30;

export const CLIENT_UPLOAD_MESSAGES = {
  badPath: "Uploads go to your own folder: incoming/u{your id}/{32 hex}.{jpg|png|gif|webp|mp4|mov}",
  notFound: "The upload was not found. Please upload the file again.",
  notConfigured: "Direct uploads are not enabled here: send the file to POST /api/upload",
} as const;

export function parseIncoming(pathname: string): Incoming | null {
  const m = INCOMING_PATTERN.exec(pathname);
  if (!m) return null;
  const ext = m[3]!;
  return { pathname, ownerId: Number(m[1]), id: m[2]!, ext, kind: ext === "mp4" || ext === "mov" ? "video" : "image" };
}

function blobToken(): string {
  const token = config().BLOB_READ_WRITE_TOKEN;
  if (!token) throw new AppError(409, CLIENT_UPLOAD_MESSAGES.notConfigured);
  return token;
}

function assertMayUpload(user: CurrentUser | null): CurrentUser {
  if (!user) throw unauthorized();
  if (user.role === "hunter") throw forbidden();
  if (user.role === "outfitter" && !user.isApproved) throw forbidden(UPLOAD_MESSAGES.notApproved);
  return user;
}

/** One file at the caller's own incoming pathname, of its extension's kind, within that kind's types and size: Blob enforces the token. */
export function clientTokenOptions(user: CurrentUser | null, pathname: string, now = Date.now()) {
  const caller = assertMayUpload(user);
  const incoming = parseIncoming(pathname);
  if (!incoming) throw badRequest(CLIENT_UPLOAD_MESSAGES.badPath);
  if (incoming.ownerId !== caller.id) throw forbidden(CLIENT_UPLOAD_MESSAGES.badPath);
  const limit = LIMITS[incoming.kind];
  return {
    allowedContentTypes: [...limit.types],
    maximumSizeInBytes: limit.max,
    addRandomSuffix: false,
    allowOverwrite: false,
    validUntil: now + TOKEN_MINUTES * 60_000,
    tokenPayload: JSON.stringify({ ownerId: caller.id }),
    // Blob calls back here when the file is in; the browser also completes it (a local server is unreachable from Blob).
    callbackUrl: `${config().APP_URL}/api/upload/client`,
  };
}

export async function handleClientUploadEvent(req: Request, body: HandleUploadBody, user: CurrentUser | null) {
  // A token request is authorised before anything else, so a refused caller learns nothing more.
  if (body?.type === "blob.generate-client-token") clientTokenOptions(user, String(body.payload?.pathname ?? ""));
  const token = blobToken();
  try {
    return await handleUpload({
      token,
      request: req,
      body,
      onBeforeGenerateToken: async (pathname) => clientTokenOptions(user, pathname),
      onUploadCompleted: async ({ blob, tokenPayload }) => {
        const { ownerId } = JSON.parse(tokenPayload ?? "{}") as { ownerId?: number };
        if (typeof ownerId !== "number") throw badRequest("The upload's token names no owner");
        await completeClientUpload(ownerId, blob.pathname);
      },
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    // handleUpload's own refusals: a callback without or with a wrong signature, an unknown event.
    if (/signature/i.test(message)) throw unauthorized("Invalid callback signature");
    if (/event type/i.test(message)) throw badRequest("Unknown upload event");
    throw err;
  }
}

/** An approved outfitter or the admin. */
export async function completeOwnUpload(user: CurrentUser | null, pathname: string): Promise<UploadResult> {
  return completeClientUpload(assertMayUpload(user).id, pathname);
}

/** The file's type is read from its first bytes at Blob; completing an upload already completed answers the stored result. */
export async function completeClientUpload(ownerId: number, pathname: string): Promise<UploadResult> {
  const incoming = parseIncoming(pathname);
  if (!incoming || incoming.ownerId !== ownerId) throw forbidden(CLIENT_UPLOAD_MESSAGES.badPath);
  const token = blobToken();
  const limit = LIMITS[incoming.kind];
  const finalKey = incoming.kind === "image" ? photoKey(ownerId, incoming.id) : `u${ownerId}/${incoming.id}.${incoming.ext}`;
  const done = await headOrNull(`uploads/${finalKey}`, token);
  if (done) return storedResult(incoming, done);

  const blob = await headOrNull(pathname, token);
  if (!blob) throw notFound(CLIENT_UPLOAD_MESSAGES.notFound);
  const refuse = async (err: AppError) => {
    await del(blob.url, { token }).catch((e) => log.warn("upload.incoming_delete_failed", { pathname, err: e }));
    return err;
  };
  if (blob.size > limit.max) throw await refuse(new AppError(413, limit.tooLarge));
  if (blob.size === 0) throw await refuse(badRequest(UPLOAD_MESSAGES.empty));

  let result: UploadResult;
  if (incoming.kind === "video") {
    // A video is not processed: its first bytes decide its type, then Blob copies it server-side.
    const type = sniffType(await firstBytes(blob.url, 64));
    if (type?.kind !== "video") throw await refuse(badRequest(limit.wrong));
    const contentType = MIME_BY_EXT[type.ext]!;
    const stored = await toStorage(() =>
      copy(blob.url, `uploads/${finalKey}`, { access: "public", addRandomSuffix: false, allowOverwrite: true, contentType, token }),
    );
    await recordUpload({ key: finalKey, ownerId, kind: "video", url: stored.url, contentType, size: blob.size, source: "client" });
    result = { url: stored.url, contentType, size: blob.size };
  } else {
    const file = await download(blob.url, limit.max).catch(async (err) => {
      throw err instanceof AppError && err.status < 500 ? await refuse(err) : err;
    });
    try {
      const type = sniffType(file.head);
      if (type?.kind !== "image") throw await refuse(badRequest(limit.wrong));
      result = await storeReceived({
        ownerId,
        id: incoming.id,
        kind: "image",
        file: file.path,
        ext: type.ext,
        size: file.size,
        source: "client",
      }).catch(async (err) => {
        throw err instanceof AppError && err.status < 500 ? await refuse(err) : err;
      });
    } finally {
      await rm(file.path, { force: true });
    }
  }
  await del(blob.url, { token }).catch((err) => log.warn("upload.incoming_delete_failed", { pathname, err }));
  return result;
}

async function headOrNull(pathname: string, token: string) {
  try {
    return await head(pathname, { token });
  } catch (err) {
    if (err instanceof BlobNotFoundError) return null;
    throw err;
  }
}

function storedResult(incoming: Incoming, blob: { url: string; size: number; contentType: string }): UploadResult {
  if (incoming.kind === "video") return { url: blob.url, contentType: blob.contentType, size: blob.size };
  const cardUrl = blob.url.replace(`${photoKey(incoming.ownerId, incoming.id)}`, cardKey(incoming.ownerId, incoming.id));
  return { url: blob.url, cardUrl, contentType: blob.contentType, size: blob.size };
}

async function firstBytes(url: string, n: number): Promise<Uint8Array> {
  const res = await fetch(url, { headers: { range: `bytes=0-${n - 1}` } });
  if (!res.ok) throw new AppError(502, "Failed to upload photo. Please try again.");
  return new Uint8Array(await res.arrayBuffer()).subarray(0, n);
}

/** Downloads a blob to a temporary file, refusing it past `max` bytes whatever its headers said. */
async function download(url: string, max: number): Promise<{ path: string; size: number; head: Uint8Array }> {
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new AppError(502, "Failed to upload photo. Please try again.");
  await mkdir(incomingDir(), { recursive: true });
  const file = path.join(incomingDir(), `${crypto.randomUUID()}.part`);
  let size = 0;
  let head = new Uint8Array(0);
  const counted = Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>).map((chunk: Buffer) => {
    size += chunk.length;
    if (size > max) throw new AppError(413, UPLOAD_MESSAGES.imageTooLarge);
    if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
    return chunk;
  });
  try {
    await pipeline(counted, createWriteStream(file, { flags: "wx" }));
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return { path: file, size, head };
}
