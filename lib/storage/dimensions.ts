import "server-only";
import sharp from "sharp";

/** Larger than any camera photo; a bigger header is a decompression bomb, not a hunt photo. */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 60_000_000;

/**
 * Width and height as the image's own header declares them (sharp reads the header; nothing is
 * decoded), or null when the file is not a readable image despite its magic bytes.
 */
export async function imageDimensions(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

export function tooManyPixels({ width, height }: { width: number; height: number }): boolean {
  return width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;
}
