"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, ShieldCheck } from "lucide-react";
import { QUERY_KEYS } from "@/components/query/keys";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/call";
import { api } from "@/lib/api-client";
import { deleteCredentialAction } from "@/lib/credentials/actions";
import { documentPath, type OwnCredential } from "@/lib/credentials/present";
import { formatDay } from "@/lib/format/dates";
import { CredentialFormDialog, KIND_LABELS } from "./credential-form-dialog";

const STATUS: Record<OwnCredential["status"], { label: string; variant: "default" | "secondary" | "destructive" | "outline" }> = {
  pending: { label: "Waiting for check", variant: "secondary" },
  approved: { label: "Verified", variant: "default" },
  rejected: { label: "Not verified", variant: "destructive" },
  expired: { label: "Expired", variant: "outline" },
};

export function describeCredential(c: OwnCredential): string {
  if (c.kind === "licence") return `${c.region} ${c.licenceType} licence #${c.number}`;
  if (c.kind === "insurance") return `${c.insurer} — $${c.coverage} coverage`;
  return `${c.association} #${c.number}`;
}

type Editing = { credential: OwnCredential | null; kind: OwnCredential["kind"]; n: number } | null;

/** Licences, insurance and memberships in the outfitter dashboard: hunters see the verified ones as badges. */
export function CredentialsCard() {
  const qc = useQueryClient();
  const { data, isLoading, error } = useQuery({
    queryKey: QUERY_KEYS.outfitter.credentials,
    queryFn: () => api.get<OwnCredential[]>("/api/outfitter/credentials"),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: QUERY_KEYS.outfitter.credentials });

  async function remove(c: OwnCredential) {
    try {
      await callAction(deleteCredentialAction, { id: c.id });
      toast.success("Credential Removed");
      refresh();
    } catch {
      toast.error("Failed to remove credential");
    }
  }

  return (
    <Card className="gap-4" data-testid="credentials-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldCheck aria-hidden className="size-5 text-primary" /> Licences &amp; Insurance
        </CardTitle>
        <CardDescription>Verified credentials show on your profile and hunt pages, and verified outfitters rank first.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {isLoading ? (
          <p className="text-sm text-muted-foreground">Loading credentials…</p>
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load credentials
          </p>
        ) : data && data.length ? (
          <ul className="divide-y text-sm">
            {data.map((c) => (
              <li key={c.id} className="flex flex-col gap-1.5 py-2" data-testid="own-credential">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{KIND_LABELS[c.kind]}</span>
                  <Badge variant={STATUS[c.status].variant}>{STATUS[c.status].label}</Badge>
                </div>
                <p>{describeCredential(c)}</p>
                {c.expiresOn && <p className="text-xs text-muted-foreground">Expires {formatDay(c.expiresOn)}</p>}
                {c.status === "rejected" && c.reviewNote && <p className="text-xs text-destructive">Note: {c.reviewNote}</p>}
                <div className="flex flex-wrap gap-2">
                  {c.documentId && (
                    <Button size="sm" variant="ghost" asChild>
                      <a href={documentPath(c.documentId)} target="_blank" rel="noopener">
                        <FileText aria-hidden /> Document
                      </a>
                    </Button>
                  )}
                  <Button size="sm" variant="outline" onClick={() => setEditing({ credential: c, kind: c.kind, n: Date.now() })}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void remove(c)}>
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No credentials yet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          {(["licence", "insurance", "membership"] as const).map((kind) => (
            <Button key={kind} size="sm" variant="outline" onClick={() => setEditing({ credential: null, kind, n: Date.now() })}>
              Add {KIND_LABELS[kind].toLowerCase()}
            </Button>
          ))}
        </div>
      </CardContent>
      <CredentialFormDialog
        key={editing?.n ?? 0}
        open={editing !== null}
        credential={editing?.credential ?? null}
        kind={editing?.kind ?? "licence"}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </Card>
  );
}
