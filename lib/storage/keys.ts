/**
 * Where an upload lives and who owns it. Every key is `u{ownerId}/{random}.{ext}`; the local
 * store serves it at `/uploads/{key}`, Vercel Blob at `https://….public.blob.vercel-storage.com/uploads/{key}`.
 * Ownership is read from the key, so only the uploader can delete or attach it.
 */
export const KEY_PATTERN = /^u(\d{1,9})\/([a-f0-9]{32})\.(jpg|png|gif|webp|mp4|mov)$/;

export type StorageKey = { key: string; ownerId: number; ext: string };

export function parseKey(key: string): StorageKey | null {
  const m = KEY_PATTERN.exec(key);
  return m ? { key, ownerId: Number(m[1]), ext: m[3]! } : null;
}

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
