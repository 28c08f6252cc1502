import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { hunts, users } from "@/db/schema";
import { createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { DELETE as deleteImage } from "@/app/api/images/delete/route";
import { POST as upload } from "@/app/api/upload/route";
import { GET as serve } from "@/app/uploads/[...path]/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { resetConfigForTests } from "@/lib/config";
import { UPLOAD_MESSAGES } from "@/lib/storage/limits";
import { call } from "../../support/http";
import { fileForm, postForm } from "../../support/multipart";
import sharp from "sharp";
import { pngBytes, pngHeaderClaiming, pngOfZeros } from "../../support/png";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "rl-uploads-"));
delete process.env.BLOB_READ_WRITE_TOKEN;
resetConfigForTests();

let outfitter: Awaited<ReturnType<typeof createOutfitter>>;
let token: string;
beforeAll(async () => {
  outfitter = await createOutfitter();
  token = await issueApiToken(outfitter.id);
});

const mp4Header = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(64)]);

describe("POST /api/upload", () => {
  it("stores a PNG re-encoded under the uploader's key, with its card, and serves it with its real type and nosniff", async () => {
    const r = await postForm(upload, fileForm("image", pngBytes(), "photo.png", "image/png"), { token });
    expect(r.status).toBe(201);
    expect(r.json.url).toMatch(new RegExp(`^/uploads/u${outfitter.id}/[a-f0-9]{32}\\.photo\\.webp$`));
    expect(r.json.cardUrl).toBe(String(r.json.url).replace(".photo.webp", ".card.jpg"));
    const got = await call(serve, { params: { path: String(r.json.url).slice("/uploads/".length) } });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/webp");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    const card = await call(serve, { params: { path: String(r.json.cardUrl).slice("/uploads/".length) } });
    expect(card.headers.get("content-type")).toBe("image/jpeg");
  });

  it("decides the type by content: a JPEG named .txt is an image", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#3a5a40" } })
      .jpeg()
      .toBuffer();
    const r = await postForm(upload, fileForm("image", jpeg, "notes.txt", "text/plain"), { token });
    expect(r.status).toBe(201);
    expect(r.json.url).toMatch(/\.photo\.webp$/);
  });

  it.each([
    ["a PHP script renamed .jpg", "<?php system($_GET['c']); ?>\n", "shell.jpg", "image/jpeg"],
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "logo.svg", "image/svg+xml"],
    ["an HTML page", "<!doctype html><html><body>hi</body></html>", "page.png", "image/png"],
  ])("refuses %s", async (_label, content, name, type) => {
    const r = await postForm(upload, fileForm("image", content, name, type), { token });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(UPLOAD_MESSAGES.notImage);
  });

  it("refuses a file with an image's magic bytes but no readable image behind them", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    const r = await postForm(upload, fileForm("image", fake, "photo.jpg", "image/jpeg"), { token });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(UPLOAD_MESSAGES.notImage);
  });

  it.each([
    [30000, 30000],
    [12001, 10],
    [10, 20000],
    [9000, 9000],
  ])("refuses an image whose header claims %i × %i pixels (decompression bomb) and stores nothing", async (width, height) => {
    const before = readdirSync(process.env.DATA_DIR!, { recursive: true }).length;
    const r = await postForm(upload, fileForm("image", pngHeaderClaiming(width, height), "huge.png", "image/png"), { token });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(UPLOAD_MESSAGES.tooManyPixels);
    expect(readdirSync(process.env.DATA_DIR!, { recursive: true }).length).toBe(before);
  });

  it("accepts an image at the size limit's edge (12,000 × 100) and stores it at most 2,560 wide", async () => {
    const r = await postForm(upload, fileForm("image", pngOfZeros(12000, 100), "wide.png", "image/png"), { token });
    expect(r.status).toBe(201);
    expect([r.json.width, r.json.height]).toEqual([2560, 21]);
  });

  it("refuses a file name with a path (../), stores nothing, and never uses the client's name", async () => {
    const before = readdirSync(process.env.DATA_DIR!, { recursive: true }).length;
    for (const name of ["../../../etc/cron.d/evil.png", "..\\..\\windows\\evil.png", "/etc/passwd", "a/../../b.png\u0000.php"]) {
      const r = await postForm(upload, fileForm("image", pngBytes(), name, "image/png"), { token });
      expect(r.status).toBe(400);
      expect([UPLOAD_MESSAGES.badName, UPLOAD_MESSAGES.noFile]).toContain(r.json.message);
    }
    expect(readdirSync(process.env.DATA_DIR!, { recursive: true }).length).toBe(before);
    const plain = await postForm(upload, fileForm("image", pngBytes(), "Elk at dawn (1).png", "image/png"), { token });
    expect(plain.json.url).toMatch(new RegExp(`^/uploads/u${outfitter.id}/[a-f0-9]{32}\\.photo\\.webp$`));
  });

  it("refuses a video sent as a photo and a photo sent as the video", async () => {
    expect((await postForm(upload, fileForm("image", mp4Header(), "a.jpg", "image/jpeg"), { token })).json.message).toBe(
      UPLOAD_MESSAGES.notImage,
    );
    expect((await postForm(upload, fileForm("video", pngBytes(), "a.mp4", "video/mp4"), { token })).json.message).toBe(
      UPLOAD_MESSAGES.notVideo,
    );
  });

  it("accepts an MP4 video in the video field", async () => {
    const r = await postForm(upload, fileForm("video", mp4Header(), "clip.mov", "video/quicktime"), { token });
    expect(r.status).toBe(201);
    expect(r.json.url).toMatch(/\.mp4$/);
  });

  it("refuses an oversized image, an empty file and a declared body over the video limit", async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const r = await postForm(upload, fileForm("image", big, "big.png", "image/png"), { token });
    expect(r.status).toBe(413);
    expect(r.json.message).toBe(UPLOAD_MESSAGES.imageTooLarge);
    const empty = await postForm(upload, fileForm("image", "", "e.png", "image/png"), { token });
    expect(empty.status).toBe(400);
    const declared = await postForm(upload, fileForm("image", pngBytes(), "p.png", "image/png"), {
      token,
      headers: { "content-length": String(200 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
  });

  it("refuses a request without a file, signed-out callers, hunters and unapproved outfitters", async () => {
    const noFile = await postForm(upload, new FormData(), { token });
    expect(noFile.status).toBe(400);
    expect(noFile.json.message).toBe(UPLOAD_MESSAGES.noFile);
    const png = () => fileForm("image", pngBytes(), "p.png", "image/png");
    expect((await postForm(upload, png())).status).toBe(401);
    const hunter = await createHunter();
    expect((await postForm(upload, png(), { token: await issueApiToken(hunter.id) })).status).toBe(403);
    const pending = await createOutfitter({ isApproved: false });
    const r = await postForm(upload, png(), { token: await issueApiToken(pending.id) });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe(UPLOAD_MESSAGES.notApproved);
  });
});

describe("DELETE /api/images/delete", () => {
  it("deletes the owner's image from storage, their hunts and their cover photo", async () => {
    const { json } = await postForm(upload, fileForm("image", pngBytes(), "p.png", "image/png"), { token });
    const url = String(json.url);
    const hunt = await createHunt({ outfitterId: outfitter.id, images: ["/keep.png", url] });
    await db.update(users).set({ coverPhoto: url }).where(eq(users.id, outfitter.id));
    const r = await call(deleteImage, { method: "DELETE", token, body: { imageUrl: url } });
    expect(r.status).toBe(200);
    const [after] = await db.select().from(hunts).where(eq(hunts.id, hunt.id));
    expect(after!.images).toEqual(["/keep.png"]);
    const [u] = await db.select().from(users).where(eq(users.id, outfitter.id));
    expect(u!.coverPhoto).toBeNull();
    expect((await call(serve, { params: { path: url.slice("/uploads/".length) } })).status).toBe(404);
  });

  it("refuses another outfitter's image, foreign URLs, hunters and signed-out callers", async () => {
    const { json } = await postForm(upload, fileForm("image", pngBytes(), "p.png", "image/png"), { token });
    const other = await createOutfitter();
    const otherToken = await issueApiToken(other.id);
    const refused = await call(deleteImage, { method: "DELETE", token: otherToken, body: { imageUrl: json.url } });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(UPLOAD_MESSAGES.notOwn);
    expect((await call(deleteImage, { method: "DELETE", token, body: { imageUrl: "https://evil.example/x.png" } })).status).toBe(403);
    expect((await call(deleteImage, { method: "DELETE", token, body: {} })).status).toBe(400);
    expect((await call(deleteImage, { method: "DELETE", body: { imageUrl: json.url } })).status).toBe(401);
    const hunter = await createHunter();
    expect(
      (await call(deleteImage, { method: "DELETE", token: await issueApiToken(hunter.id), body: { imageUrl: json.url } })).status,
    ).toBe(403);
    // still served: nothing was deleted
    expect((await call(serve, { params: { path: String(json.url).slice("/uploads/".length) } })).status).toBe(200);
  });
});

describe("GET /uploads/{key}", () => {
  it("answers 404 for paths outside the key pattern (no traversal)", async () => {
    for (const p of ["../../etc/passwd", "u1/../../x.png", "u1/abc.php", "u1/" + "a".repeat(32) + ".svg"]) {
      expect((await call(serve, { params: { path: p } })).status).toBe(404);
    }
  });

  it("serves byte ranges for video seeking", async () => {
    const { json } = await postForm(upload, fileForm("video", mp4Header(), "clip.mp4", "video/mp4"), { token });
    const r = await call(serve, { params: { path: String(json.url).slice("/uploads/".length) }, headers: { range: "bytes=0-3" } });
    expect(r.status).toBe(206);
    expect(r.headers.get("content-range")).toBe(`bytes 0-3/${mp4Header().length}`);
    expect(r.headers.get("content-type")).toBe("video/mp4");
  });
});
