import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript of a page as a browser gets it: every <script src> in the server HTML
 * (except nomodule polyfills),
 * gzipped and summed (Next 16 no longer prints this table in the build output).
 */
export async function firstLoadJs(base: string, path: string): Promise<{ files: number; gzipKb: number; rawKb: number }> {
  const res = await fetch(base + path);
  // A 404 or 500 page ships other scripts: its figure would be the wrong page's.
  if (!res.ok) throw new Error(`first-load JS: ${base}${path} answered ${res.status}`);
  const html = await res.text();
  // nomodule polyfills are skipped by every browser that runs modules, as Next's own figure does.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[1]! + m[3]!));
  const srcs = new Set(tags.map((m) => m[2]!.replace(/&amp;/g, "&")));
  let gz = 0;
  let raw = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, gzipKb: gz / 1024, rawKb: raw / 1024 };
}
