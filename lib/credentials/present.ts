import type { outfitterCredentials } from "@/db/schema";
import { formatCents } from "@/lib/format/money";

type Row = typeof outfitterCredentials.$inferSelect;

/** What the outfitter and the admin see of a credential; the document is named only by its private route. */
export type OwnCredential = {
  id: number;
  kind: Row["kind"];
  region: string | null;
  licenceType: Row["licenceType"];
  number: string | null;
  insurer: string | null;
  coverage: string | null;
  association: string | null;
  expiresOn: string | null;
  documentId: number | null;
  status: Row["status"];
  reviewNote: string | null;
  verifiedAt: string | null;
  updatedAt: string;
};

export function presentCredential(r: Row): OwnCredential {
  return {
    id: r.id,
    kind: r.kind,
    region: r.region,
    licenceType: r.licenceType,
    number: r.number,
    insurer: r.insurer,
    coverage: r.coverageCents === null ? null : formatCents(r.coverageCents),
    association: r.association,
    expiresOn: r.expiresOn,
    documentId: r.documentId,
    status: r.status,
    reviewNote: r.reviewNote,
    verifiedAt: r.verifiedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** "Montana outfitter licence #12345", "liability insurance (Acme Mutual)", for e-mails and the queue. */
export function credentialTitle(r: Pick<Row, "kind" | "region" | "licenceType" | "number" | "insurer" | "association">): string {
  if (r.kind === "licence") return `${r.region ?? ""} ${r.licenceType ?? ""} licence #${r.number ?? ""}`.replace(/\s+/g, " ").trim();
  if (r.kind === "insurance") return `liability insurance${r.insurer ? ` (${r.insurer})` : ""}`;
  return `${r.association ?? "association"} membership`;
}

export const documentPath = (documentId: number) => `/api/credential-documents/${documentId}`;
