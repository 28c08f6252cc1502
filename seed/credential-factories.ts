import type { DbOrTx } from "@/db/index";
import { db as defaultDb } from "@/db/index";
import { credentialDocuments, outfitterCredentials } from "@/db/schema";

/** The smallest PDF header the document check accepts. */
export const PDF_BYTES = new TextEncoder().encode("%PDF-1.4\n% Ridgeline demo licence\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

export async function createCredentialDocument(ownerId: number, db: DbOrTx = defaultDb) {
  const [row] = await db
    .insert(credentialDocuments)
    .values({ ownerId, contentType: "application/pdf", size: PDF_BYTES.length, bytes: PDF_BYTES })
    .returning();
  return row!;
}

type CredentialOverrides = Partial<typeof outfitterCredentials.$inferInsert> & { outfitterId: number };

/** A Montana outfitter licence by default, with its document; pass status "approved" and verifiedAt for a verified one. */
export async function createCredential(overrides: CredentialOverrides, db: DbOrTx = defaultDb) {
  const documentId =
    overrides.documentId === undefined ? (await createCredentialDocument(overrides.outfitterId, db)).id : overrides.documentId;
  const [row] = await db
    .insert(outfitterCredentials)
    .values({
      kind: "licence",
      region: "Montana",
      licenceType: "outfitter",
      number: "12345",
      expiresOn: "2099-12-31",
      ...overrides,
      documentId,
    })
    .returning();
  return row!;
}
