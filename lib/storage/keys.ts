// A photo is stored as u{ownerId}/{random}.photo.webp beside its card .card.jpg (older uploads: .jpg|png|gif|webp, no card), a video
// as .mp4|mov. Ownership is read from the key, so only the uploader can delete or attach it.
export const KEY_PATTERN = /^u(\d{1,9})\/([a-f0-9]{32})(?:\.(photo|card))?\.(jpg|png|gif|webp|mp4|mov)$/;

export type StorageKey = { key: string; ownerId: number; id: string; variant: "photo" | "card" | null; ext: string };

export function parseKey(key: string): StorageKey | null {
  const m = KEY_PATTERN.exec(key);
  if (!m) return null;
  const variant = (m[3] as "photo" | "card" | undefined) ?? null;
  // A variant has one format: the photo WebP, the card JPEG.
  if ((variant === "photo" && m[4] !== "webp") || (variant === "card" && m[4] !== "jpg")) return null;
  return { key, ownerId: Number(m[1]), id: m[2]!, variant, ext: m[4]! };
}

export const photoKey = (ownerId: number, id: string) => `u${ownerId}/${id}.photo.webp`;
export const cardKey = (ownerId: number, id: string) => `u${ownerId}/${id}.card.jpg`;

/** The key of one of our upload URLs (relative, same-site absolute, or a Vercel Blob URL), else null. */
export function keyOfUrl(url: string, appOrigin?: string): StorageKey | null {
  let pathname: string;
  if (url.startsWith("/") && !url.startsWith("//")) pathname = url.split(/[?#]/)[0]!;
  else {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return null;
    }
    const ours = u.protocol === "https:" && u.hostname.endsWith(".public.blob.vercel-storage.com");
    const sameSite = appOrigin !== undefined && u.origin === appOrigin;
    if (!ours && !sameSite) return null;
    pathname = u.pathname;
  }
  if (!pathname.startsWith("/uploads/")) return null;
  return parseKey(pathname.slice("/uploads/".length));
}

export function isOwnUpload(url: string, userId: number, appOrigin?: string): boolean {
  return keyOfUrl(url, appOrigin)?.ownerId === userId;
}
