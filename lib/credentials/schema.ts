import { z } from "zod";
import { CREDENTIAL_KINDS, LICENCE_TYPES } from "@/db/schema/credentials";
import { isIsoDate, todayIso } from "@/lib/departures/dates";
import { parseDollarsToCents } from "@/lib/format/money";
import { idField } from "@/lib/http/record-id";

/** Documents: PDF, JPEG or PNG, at most 10 MB (client-safe, for the form's hints too). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png";
export const DOCUMENT_MESSAGES = {
  wrongType: "The document must be a PDF, JPEG or PNG file",
  tooLarge: "The document must be 10 MB or smaller",
  empty: "The document is empty",
  noFile: "Send the document as multipart/form-data in a field named document",
} as const;

const text = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => v || undefined)
    .optional();

const optionalId = (name: string) => z.preprocess((v) => (v === "" || v === null ? undefined : v), idField(name).optional());

/**
 * One credential as the outfitter enters it. A flat object (one form, fields by kind), so the
 * required fields per kind are checked below, each naming its field.
 */
const credentialFields = {
  kind: z.enum(CREDENTIAL_KINDS, { error: "Kind must be licence, insurance or membership" }),
  region: text("State or province", 60),
  licenceType: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(LICENCE_TYPES, { error: "Licence type must be outfitter or guide" }).optional(),
  ),
  number: text("Number", 60),
  insurer: text("Insurer"),
  coverage: z
    .union([z.string(), z.number()], { error: "Coverage amount must be an amount in dollars" })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const cents = parseDollarsToCents(v);
      if (cents === null || cents <= 0) {
        ctx.addIssue({ code: "custom", message: "Coverage amount must be an amount in dollars" });
        return z.NEVER;
      }
      return cents;
    }),
  association: text("Association"),
  expiresOn: z
    .string({ error: "Expiry date must be a date like 2027-10-03" })
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      if (!isIsoDate(v)) {
        ctx.addIssue({ code: "custom", message: "Expiry date must be a date like 2027-10-03" });
        return z.NEVER;
      }
      // On its expiry day a credential stops counting: it must expire after today.
      if (v <= todayIso()) {
        ctx.addIssue({ code: "custom", message: "Expiry date must be in the future" });
        return z.NEVER;
      }
      return v;
    }),
  documentId: optionalId("Document"),
};

type CredentialFields = z.output<z.ZodObject<typeof credentialFields>>;

function kindRules(c: CredentialFields, ctx: z.RefinementCtx) {
  const need = (field: keyof typeof c, message: string) => {
    if (c[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message });
  };
  if (c.kind === "licence") {
    need("region", "State or province is required");
    need("licenceType", "Licence type must be outfitter or guide");
    need("number", "Licence number is required");
    need("expiresOn", "Expiry date is required");
    need("documentId", "Upload the licence document");
  } else if (c.kind === "insurance") {
    need("insurer", "Insurer is required");
    need("coverage", "Coverage amount is required");
    need("expiresOn", "Expiry date is required");
    need("documentId", "Upload the insurance certificate");
  } else {
    need("association", "Association is required");
    need("number", "Member number is required");
  }
}

export const credentialInputSchema = z.object(credentialFields).superRefine(kindRules);
/** The dashboard form's action: a new credential, or an edit of `id`. */
export const saveCredentialSchema = z.object({ ...credentialFields, id: optionalId("Credential") }).superRefine(kindRules);

export type CredentialInput = z.output<typeof credentialInputSchema>;
export type CredentialFormValues = z.input<typeof credentialInputSchema>;

export const CREDENTIAL_NOTE_REQUIRED = "A note is required when rejecting a credential";
const decisionFields = {
  decision: z.enum(["approve", "reject"], { error: "Decision must be approve or reject" }),
  note: z
    .string()
    .trim()
    .max(2000, "Note must be at most 2000 characters")
    .nullish()
    .transform((v) => v || null),
};

function noteRule(d: { decision: "approve" | "reject"; note: string | null }, ctx: z.RefinementCtx) {
  if (d.decision === "reject" && !d.note) ctx.addIssue({ code: "custom", path: ["note"], message: CREDENTIAL_NOTE_REQUIRED });
}

export const credentialDecisionSchema = z.object(decisionFields).superRefine(noteRule);
/** The queue's action: the credential's id with the decision. */
export const decideCredentialSchema = z.object({ id: idField("Credential"), ...decisionFields }).superRefine(noteRule);

export type CredentialDecision = z.output<typeof credentialDecisionSchema>;
