import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { upload as clientUpload } from "@vercel/blob/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { mediaUploads } from "@/db/schema";
import { createHunter, createOutfitter } from "@/seed/factories";
import { GET as clientConfig, POST as clientRoute } from "@/app/api/upload/client/route";
import { POST as completeRoute } from "@/app/api/upload/complete/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { resetConfigForTests } from "@/lib/config";
import { CLIENT_UPLOAD_MESSAGES } from "@/lib/storage/client-upload";
import { UPLOAD_MESSAGES } from "@/lib/storage/limits";
import { IDLE } from "@/lib/actions/state";
import { completeUploadAction } from "@/lib/storage/media-actions";
import { call } from "../../support/http";
import { callAs } from "../../support/next-headers";
import { FAKE_BLOB_TOKEN, readClientToken, startFakeBlob } from "../../support/fake-blob";

vi.mock("next/headers", () => import("../../support/next-headers"));

let fake: Awaited<ReturnType<typeof startFakeBlob>>;
let app: Server;
let appBase: string;
let outfitter: Awaited<ReturnType<typeof createOutfitter>>;
let token: string;

/** The app's POST /api/upload/client on a real port, as @vercel/blob/client's upload() calls it. */
async function serveClientRoute() {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers(
      Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])),
    );
    const nreq = new NextRequest(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) });
    const answer = await clientRoute(nreq, { params: Promise.resolve({}) });
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

beforeAll(async () => {
  fake = await startFakeBlob();
  app = await serveClientRoute();
  appBase = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "rl-blob-"));
  process.env.BLOB_READ_WRITE_TOKEN = FAKE_BLOB_TOKEN;
  process.env.VERCEL_BLOB_API_URL = fake.base;
  process.env.VERCEL_BLOB_RETRIES = "0";
  resetConfigForTests();
  outfitter = await createOutfitter();
  token = await issueApiToken(outfitter.id);
});

afterAll(async () => {
  for (const k of ["BLOB_READ_WRITE_TOKEN", "VERCEL_BLOB_API_URL", "VERCEL_BLOB_RETRIES"]) delete process.env[k];
  resetConfigForTests();
  await new Promise<void>((resolve) => app.close(() => resolve()));
  await fake.close();
});

const hex = () => randomBytes(16).toString("hex");
const tokenRequest = (pathname: string, auth?: string) =>
  call(clientRoute, {
    method: "POST",
    token: auth,
    body: { type: "blob.generate-client-token", payload: { pathname, clientPayload: null, multipart: false } },
  });

