import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/db";
import { credentialDocuments, outfitterCredentials } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireOutfitter } from "@/lib/cache/tags";
import { badRequest, notFound } from "@/lib/http/errors";
import { requireOutfitter } from "./documents";
import { presentCredential, type OwnCredential } from "./present";
import type { CredentialInput } from "./schema";

export const CREDENTIAL_NOT_FOUND = "Credential not found";
const DOCUMENT_NOT_YOURS = "Document not found: upload the document again";

export async function listOwnCredentials(user: CurrentUser | null): Promise<OwnCredential[]> {
  const o = requireOutfitter(user);
  const rows = await db
    .select()
    .from(outfitterCredentials)
    .where(eq(outfitterCredentials.outfitterId, o.id))
    .orderBy(asc(outfitterCredentials.id));
  return rows.map(presentCredential);
}

// Only the fields of the credential's kind are kept, so a licence never carries an insurer.
function columnsOf(input: CredentialInput) {
  const licence = input.kind === "licence";
  const insurance = input.kind === "insurance";
  const membership = input.kind === "membership";
  return {
    kind: input.kind,
    region: licence ? (input.region ?? null) : null,
    licenceType: licence ? (input.licenceType ?? null) : null,
    number: licence || membership ? (input.number ?? null) : null,
    insurer: insurance ? (input.insurer ?? null) : null,
    coverageCents: insurance ? (input.coverage ?? null) : null,
    association: membership ? (input.association ?? null) : null,
    expiresOn: input.expiresOn ?? null,
    documentId: input.documentId ?? null,
  };
}

async function requireOwnDocument(ownerId: number, documentId: number | undefined) {
  if (documentId === undefined) return;
  const [doc] = await db
    .select({ id: credentialDocuments.id })
    .from(credentialDocuments)
    .where(and(eq(credentialDocuments.id, documentId), eq(credentialDocuments.ownerId, ownerId)))
    .limit(1);
  // Another outfitter's document is no document (404 on its route); here it is a field error.
  if (!doc) throw badRequest(DOCUMENT_NOT_YOURS, { documentId: [DOCUMENT_NOT_YOURS] });
}

/** A new credential waits in the admin's queue. */
export async function createCredential(user: CurrentUser | null, input: CredentialInput): Promise<OwnCredential> {
  const o = requireOutfitter(user);
  await requireOwnDocument(o.id, input.documentId);
  const [row] = await db
    .insert(outfitterCredentials)
    .values({ outfitterId: o.id, ...columnsOf(input), status: "pending" })
    .returning();
  return presentCredential(row!);
}

/** Any change sends the credential back to the queue: what was verified is no longer what is shown. */
export async function updateCredential(user: CurrentUser | null, id: number, input: CredentialInput): Promise<OwnCredential> {
  const o = requireOutfitter(user);
  // Someone else's credential is 404 before anything about the body is said.
  const [own] = await db
    .select({ id: outfitterCredentials.id })
    .from(outfitterCredentials)
    .where(and(eq(outfitterCredentials.id, id), eq(outfitterCredentials.outfitterId, o.id)))
    .limit(1);
  if (!own) throw notFound(CREDENTIAL_NOT_FOUND);
  await requireOwnDocument(o.id, input.documentId);
  const [row] = await db
    .update(outfitterCredentials)
    .set({
      ...columnsOf(input),
      status: "pending",
      verifiedAt: null,
      reviewNote: null,
      reviewedAt: null,
      reviewedBy: null,
      reminded30At: null,
      reminded7At: null,
    })
    .where(and(eq(outfitterCredentials.id, id), eq(outfitterCredentials.outfitterId, o.id)))
    .returning();
  if (!row) throw notFound(CREDENTIAL_NOT_FOUND);
  expireOutfitter(o.id);
  return presentCredential(row);
}

export async function deleteCredential(user: CurrentUser | null, id: number): Promise<{ id: number; deleted: true }> {
  const o = requireOutfitter(user);
  const [row] = await db
    .delete(outfitterCredentials)
    .where(and(eq(outfitterCredentials.id, id), eq(outfitterCredentials.outfitterId, o.id)))
    .returning({ id: outfitterCredentials.id });
  if (!row) throw notFound(CREDENTIAL_NOT_FOUND);
  expireOutfitter(o.id);
  return { id, deleted: true };
}
