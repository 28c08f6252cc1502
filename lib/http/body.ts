import { badRequest, payloadTooLarge } from "./errors";
import { unstorableText } from "./text";

/** JSON bodies above this size are refused with 413 before they are parsed (uploads are not JSON). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** An empty body is {}; malformed JSON or text PostgreSQL cannot store (U+0000, a lone surrogate) is a 400, over 1 MB a 413. */
export async function readJsonBody(req: Request, limit = MAX_JSON_BODY_BYTES): Promise<unknown> {
  return parseJsonText(await readBodyText(req, limit));
}

export function parseJsonText(text: string): unknown {
  if (!text.trim()) return {};
  let problem: string | null = null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value) => {
      problem ??= unstorableText(key) ?? (typeof value === "string" ? unstorableText(value) : null);
      return value;
    });
  } catch {
    throw badRequest("Malformed JSON body");
  }
  if (problem) throw badRequest(`Text ${problem}`);
  return parsed;
}

/** The body as text, reading no more than `limit` bytes (a lying or missing Content-Length cannot get past it). */
export async function readBodyText(req: Request, limit: number, tooLarge = () => payloadTooLarge()): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
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
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
