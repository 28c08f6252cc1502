// GET /uploads/{key} — serves a locally stored upload (embedded default) with its real content type.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { parseKey } from "@/lib/storage/keys";
import { localUploadDir } from "@/lib/storage/provider";
import { MIME_BY_EXT } from "@/lib/storage/sniff";

export const GET = route({ auth: "public" }, async ({ req, params }) => {
  const key = parseKey(params.path ?? "");
  if (!key) throw notFound();
  const file = path.join(localUploadDir(), key.key);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();
  const headers = new Headers({
    "Content-Type": MIME_BY_EXT[key.ext] ?? "application/octet-stream",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Accept-Ranges": "bytes",
  });
  // Byte ranges let browsers seek in (and Safari play) MP4/MOV videos.
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.get("range") ?? "");
  let start = 0;
  let end = info.size - 1;
  let status = 200;
  if (range && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
    end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
    if (start > end || start >= info.size) {
      return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${info.size}` } });
    }
    status = 206;
    headers.set("Content-Range", `bytes ${start}-${end}/${info.size}`);
  }
  headers.set("Content-Length", String(end - start + 1));
  const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
});
