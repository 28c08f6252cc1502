"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import type { ZodType } from "zod";
import { LabelledInput } from "@/components/forms/labelled-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/forms/use-action-form";
import type { ServerAction } from "@/lib/actions/state";
import { saveCredentialAction } from "@/lib/credentials/actions";
import type { OwnCredential } from "@/lib/credentials/present";
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, saveCredentialSchema } from "@/lib/credentials/schema";

type Kind = OwnCredential["kind"];
type Values = {
  id?: number;
  kind: Kind;
  region: string;
  licenceType: string;
  number: string;
  insurer: string;
  coverage: string;
  association: string;
  expiresOn: string;
  documentId?: number;
};

export const KIND_LABELS: Record<Kind, string> = { licence: "Licence", insurance: "Liability insurance", membership: "Membership" };

function valuesOf(c: OwnCredential | null, kind: Kind): Values {
  return {
    id: c?.id,
    kind: c?.kind ?? kind,
    region: c?.region ?? "",
    licenceType: c?.licenceType ?? "outfitter",
    number: c?.number ?? "",
    insurer: c?.insurer ?? "",
    coverage: c?.coverage ?? "",
    association: c?.association ?? "",
    expiresOn: c?.expiresOn ?? "",
    documentId: c?.documentId ?? undefined,
  };
}

/** Sends the file to POST /api/outfitter/credential-documents: a route, as the file is read under its limit as it arrives. */
async function uploadDocument(file: File): Promise<number> {
  if (file.size > DOCUMENT_MAX_BYTES) throw new Error(DOCUMENT_MESSAGES.tooLarge);
  const form = new FormData();
  form.append("document", file);
  const res = await fetch("/api/outfitter/credential-documents", { method: "POST", body: form, credentials: "include" });
  const json = (await res.json().catch(() => ({}))) as { id?: number; message?: string };
  if (!res.ok || !json.id) throw new Error(json.message ?? "The document could not be uploaded");
  return json.id;
}

/** Add or edit a licence, insurance or membership (saveCredentialAction); an edit goes back to the admin's queue. */
export function CredentialFormDialog({
  open,
  credential,
  kind,
  onClose,
  onSaved,
}: {
  open: boolean;
  credential: OwnCredential | null;
  kind: Kind;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [uploading, setUploading] = useState(false);
  const { form, pending, formProps, fieldError } = useActionForm({
    // The form's fields are always text; the schema reads blanks as absent.
    schema: saveCredentialSchema as unknown as ZodType<unknown, Values>,
    action: saveCredentialAction as unknown as ServerAction<Values, OwnCredential>,
    defaultValues: valuesOf(credential, kind),
    onSuccess: () => {
      toast.success(credential ? "Credential Updated" : "Credential Added", { description: "Ridgeline will check it shortly." });
      onSaved();
    },
    onError: (s) => toast.error("Failed to save credential", { description: s.message || "Please try again." }),
  });
  const k = useWatch({ control: form.control, name: "kind" });
  const documentId = useWatch({ control: form.control, name: "documentId" });
  const licenceType = useWatch({ control: form.control, name: "licenceType" });
  const input = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <LabelledInput id={`credential-${name}`} label={label} {...form.register(name)} error={fieldError(name)} {...extra} />
  );

  async function pick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      form.setValue("documentId", await uploadDocument(file), { shouldValidate: true });
      toast.success("Document uploaded");
    } catch (err) {
      form.setError("documentId", { message: err instanceof Error ? err.message : "The document could not be uploaded" });
    } finally {
      setUploading(false);
    }
  }

  const docError = fieldError("documentId");
  return (
    <Dialog open={open} onOpenChange={(o) => (!o ? onClose() : undefined)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form {...formProps} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{credential ? `Edit ${KIND_LABELS[k]}` : `Add ${KIND_LABELS[k]}`}</DialogTitle>
            <DialogDescription>Documents are private: only you and the Ridgeline team can open them.</DialogDescription>
          </DialogHeader>
          {k === "licence" && (
            <>
              {input("region", "State or province", { placeholder: "Montana" })}
              <div className="grid gap-1.5">
                <Label htmlFor="credential-licenceType">Licence type</Label>
                <Select value={licenceType} onValueChange={(v) => form.setValue("licenceType", v)}>
                  <SelectTrigger id="credential-licenceType" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="outfitter">Outfitter</SelectItem>
                    <SelectItem value="guide">Guide</SelectItem>
                  </SelectContent>
                </Select>
              </div>
              {input("number", "Licence number")}
            </>
          )}
          {k === "insurance" && (
            <>
              {input("insurer", "Insurer")}
              {input("coverage", "Coverage amount (USD)", { inputMode: "decimal", placeholder: "1000000" })}
            </>
          )}
          {k === "membership" && (
            <>
              {input("association", "Association")}
              {input("number", "Member number")}
            </>
          )}
          {input("expiresOn", "Expiry date", { type: "date", optional: k === "membership" })}
          {k !== "membership" && (
            <div className="grid gap-1.5">
              <Label htmlFor="credential-document">{k === "licence" ? "Licence document" : "Insurance certificate"}</Label>
              <input
                id="credential-document"
                type="file"
                accept={DOCUMENT_ACCEPT}
                className="text-sm"
                aria-describedby="credential-document-hint"
                aria-invalid={docError ? true : undefined}
                onChange={(e) => void pick(e.target.files?.[0])}
              />
              <p id="credential-document-hint" className="text-xs text-muted-foreground">
                {uploading
                  ? "Uploading…"
                  : documentId
                    ? "Document attached. Choose another file to replace it."
                    : "PDF, JPEG or PNG, up to 10 MB."}
              </p>
              {docError ? <p className="text-sm text-destructive">{docError}</p> : null}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || uploading}>
              {pending ? "Saving..." : credential ? "Save and send for checking" : "Send for checking"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
