// Client-safe.
const OPTIMIZABLE_HOST = /\.public\.blob\.vercel-storage\.com$/;

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

// Hosts next.config does not allow would be refused by the optimizer; the browser loads them directly.
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

// Social networks and search engines ignore SVG.
export function isRaster(src: string): boolean {
  return !/\.svg($|[?#])/i.test(src);
}

// Null for an external URL or an upload from before re-encoding: they have no card.
export function socialCardUrl(src: string | null | undefined): string | null {
  const s = safeImageSrc(src);
  const m = s ? /^(.*)\.photo\.webp([?#].*)?$/.exec(s) : null;
  return m ? `${m[1]}.card.jpg` : null;
}
