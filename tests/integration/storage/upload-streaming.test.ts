import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/upload/route";
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES } from "@/lib/storage/limits";
import { localUploadsFor, streamingUpload } from "../../support/multipart";
import { pngBytes } from "../../support/png";

const ctx = localUploadsFor("rl-streaming-");
const dataDir = ctx.dataDir;

const MB = 1024 * 1024;
const mp4Head = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(52)]);
/** Every file under the upload directory, temporary ones included. */
const files = () => {
  const dir = path.join(dataDir, "uploads");
  try {
    return readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => statSync(path.join(dir, f)).isFile());
  } catch {
    return [];
  }
};

async function send(req: NextRequest) {
  const res = await upload(req, { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe("uploads stream to disk with the limits enforced while they arrive (no Content-Length, chunked)", () => {
  it("refuses a 200 MB video with 413 once it passes 100 MB, without reading the rest, and removes the partial file", async () => {
    const before = files();
    const { req, state } = streamingUpload("video", mp4Head(), 200 * MB, { token: ctx.token });
    const r = await send(req);
    expect(r.status).toBe(413);
    expect(r.json.message).toBe(UPLOAD_MESSAGES.videoTooLarge);
    expect(state.pulled).toBeGreaterThan(VIDEO_MAX_BYTES);
    expect(state.pulled).toBeLessThan(VIDEO_MAX_BYTES + 6 * MB);
    expect(files()).toEqual(before);
  });

  it("refuses an 11 MB photo with 413 once it passes 10 MB", async () => {
    const before = files();
    const { req, state } = streamingUpload("image", pngBytes(), 11 * MB, { token: ctx.token, name: "big.png" });
    const r = await send(req);
    expect(r.status).toBe(413);
    expect(r.json.message).toBe(UPLOAD_MESSAGES.imageTooLarge);
    expect(state.pulled).toBeLessThan(IMAGE_MAX_BYTES + 6 * MB);
    expect(files()).toEqual(before);
  });

  it("refuses a file of the wrong type from its first bytes, not after reading 50 MB of it", async () => {
    const before = files();
    const html = Buffer.from("<!doctype html><html><body>not a video</body></html>");
    const { req, state } = streamingUpload("video", html, 50 * MB, { token: ctx.token, name: "clip.mp4" });
    const r = await send(req);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(UPLOAD_MESSAGES.notVideo);
    // Refused at the first bytes; what follows is read into nothing for a few megabytes (so the
    // answer reaches a client still sending), then the request is cut off.
    expect(state.pulled).toBeLessThan(6 * MB);
    expect(state.ended).toBe(false);
    expect(files()).toEqual(before);
  });

  it("stores a 100 MB video while the process's memory stays flat (RSS grows < 30 MB)", async () => {
    global.gc?.();
    const rss = process.memoryUsage().rss;
    let peak = rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const { req, state } = streamingUpload("video", mp4Head(), VIDEO_MAX_BYTES, { token: ctx.token });
    const r = await send(req);
    clearInterval(sampler);
    expect(r.status).toBe(201);
    expect(state.ended).toBe(true);
    const stored = path.join(dataDir, "uploads", String(r.json.url).slice("/uploads/".length));
    expect(statSync(stored).size).toBe(VIDEO_MAX_BYTES);
    expect(peak - rss).toBeLessThan(30 * MB);
    expect(files().filter((f) => f.endsWith(".part"))).toEqual([]);
  });

  it("answers 400 for a body that is not multipart or has no file", async () => {
    const json = new NextRequest("http://localhost:3000/api/upload", {
      method: "POST",
      body: JSON.stringify({ image: "data:image/png;base64,AAAA" }),
      headers: { "content-type": "application/json", authorization: `Bearer ${ctx.token}` },
    });
    expect(await send(json)).toEqual({ status: 400, json: { message: UPLOAD_MESSAGES.noFile } });
    const noBoundary = new NextRequest("http://localhost:3000/api/upload", {
      method: "POST",
      body: "--x\r\n\r\n",
      headers: { "content-type": "multipart/form-data", authorization: `Bearer ${ctx.token}` },
    });
    expect(await send(noBoundary)).toEqual({ status: 400, json: { message: UPLOAD_MESSAGES.noFile } });
    const form = new FormData();
    form.append("title", "no file here");
    const fieldsOnly = new NextRequest("http://localhost:3000/api/upload", {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(await send(fieldsOnly)).toEqual({ status: 400, json: { message: UPLOAD_MESSAGES.noFile } });
  });
});
