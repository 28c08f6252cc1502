import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/upload/route";
import { UPLOAD_MESSAGES } from "@/lib/storage/limits";
import { fileForm, localUploadsFor, postForm } from "../../support/multipart";
import { gifClaiming, pngOfZeros } from "../../support/png";

const ctx = localUploadsFor("rl-processing-");
const dataDir = ctx.dataDir;

const storedFile = (url: unknown) => path.join(dataDir, "uploads", String(url).slice("/uploads/".length));
const storedFiles = () =>
  readdirSync(path.join(dataDir, "uploads"), { recursive: true })
    .map(String)
    .filter((f) => /\.(webp|jpg|png|gif|mp4|mov|part)$/.test(f));

/** The profile's description (stored as UTF-16 text inside the ICC data). */
const iccName = (icc: Buffer | undefined) => icc?.toString("latin1").replace(/\0/g, "");

/**
 * A phone photo as it leaves the camera: 40×20 pixels stored sideways (red left half, blue right
 * half) with EXIF orientation 6 (turn 90° clockwise to view), the camera's make, the GPS position
 * of the hunting ground, an XMP packet and a Display P3 colour profile.
 */
async function phonePhoto() {
  const red = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "X1", Orientation: "6" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "110/1 12/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Secret Spot"/></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile("p3")
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe("photos are re-encoded before they are stored", () => {
  it("the phone photo carries its metadata before upload (the fixture is what a camera sends)", async () => {
    const meta = await sharp(await phonePhoto()).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.toString("latin1")).toContain("PhoneCo");
    expect(meta.xmp).toBeDefined();
    expect(iccName(meta.icc)).toMatch(/P3/);
  });

  it("stores no EXIF, GPS, XMP or foreign colour profile, with the orientation applied", async () => {
    const r = await postForm(upload, fileForm("image", await phonePhoto(), "IMG_0001.jpg", "image/jpeg"), { token: ctx.token });
    expect(r.status).toBe(201);
    const bytes = readFileSync(storedFile(r.json.url));
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // The only profile left is sRGB's; nothing of the camera or the place survives in the bytes.
    expect(iccName(meta.icc)).toMatch(/sRGB/);
    for (const secret of ["PhoneCo", "Secret Spot", "GPS"]) expect(bytes.toString("latin1")).not.toContain(secret);
    // Turned upright: 20 wide, 40 high, the red half (left when sideways) now on top.
    expect([meta.width, meta.height]).toEqual([20, 40]);
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const top = [data[(5 * 20 + 10) * 3], data[(5 * 20 + 10) * 3 + 2]];
    const bottom = [data[(35 * 20 + 10) * 3], data[(35 * 20 + 10) * 3 + 2]];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[1]).toBeLessThan(60);
    expect(bottom[0]).toBeLessThan(60);
    expect(bottom[1]).toBeGreaterThan(200);
  });

  it("stores the photo at most 2,560 pixels on its longest side and a clean 1200×630 JPEG card", async () => {
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#556b2f" } })
      .withExif({ IFD0: { Make: "PhoneCo" } })
      .jpeg()
      .toBuffer();
    const r = await postForm(upload, fileForm("image", big, "wide.jpg", "image/jpeg"), { token: ctx.token });
    expect(r.status).toBe(201);
    expect(await sharp(storedFile(r.json.url)).metadata()).toMatchObject({ format: "webp", width: 2560, height: 853 });
    const card = await sharp(storedFile(r.json.cardUrl)).metadata();
    expect(card).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(card.exif).toBeUndefined();
  });

  it("keeps a small photo at its size (never enlarged) and a GIF's first frame as a still WebP", async () => {
    const gif = await sharp({ create: { width: 30, height: 24, channels: 3, background: "#8b4513" } })
      .gif()
      .toBuffer();
    const r = await postForm(upload, fileForm("image", gif, "a.gif", "image/gif"), { token: ctx.token });
    expect(r.status).toBe(201);
    const meta = await sharp(storedFile(r.json.url)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 30, height: 24 });
    expect(meta.pages ?? 1).toBe(1);
  });
});

describe("bad images: a clear 400 with the message users see, nothing stored", () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
    [
      "HTML renamed .png",
      () => Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
      UPLOAD_MESSAGES.notImage,
    ],
    [
      "SVG renamed .png",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
      UPLOAD_MESSAGES.notImage,
    ],
    [
      "a truncated JPEG",
      async () => {
        const full = await sharp({
          create: { width: 400, height: 300, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
        })
          .jpeg()
          .toBuffer();
        return full.subarray(0, Math.floor(full.length / 2));
      },
      UPLOAD_MESSAGES.damaged,
    ],
    ["a 20,000 × 20,000 PNG of zeros", () => pngOfZeros(20000, 20000), UPLOAD_MESSAGES.tooManyPixels],
    ["a GIF bomb (65,535 × 65,535)", () => gifClaiming(65535, 65535), UPLOAD_MESSAGES.tooManyPixels],
  ];

  it.each(cases)("%s", async (_label, make, message) => {
    const before = storedFiles();
    const rssBefore = process.memoryUsage().rss;
    const r = await postForm(upload, fileForm("image", await make(), "photo.png", "image/png"), { token: ctx.token });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(storedFiles()).toEqual(before);
    // Refused from the header: the gigabyte behind a bomb is never decoded.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });
});
