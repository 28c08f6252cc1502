import { bigint, customType, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A private credential document (licence scan, insurance certificate). The bytes live in the
 * database, not in the public uploads store, so no URL of a storage provider can ever reach a
 * page; they are read only through GET /api/credential-documents/{id}, which checks owner or admin.
 */
export const credentialDocuments = pgTable(
  "credential_documents",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type", { enum: ["application/pdf", "image/jpeg", "image/png"] }).notNull(),
    size: integer("size").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("credential_documents_owner_idx").on(t.ownerId)],
);

export const CREDENTIAL_KINDS = ["licence", "insurance", "membership"] as const;
export const LICENCE_TYPES = ["outfitter", "guide"] as const;
export const CREDENTIAL_STATUSES = ["pending", "approved", "rejected", "expired"] as const;

/**
 * An outfitter's licence, liability insurance or association membership, checked by the admin.
 * Any edit sends it back to "pending"; the daily expiry job reminds 30 and 7 days ahead and marks
 * it "expired" on its expiry day (public reads also stop counting it that day).
 */
export const outfitterCredentials = pgTable(
  "outfitter_credentials",
  {
    id: serial("id").primaryKey(),
    outfitterId: integer("outfitter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CREDENTIAL_KINDS }).notNull(),
    /** Licence: the issuing state or province. */
    region: text("region"),
    licenceType: text("licence_type", { enum: LICENCE_TYPES }),
    /** Licence number, policy number or member number. */
    number: text("number"),
    insurer: text("insurer"),
    coverageCents: bigint("coverage_cents", { mode: "number" }),
    association: text("association"),
    expiresOn: date("expires_on", { mode: "string" }),
    documentId: integer("document_id").references(() => credentialDocuments.id, { onDelete: "set null" }),
    status: text("status", { enum: CREDENTIAL_STATUSES }).notNull().default("pending"),
    reviewNote: text("review_note"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** When the current version was approved; cleared by an edit. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    reminded30At: timestamp("reminded_30_at", { withTimezone: true }),
    reminded7At: timestamp("reminded_7_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("outfitter_credentials_outfitter_idx").on(t.outfitterId, t.kind),
    index("outfitter_credentials_queue_idx").on(t.status, t.createdAt),
  ],
);
