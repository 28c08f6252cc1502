import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { credentialDocuments } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { badRequest, forbidden, notFound, unauthorized } from "@/lib/http/errors";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "./schema";

export const DOCUMENT_NOT_FOUND = "Document not found";
export const CREDENTIALS_OUTFITTERS_ONLY = "Only outfitters can manage credentials";

type DocumentType = (typeof credentialDocuments.$inferSelect)["contentType"];
export type ReceivedDocument = { bytes: Uint8Array; contentType: DocumentType };

/** The multipart envelope's room beyond the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

/** The type from the first bytes, never the name or the browser's claim. */
export function documentTypeOf(b: Uint8Array): DocumentType | null {
  if (b.length >= 5 && String.fromCharCode(...b.subarray(0, 5)) === "%PDF-") return "application/pdf";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((x, i) => b[i] === x)) return "image/png";
  return null;
}

// Read with a cap whatever Content-Length says: past 10 MB (plus the envelope) it is a 400, as the issue asks.
async function readCapped(req: Request): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > DOCUMENT_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
  if (!req.body) throw badRequest(DOCUMENT_MESSAGES.noFile, { document: [DOCUMENT_MESSAGES.noFile] });
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > DOCUMENT_MAX_BYTES + ENVELOPE_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const tooLarge = () => badRequest(DOCUMENT_MESSAGES.tooLarge, { document: [DOCUMENT_MESSAGES.tooLarge] });

/** The one file of a multipart request's `document` field, checked for size and type. */
export async function receiveDocument(req: Request): Promise<ReceivedDocument> {
  const contentType = req.headers.get("content-type") ?? "";
  const noFile = badRequest(DOCUMENT_MESSAGES.noFile, { document: [DOCUMENT_MESSAGES.noFile] });
  if (!/^multipart\/form-data/i.test(contentType)) throw noFile;
  const body = await readCapped(req);
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw noFile;
  }
  const file = form.get("document");
  if (!(file instanceof File)) throw noFile;
  const bytes = new Uint8Array(await file.arrayBuffer());
  return checkDocument(bytes);
}

export function checkDocument(bytes: Uint8Array): ReceivedDocument {
  if (bytes.length === 0) throw badRequest(DOCUMENT_MESSAGES.empty, { document: [DOCUMENT_MESSAGES.empty] });
  if (bytes.length > DOCUMENT_MAX_BYTES) throw tooLarge();
  const type = documentTypeOf(bytes);
  if (!type) throw badRequest(DOCUMENT_MESSAGES.wrongType, { document: [DOCUMENT_MESSAGES.wrongType] });
  return { bytes, contentType: type };
}

export function requireOutfitter(user: CurrentUser | null | undefined): CurrentUser {
  if (!user) throw unauthorized();
  if (user.role !== "outfitter") throw forbidden(CREDENTIALS_OUTFITTERS_ONLY);
  return user;
}

/** Stores a checked document as the outfitter's; it is private from the start. */
export async function storeDocument(
  user: CurrentUser | null,
  doc: ReceivedDocument,
): Promise<{ id: number; contentType: string; size: number }> {
  const owner = requireOutfitter(user);
  const [row] = await db
    .insert(credentialDocuments)
    .values({ ownerId: owner.id, contentType: doc.contentType, size: doc.bytes.length, bytes: doc.bytes })
    .returning({ id: credentialDocuments.id, contentType: credentialDocuments.contentType, size: credentialDocuments.size });
  return row!;
}

/** The owner and the admin read a document; for anyone else, signed in or not, it does not exist (404, never 401 or 403). */
export async function readDocument(user: CurrentUser | null, id: number): Promise<ReceivedDocument> {
  if (!user) throw notFound(DOCUMENT_NOT_FOUND);
  const owned = user.role === "admin" ? undefined : eq(credentialDocuments.ownerId, user.id);
  const [row] = await db
    .select({ bytes: credentialDocuments.bytes, contentType: credentialDocuments.contentType })
    .from(credentialDocuments)
    .where(and(eq(credentialDocuments.id, id), owned))
    .limit(1);
  if (!row || (user.role !== "admin" && user.role !== "outfitter")) throw notFound(DOCUMENT_NOT_FOUND);
  return { bytes: new Uint8Array(row.bytes), contentType: row.contentType };
}