describe("POST /api/upload/client: client tokens", () => {
  it("tells outfitters that uploads go straight to Blob", async () => {
    expect((await call(clientConfig, { token })).json).toEqual({ enabled: true });
    expect((await call(clientConfig, { token: await issueApiToken((await createHunter()).id) })).status).toBe(403);
  });

  it("gives an approved outfitter a token for its own photo pathname: image types, 10 MB, 30 minutes, a completion callback", async () => {
    const pathname = `incoming/u${outfitter.id}/${hex()}.jpg`;
    const r = await tokenRequest(pathname, token);
    expect(r.status).toBe(200);
    const payload = readClientToken(String(r.json.clientToken))!;
    expect(payload).toMatchObject({
      pathname,
      allowedContentTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
      maximumSizeInBytes: 10 * 1024 * 1024,
      onUploadCompleted: {
        callbackUrl: "http://localhost:3000/api/upload/client",
        tokenPayload: JSON.stringify({ ownerId: outfitter.id }),
      },
    });
    expect(payload.validUntil - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(payload.validUntil - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const video = readClientToken(String((await tokenRequest(`incoming/u${outfitter.id}/${hex()}.mov`, token)).json.clientToken))!;
    expect(video).toMatchObject({ allowedContentTypes: ["video/mp4", "video/quicktime"], maximumSizeInBytes: 100 * 1024 * 1024 });
  });

  it("refuses another outfitter's prefix, other folders and types, hunters, unapproved outfitters and signed-out callers", async () => {
    const other = await createOutfitter();
    expect((await tokenRequest(`incoming/u${other.id}/${hex()}.jpg`, token)).status).toBe(403);
    for (const bad of [
      `uploads/u${outfitter.id}/${hex()}.jpg`,
      `incoming/u${outfitter.id}/../u${other.id}/${hex()}.jpg`,
      `incoming/u${outfitter.id}/${hex()}.svg`,
      `incoming/u${outfitter.id}/x.jpg`,
    ]) {
      const r = await tokenRequest(bad, token);
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(CLIENT_UPLOAD_MESSAGES.badPath);
    }
    const hunter = await createHunter();
    expect((await tokenRequest(`incoming/u${hunter.id}/${hex()}.jpg`, await issueApiToken(hunter.id))).status).toBe(403);
    const pending = await createOutfitter({ isApproved: false });
    const refused = await tokenRequest(`incoming/u${pending.id}/${hex()}.jpg`, await issueApiToken(pending.id));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(UPLOAD_MESSAGES.notApproved);
    expect((await tokenRequest(`incoming/u${outfitter.id}/${hex()}.jpg`)).status).toBe(401);
  });
});

describe("direct upload with @vercel/blob/client, then completion", () => {
  const upload = (pathname: string, body: Buffer, contentType: string, onProgress?: (p: number) => void, multipart = false) =>
    clientUpload(pathname, new Blob([new Uint8Array(body)]), {
      access: "public",
      handleUploadUrl: `${appBase}/api/upload/client`,
      headers: { authorization: `Bearer ${token}` },
      contentType,
      multipart,
      onUploadProgress: onProgress ? ({ percentage }) => onProgress(percentage) : undefined,
    });
  const complete = (pathname: string, auth = token) => call(completeRoute, { method: "POST", token: auth, body: { pathname } });

  it("uploads a phone photo with progress, then stores it re-encoded with its card and deletes what was sent", async () => {
    const id = hex();
    const pathname = `incoming/u${outfitter.id}/${id}.jpg`;
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#4a6741" } })
      .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 30/1 0/1" } })
      .jpeg()
      .toBuffer();
    const progress: number[] = [];
    const sent = await upload(pathname, photo, "image/jpeg", (p) => progress.push(p));
    expect(sent.pathname).toBe(pathname);
    expect(progress.length).toBeGreaterThan(0);

    const r = await complete(pathname);
    expect(r.status).toBe(201);
    expect(r.json.url).toBe(fake.fileUrl(`uploads/u${outfitter.id}/${id}.photo.webp`));
    expect(r.json.cardUrl).toBe(fake.fileUrl(`uploads/u${outfitter.id}/${id}.card.jpg`));
    expect(fake.files.has(pathname)).toBe(false);
    const stored = await sharp(fake.files.get(`uploads/u${outfitter.id}/${id}.photo.webp`)!.bytes).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 1600, height: 900 });
    expect(stored.exif).toBeUndefined();
    expect(await sharp(fake.files.get(`uploads/u${outfitter.id}/${id}.card.jpg`)!.bytes).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
    const [row] = await db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.key, `u${outfitter.id}/${id}.photo.webp`));
    expect(row).toMatchObject({ ownerId: outfitter.id, kind: "image", source: "client", width: 1600, height: 900 });

    // Blob's completion callback arrives afterwards: verified, and the upload is not stored twice.
    const callback = fake.callbacks.find((c) => c.body.includes(pathname))!;
    const cb = await call(clientRoute, { method: "POST", rawBody: callback.body, headers: { "x-vercel-signature": callback.signature } });
    expect(cb.status).toBe(200);
    expect(await db.select().from(mediaUploads).where(eq(mediaUploads.ownerId, outfitter.id))).toHaveLength(1);
    // The browser asking again answers the stored photo.
    expect((await complete(pathname)).json.url).toBe(r.json.url);
  });

  it("completes an upload from Blob's signed callback alone, and refuses a callback with a wrong signature", async () => {
    const id = hex();
    const pathname = `incoming/u${outfitter.id}/${id}.png`;
    await upload(
      pathname,
      await sharp({ create: { width: 64, height: 48, channels: 3, background: "#aa5500" } })
        .png()
        .toBuffer(),
      "image/png",
    );
    const callback = fake.callbacks.find((c) => c.body.includes(pathname))!;
    const forged = await call(clientRoute, { method: "POST", rawBody: callback.body, headers: { "x-vercel-signature": "00".repeat(32) } });
    expect(forged.status).toBe(401);
    expect(fake.files.has(pathname)).toBe(true);
    const cb = await call(clientRoute, { method: "POST", rawBody: callback.body, headers: { "x-vercel-signature": callback.signature } });
    expect(cb.status).toBe(200);
    expect(fake.files.has(`uploads/u${outfitter.id}/${id}.photo.webp`)).toBe(true);
    expect(fake.files.has(pathname)).toBe(false);
  });

  it("uploads a video in parts (multipart) and copies it to its key without processing", async () => {
    const id = hex();
    const pathname = `incoming/u${outfitter.id}/${id}.mp4`;
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(9 * 1024 * 1024)]);
    const progress: number[] = [];
    await upload(pathname, video, "video/mp4", (p) => progress.push(p), true);
    expect(fake.requests.some((q) => q.path.startsWith("/mpu"))).toBe(true);
    // Progress is reported as parts go out, throttled to one call per 150 ms whose trailing call may
    // land just after the upload resolves (a loaded CI machine saw only the leading 0): it rises and never goes back.
    await vi.waitFor(() => expect(Math.max(...progress)).toBeGreaterThan(0), { timeout: 2_000 });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const r = await complete(pathname);
    expect(r.json).toMatchObject({ url: fake.fileUrl(`uploads/u${outfitter.id}/${id}.mp4`) });
    expect(r.status).toBe(201);
    expect(fake.files.get(`uploads/u${outfitter.id}/${id}.mp4`)!.bytes.length).toBe(video.length);
    expect(fake.files.has(pathname)).toBe(false);
  });

  it("refuses what the token does not allow: a content type outside the list, a file over the size", async () => {
    await expect(upload(`incoming/u${outfitter.id}/${hex()}.png`, Buffer.from("<svg/>"), "image/svg+xml")).rejects.toThrow(
      /content ?type/i,
    );
    await expect(upload(`incoming/u${outfitter.id}/${hex()}.png`, Buffer.alloc(10 * 1024 * 1024 + 1), "image/png")).rejects.toThrow(
      /greater than|too large/i,
    );
  });

  it.each([
    ["HTML sent as image/png", "png", Buffer.from("<!doctype html><script>alert(1)</script>"), 400, UPLOAD_MESSAGES.notImage],
    ["a truncated JPEG", "jpg", null, 400, UPLOAD_MESSAGES.damaged],
    ["an 11 MB photo put past the token", "jpg", Buffer.alloc(11 * 1024 * 1024, 0xff), 413, UPLOAD_MESSAGES.imageTooLarge],
    [
      "a PNG named .mp4",
      "mp4",
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]),
      400,
      UPLOAD_MESSAGES.notVideo,
    ],
  ])("completing %s is refused, the incoming file deleted and nothing stored", async (_label, ext, bytes, status, message) => {
    const id = hex();
    const pathname = `incoming/u${outfitter.id}/${id}.${ext}`;
    const content =
      bytes ??
      (
        await sharp({
          create: { width: 300, height: 200, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
        })
          .jpeg()
          .toBuffer()
      ).subarray(0, 2000);
    fake.put(pathname, content, ext === "mp4" ? "video/mp4" : "image/png");
    const r = await complete(pathname);
    expect(r.status).toBe(status);
    expect(r.json.message).toBe(message);
    expect(fake.files.has(pathname)).toBe(false);
    expect([...fake.files.keys()].filter((k) => k.includes(id))).toEqual([]);
  });

  it("refuses completing another outfitter's upload or one that does not exist", async () => {
    const other = await createOutfitter();
    const theirs = `incoming/u${other.id}/${hex()}.jpg`;
    fake.put(theirs, Buffer.from("x"), "image/jpeg");
    expect((await complete(theirs)).status).toBe(403);
    expect(fake.files.has(theirs)).toBe(true);
    const missing = await complete(`incoming/u${outfitter.id}/${hex()}.jpg`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(CLIENT_UPLOAD_MESSAGES.notFound);
  });

  it("the hunt form completes through completeUploadAction, with the route's rules: the owner's upload stored once, anyone else's refused", async () => {
    const id = hex();
    const pathname = `incoming/u${outfitter.id}/${id}.jpg`;
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#6b4f2a" } })
      .jpeg()
      .toBuffer();
    await upload(pathname, photo, "image/jpeg");

    callAs(await issueApiToken((await createHunter()).id));
    expect(await completeUploadAction(IDLE, { pathname })).toMatchObject({ ok: false, status: 403 });
    callAs(await issueApiToken((await createOutfitter()).id));
    expect(await completeUploadAction(IDLE, { pathname })).toMatchObject({ ok: false, status: 403 });
    expect(fake.files.has(pathname)).toBe(true);

    callAs(token);
    expect(await completeUploadAction(IDLE, { pathname: "" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { pathname: ["pathname is required"] },
    });
    const done = await completeUploadAction(IDLE, { pathname });
    expect(done).toMatchObject({ ok: true, data: { url: fake.fileUrl(`uploads/u${outfitter.id}/${id}.photo.webp`) } });
    expect(fake.files.has(pathname)).toBe(false);
    expect(
      await db
        .select()
        .from(mediaUploads)
        .where(eq(mediaUploads.key, `u${outfitter.id}/${id}.photo.webp`)),
    ).toHaveLength(1);
    // Asked again (a retried request), it answers the stored photo.
    expect(await completeUploadAction(IDLE, { pathname })).toMatchObject({ ok: true, data: { url: done.data!.url } });
  });
});
