import "server-only";
import { rm, stat } from "node:fs/promises";
import sharp, { type Metadata } from "sharp";
import { AppError, badRequest } from "@/lib/http/errors";
import { MAX_IMAGE_PIXELS, tooManyPixels } from "./dimensions";
import { UPLOAD_MESSAGES } from "./limits";

/** The stored photo's longest side: sharper than any page shows it, a fraction of a camera file. */
export const PHOTO_MAX_SIDE = 2560;
/** Open Graph's recommended card (Facebook, LinkedIn, X's large summary card). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type ProcessedVariant = { path: string; width: number; height: number; size: number; contentType: string };
export type ProcessedImage = { photo: ProcessedVariant; card: ProcessedVariant };

// Only a re-encoded photo and its 1200×630 card are stored: every piece of metadata (EXIF with GPS, XMP, IPTC) is dropped, colours are sRGB,
// and decoding is bounded by the pixel limit, so a decompression bomb is refused from its header. Throws a 400 the user sees.
export async function processImage(input: string, out: { photo: string; card: string }): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(UPLOAD_MESSAGES.notImage);
  }
  if (!meta.width || !meta.height) throw badRequest(UPLOAD_MESSAGES.notImage);
  // An animated image's frames are stacked; its first frame is what is decoded.
  const frameHeight = meta.pageHeight ?? meta.height;
  if (tooManyPixels({ width: meta.width, height: frameHeight })) throw badRequest(UPLOAD_MESSAGES.tooManyPixels);

  // failOn "warning": a truncated or corrupt file is refused instead of stored half grey.
  const source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning", autoOrient: true, pages: 1, sequentialRead: true });
  try {
    const [photo, card] = await Promise.all([
      source
        .clone()
        .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .withIccProfile("srgb")
        .webp({ quality: 82 })
        .toFile(out.photo),
      source
        .clone()
        .resize({ width: CARD_WIDTH, height: CARD_HEIGHT, fit: "cover", position: "centre" })
        .flatten({ background: "#ffffff" })
        .withIccProfile("srgb")
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(out.card),
    ]);
    return {
      photo: { path: out.photo, width: photo.width, height: photo.height, size: (await stat(out.photo)).size, contentType: "image/webp" },
      card: { path: out.card, width: card.width, height: card.height, size: (await stat(out.card)).size, contentType: "image/jpeg" },
    };
  } catch (err) {
    await Promise.all([rm(out.photo, { force: true }), rm(out.card, { force: true })]);
    if (err instanceof AppError) throw err;
    const message = err instanceof Error ? err.message : "";
    if (/pixel limit/i.test(message)) throw badRequest(UPLOAD_MESSAGES.tooManyPixels);
    throw badRequest(UPLOAD_MESSAGES.damaged);
  }
}
