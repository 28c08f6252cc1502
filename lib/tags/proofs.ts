import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, TAG_PROOF_MAX_BYTES, tagProofs } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { badRequest, forbidden, notFound } from "@/lib/http/errors";
import { canSeeTagResults, TAG_MESSAGES_403 } from "./results";

export const PROOF_MESSAGES = {
  noFile: "Send the proof as multipart/form-data in a field named proof",
  tooLarge: "proof must be 10 MB or smaller",
  type: "proof must be a PDF, JPEG or PNG file",
  empty: "proof is empty",
} as const;

const ENVELOPE_BYTES = 64 * 1024;

// Type from the first bytes, never the name or the browser's claim.
function proofType(b: Uint8Array): string | null {
  if (b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46 && b[4] === 0x2d) return "application/pdf";
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x)) return "image/png";
  return null;
}

// Reads at most the limit plus the multipart envelope, whatever Content-Length says.
async function boundedBody(req: Request): Promise<Buffer> {
  const max = TAG_PROOF_MAX_BYTES + ENVELOPE_BYTES;
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > max) throw badRequest(PROOF_MESSAGES.tooLarge, { proof: [PROOF_MESSAGES.tooLarge] });
  if (!req.body) throw badRequest(PROOF_MESSAGES.noFile, { proof: [PROOF_MESSAGES.noFile] });
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel();
      throw badRequest(PROOF_MESSAGES.tooLarge, { proof: [PROOF_MESSAGES.tooLarge] });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Stores a draw proof for a booking of the caller (its hunter, or its outfitter). Private: it lives in
 * the database and is served only by readTagProof's check, never from the public uploads path.
 */
export async function storeTagProof(
  user: CurrentUser,
  bookingId: number,
  req: Request,
): Promise<{ id: number; contentType: string; size: number }> {
  const [b] = await db
    .select({ hunterId: bookings.hunterId, outfitterId: bookings.outfitterId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!b) throw notFound("Booking not found");
  if (b.hunterId !== user.id && b.outfitterId !== user.id) throw forbidden(TAG_MESSAGES_403.own);
  if (!/^multipart\/form-data/i.test(req.headers.get("content-type") ?? ""))
    throw badRequest(PROOF_MESSAGES.noFile, { proof: [PROOF_MESSAGES.noFile] });
  const raw = await boundedBody(req);
  let file: FormDataEntryValue | null = null;
  try {
    file = (
      await new Request("http://proof.local/", {
        method: "POST",
        headers: { "content-type": req.headers.get("content-type")! },
        body: new Uint8Array(raw),
      }).formData()
    ).get("proof");
  } catch {
    throw badRequest(PROOF_MESSAGES.noFile, { proof: [PROOF_MESSAGES.noFile] });
  }
  if (!file || typeof file === "string") throw badRequest(PROOF_MESSAGES.noFile, { proof: [PROOF_MESSAGES.noFile] });
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) throw badRequest(PROOF_MESSAGES.empty, { proof: [PROOF_MESSAGES.empty] });
  if (bytes.length > TAG_PROOF_MAX_BYTES) throw badRequest(PROOF_MESSAGES.tooLarge, { proof: [PROOF_MESSAGES.tooLarge] });
  const contentType = proofType(bytes);
  if (!contentType) throw badRequest(PROOF_MESSAGES.type, { proof: [PROOF_MESSAGES.type] });
  const [row] = await db
    .insert(tagProofs)
    .values({ bookingId, uploadedBy: user.id, contentType, sizeBytes: bytes.length, bytes })
    .returning({ id: tagProofs.id });
  return { id: row!.id, contentType, size: bytes.length };
}

/** The proof's bytes for the booking's hunter, its outfitter or the admin; anyone else is told it does not exist. */
export async function readTagProof(user: CurrentUser, proofId: number): Promise<{ bytes: Buffer; contentType: string }> {
  const [row] = await db
    .select({ bytes: tagProofs.bytes, contentType: tagProofs.contentType, hunterId: bookings.hunterId, outfitterId: bookings.outfitterId })
    .from(tagProofs)
    .innerJoin(bookings, eq(bookings.id, tagProofs.bookingId))
    .where(eq(tagProofs.id, proofId));
  if (!row || !canSeeTagResults(user, row)) throw notFound("Proof not found");
  return { bytes: row.bytes, contentType: row.contentType };
}
