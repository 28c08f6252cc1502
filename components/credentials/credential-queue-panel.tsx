"use client";

import { useCredentialQueue } from "@/components/admin/application-details";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { z, type ZodType } from "zod";
import { EmptyState, ErrorState, ListSkeleton, Panel } from "@/components/admin/panel";
import { useActionForm } from "@/components/forms/use-action-form";
import { QUERY_KEYS } from "@/components/query/keys";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { decideCredentialAction } from "@/lib/credentials/actions";
import { documentPath } from "@/lib/credentials/present";
import { CREDENTIAL_NOTE_REQUIRED } from "@/lib/credentials/schema";
import type { QueuedCredential } from "@/lib/credentials/verification";
import { formatDate, formatDay } from "@/lib/format/dates";
import { KIND_LABELS } from "./credential-form-dialog";
import { describeCredential } from "./credentials-card";

type Decision = "approve" | "reject";
type Values = { id: number; decision: Decision; note: string };

const formSchema = (rejecting: boolean) =>
  z.object({
    id: z.number(),
    decision: z.enum(["approve", "reject"]),
    note: rejecting ? z.string().trim().min(1, CREDENTIAL_NOTE_REQUIRED) : z.string().trim(),
  }) as ZodType<Values, Values>;

function DecisionDialog({
  item,
  decision,
  onClose,
  onDone,
}: {
  item: QueuedCredential;
  decision: Decision;
  onClose: () => void;
  onDone: () => void;
}) {
  const rejecting = decision === "reject";
  const { form, pending, formProps } = useActionForm({
    schema: formSchema(rejecting),
    action: decideCredentialAction as never,
    defaultValues: { id: item.id, decision, note: "" },
    onSuccess: () => {
      toast.success(rejecting ? "Credential Rejected" : "Credential Verified", { description: "The outfitter has been e-mailed." });
      onDone();
    },
    onError: (s) => toast.error("Failed to save the decision", { description: s.message || "Please try again." }),
  });
  const error = form.formState.errors.note?.message;
  return (
    <Dialog open onOpenChange={(o) => (!o ? onClose() : undefined)}>
      <DialogContent>
        <form {...formProps}>
          <DialogHeader>
            <DialogTitle>{rejecting ? "Reject Credential" : "Approve Credential"}</DialogTitle>
            <DialogDescription>
              {item.outfitterName}: {describeCredential(item)}
            </DialogDescription>
          </DialogHeader>
          <div className="my-4 space-y-2">
            <Label htmlFor="credential-note">{rejecting ? "Note to the outfitter (required)" : "Note (optional)"}</Label>
            <Textarea
              id="credential-note"
              rows={3}
              {...form.register("note")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "credential-note-error" : undefined}
            />
            {error ? (
              <p id="credential-note-error" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant={rejecting ? "destructive" : "default"} disabled={pending}>
              {pending ? "Saving..." : rejecting ? "Reject" : "Approve"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The admin's verification queue: each credential with its private document, approve or reject with a note. */
export function CredentialQueuePanel() {
  const qc = useQueryClient();
  const { data, isLoading, error } = useCredentialQueue();
  const [open, setOpen] = useState<{ item: QueuedCredential; decision: Decision } | null>(null);
  return (
    <Panel
      id="credential-queue"
      title="Credentials to Verify"
      description="Licences, insurance and memberships; a changed credential comes back here."
    >
      {isLoading ? (
        <ListSkeleton />
      ) : error ? (
        <ErrorState>Error loading credentials: {error.message}</ErrorState>
      ) : !data?.length ? (
        <EmptyState>No credentials waiting for verification</EmptyState>
      ) : (
        <ul className="divide-y">
          {data.map((c) => (
            <li key={c.id} className="space-y-1.5 py-3 text-sm" data-testid="queued-credential">
              <p className="font-medium">
                {c.outfitterName} · {KIND_LABELS[c.kind]}
              </p>
              <p>{describeCredential(c)}</p>
              <p className="text-xs text-muted-foreground">
                {c.expiresOn ? `Expires ${formatDay(c.expiresOn)} · ` : ""}Sent {formatDate(c.updatedAt)}
              </p>
              <div className="flex flex-wrap gap-2">
                {c.documentId && (
                  <Button size="sm" variant="ghost" asChild>
                    <a href={documentPath(c.documentId)} target="_blank" rel="noopener">
                      Open document
                    </a>
                  </Button>
                )}
                <Button size="sm" onClick={() => setOpen({ item: c, decision: "approve" })}>
                  Approve
                </Button>
                <Button size="sm" variant="outline" onClick={() => setOpen({ item: c, decision: "reject" })}>
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <DecisionDialog
          key={`${open.item.id}-${open.decision}`}
          item={open.item}
          decision={open.decision}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.credentials });
          }}
        />
      )}
    </Panel>
  );
}
