import { badRequest, payloadTooLarge } from "./errors";

/** JSON bodies above this size are refused with 413 before they are parsed (uploads are not JSON). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Reads a JSON body; an empty body is {}, malformed JSON a 400, more than 1 MB a 413. */
export async function readJsonBody(req: Request, limit = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const text = await readText(req, limit);
  if (!text.trim()) return {};
  let nul = false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (_key, value) => {
      // PostgreSQL text cannot hold U+0000: refuse it here instead of failing in the database.
      if (typeof value === "string" && value.includes("\u0000")) nul = true;
      return value;
    });
  } catch {
    throw badRequest("Malformed JSON body");
  }
  if (nul) throw badRequest("Text must not contain null characters");
  return parsed;
}

/** The body as text, reading no more than `limit` bytes (a lying or missing Content-Length cannot get past it). */
async function readText(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
