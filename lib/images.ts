/**
 * Image sources from the database are relative ("/demo/hunts/rockies-elk.photo.webp", "/uploads/…") or absolute
 * URLs. Client-safe helpers decide what next/image may load and whether it can optimize it.
 */
const OPTIMIZABLE_HOST = /\.public\.blob\.vercel-storage\.com$/;

/** A usable src, or null for anything that is not an http(s) URL or a root-relative path. */
export function safeImageSrc(src: string | null | undefined): string | null {
  const s = src?.trim();
  if (!s) return null;
  if (s.startsWith("/") && !s.startsWith("//")) return s;
  try {
    const u = new URL(s);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Whether to skip the optimizer: SVGs (served as they are) and absolute URLs of hosts that
 * next.config does not allow (the optimizer would refuse them; the browser loads them directly).
 */
export function skipOptimizer(src: string): boolean {
  if (/\.svg($|\?)/i.test(src)) return true;
  if (src.startsWith("/")) return false;
  try {
    return !OPTIMIZABLE_HOST.test(new URL(src).hostname);
  } catch {
    return true;
  }
}

export function firstImage(images: readonly string[] | null | undefined): string | null {
  for (const img of images ?? []) {
    const s = safeImageSrc(img);
    if (s) return s;
  }
  return null;
}

/** Whether a usable src is a raster image (social networks and search engines ignore SVG). */
export function isRaster(src: string): boolean {
  return !/\.svg($|[?#])/i.test(src);
}

/**
 * The 1200×630 social card stored beside a re-encoded photo (`….photo.webp` → `….card.jpg`, for
 * uploads and the demo photos alike), or null for an image that has none (an external URL, an
 * upload from before re-encoding).
 */
export function socialCardUrl(src: string | null | undefined): string | null {
  const s = safeImageSrc(src);
  const m = s ? /^(.*)\.photo\.webp([?#].*)?$/.exec(s) : null;
  return m ? `${m[1]}.card.jpg` : null;
}
