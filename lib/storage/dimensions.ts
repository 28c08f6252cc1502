/** Larger than any camera photo; a bigger header is a decompression bomb, not a hunt photo. */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 60_000_000;

export function tooManyPixels({ width, height }: { width: number; height: number }): boolean {
  return width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;
}
