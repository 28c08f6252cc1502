/** Types come from the first bytes, never the name or the browser's claim; SVG is never accepted (it can carry script). */
export type SniffedType = { mime: string; ext: string; kind: "image" | "video" };

const startsWith = (b: Uint8Array, sig: number[], offset = 0) => sig.every((x, i) => b[offset + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export function sniffType(b: Uint8Array): SniffedType | null {
  if (b.length < 12) return null;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg", kind: "image" };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", ext: "png", kind: "image" };
  if (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a") return { mime: "image/gif", ext: "gif", kind: "image" };
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return { mime: "image/webp", ext: "webp", kind: "image" };
  // ISO base media (MP4/MOV): a box size, then 'ftyp' and the major brand.
  if (ascii(b, 4, 8) === "ftyp") {
    const brand = ascii(b, 8, 12);
    if (brand === "qt  ") return { mime: "video/quicktime", ext: "mov", kind: "video" };
    if (/^(isom|iso\d|mp4\d|mp41|mp42|avc1|M4V |M4VP|dash|MSNV|f4v )$/.test(brand)) return { mime: "video/mp4", ext: "mp4", kind: "video" };
    return null;
  }
  // Older QuickTime files start with a top-level atom instead of 'ftyp'.
  if (["moov", "mdat", "wide", "free", "skip", "pnot"].includes(ascii(b, 4, 8))) {
    return { mime: "video/quicktime", ext: "mov", kind: "video" };
  }
  return null;
}

/** The content type a stored file is served with, from the extension we gave it. */
export const MIME_BY_EXT: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  mov: "video/quicktime",
};
