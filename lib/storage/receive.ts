import "server-only";
import { randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import Busboy from "busboy";
import { AppError, badRequest } from "@/lib/http/errors";
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES } from "./limits";
import { sniffType, type SniffedType } from "./sniff";

export type UploadKind = "image" | "video";

export type ReceivedFile = { kind: UploadKind; path: string; size: number; type: SniffedType; discard: () => Promise<void> };

const MAX_FILE_BYTES: Record<UploadKind, number> = { image: IMAGE_MAX_BYTES, video: VIDEO_MAX_BYTES };
const TOO_LARGE: Record<UploadKind, string> = { image: UPLOAD_MESSAGES.imageTooLarge, video: UPLOAD_MESSAGES.videoTooLarge };
const WRONG_TYPE: Record<UploadKind, string> = { image: UPLOAD_MESSAGES.notImage, video: UPLOAD_MESSAGES.notVideo };
/** Bytes needed to recognise a type by its magic bytes (lib/storage/sniff.ts). */
const SNIFF_BYTES = 16;

/** The largest request body read: the video limit plus room for the multipart envelope. */
export const MAX_UPLOAD_REQUEST_BYTES = VIDEO_MAX_BYTES + 64 * 1024;

// Limits are checked as the bytes arrive, whatever Content-Length says (or with none, chunked): the kind's size (413), the request's total,
// and the type by its first bytes (400). A refused or failed upload leaves no file.
export async function receiveUpload(req: Request, dir: string): Promise<ReceivedFile> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !req.body) throw badRequest(UPLOAD_MESSAGES.noFile);
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_REQUEST_BYTES) throw new AppError(413, UPLOAD_MESSAGES.videoTooLarge);
  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({
      headers: { "content-type": contentType },
      preservePath: true,
      limits: { files: 1, fields: 8, fieldSize: 1024, parts: 10, fileSize: VIDEO_MAX_BYTES + 1 },
    });
  } catch {
    throw badRequest(UPLOAD_MESSAGES.noFile); // no boundary, or a content type busboy cannot read
  }
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `${randomBytes(16).toString("hex")}.part`);
  const discard = () => rm(tmp, { force: true });
  const input = Readable.fromWeb(req.body as unknown as WebReadableStream<Uint8Array>);

  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let out: WriteStream | null = null;
    let received: { kind: UploadKind; size: number; head: Buffer; type: SniffedType | null } | null = null;
    let total = 0;

    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      drainThenClose(input);
      busboy.removeAllListeners();
      busboy.on("error", () => {});
      out?.destroy();
      void discard().finally(() => reject(err instanceof AppError ? err : badRequest(UPLOAD_MESSAGES.noFile)));
    };

    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        total += chunk.length;
        if (total > MAX_UPLOAD_REQUEST_BYTES) return fail(new AppError(413, TOO_LARGE[received?.kind ?? "video"]));
        done(null, chunk);
      },
    });

    busboy.on("file", (field, file, info) => {
      if ((field !== "image" && field !== "video") || received) {
        file.resume(); // not ours, or a second file: ignored
        return;
      }
      // The name is never used (keys are generated), but a browser sends a plain name: a path is an attack.
      if (!plainFileName(info.filename)) return fail(badRequest(UPLOAD_MESSAGES.badName));
      const kind: UploadKind = field;
      received = { kind, size: 0, head: Buffer.alloc(0), type: null };
      const r = received;
      out = createWriteStream(tmp, { flags: "wx" });
      out.on("error", fail);
      file.on("data", (chunk: Buffer) => {
        r.size += chunk.length;
        if (r.size > MAX_FILE_BYTES[kind]) return fail(new AppError(413, TOO_LARGE[kind]));
        if (!r.type && r.head.length < SNIFF_BYTES) {
          r.head = Buffer.concat([r.head, chunk.subarray(0, SNIFF_BYTES - r.head.length)]);
          if (r.head.length >= SNIFF_BYTES) {
            r.type = sniffType(r.head);
            if (r.type?.kind !== kind) return fail(badRequest(WRONG_TYPE[kind]));
          }
        }
        if (!out!.write(chunk)) {
          file.pause();
          out!.once("drain", () => file.resume());
        }
      });
      file.on("end", () => out!.end());
    });

    busboy.on("error", fail);
    busboy.on("close", () => {
      if (settled) return;
      const r = received;
      if (!r || !out) return fail(badRequest(UPLOAD_MESSAGES.noFile));
      const done = () => {
        if (settled) return;
        if (r.size === 0) return fail(badRequest(UPLOAD_MESSAGES.empty));
        // Shorter than the sniffing window: decide on what there is.
        const type = r.type ?? sniffType(r.head);
        if (type?.kind !== r.kind) return fail(badRequest(WRONG_TYPE[r.kind]));
        settled = true;
        resolve({ kind: r.kind, path: tmp, size: r.size, type, discard });
      };
      if (out.writableFinished) done();
      else out.once("finish", done);
    });

    input.on("error", fail);
    input.pipe(counter).pipe(busboy);
  });
}

/** How much of a refused upload is still read (into nothing) so the client can receive the answer. */
const DRAIN_BYTES = 4 * 1024 * 1024;
const DRAIN_MS = 5_000;

// Draining briefly lets the answer reach a client still sending (destroying the request would reset the connection); past a few
// megabytes or seconds it is cut off, so a refused upload cannot keep the server reading a gigabyte.
function drainThenClose(input: Readable) {
  input.unpipe();
  let drained = 0;
  const close = () => {
    clearTimeout(timer);
    input.destroy();
  };
  const timer = setTimeout(close, DRAIN_MS);
  timer.unref();
  input.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) close();
  });
  input.on("end", () => clearTimeout(timer));
  input.on("error", () => clearTimeout(timer));
  input.resume();
}

/** A file name as browsers send it: no folders (so no "../"), no control characters. */
export function plainFileName(name: string | undefined): boolean {
  return !name || (!/[/\\\u0000-\u001f]/.test(name) && name !== ".." && name !== ".");
}
