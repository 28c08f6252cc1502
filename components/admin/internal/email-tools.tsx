"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useActionForm } from "@/components/forms/use-action-form";
import { retryEmailAction, sendTestEmailAction } from "@/lib/email/admin-actions";
import { callAction } from "@/lib/actions/call";
import { EMAIL_REQUIRED, retryEmailSchema } from "@/lib/email/diagnostics-schema";
import { api, errorMessage } from "@/lib/api-client";
import { EmptyState, ErrorState, ListSkeleton } from "../panel";
import type { OutboxData } from "../types";
import { Card } from "./internal-page";
import { formatDateTime, formatTime } from "@/lib/format/dates";
import { QUERY_KEYS } from "@/components/query/keys";

const STATUS_VARIANT = { sent: "default", queued: "secondary", failed: "destructive" } as const;

function SendForm({ withContent }: { withContent: boolean }) {
  const qc = useQueryClient();
  const [email, setEmail] = useState("");
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const send = useMutation({
    mutationFn: () => callAction(sendTestEmailAction, { email, subject, message }),
    onSuccess: (r) => {
      if (r.status === "retrying") toast.error("Test Email Failed", { description: r.message });
      else toast.success("Test Email Sent", { description: r.message });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.outbox });
    },
    onError: (err) => toast.error("Test Email Failed", { description: errorMessage(err, "Please try again.") }),
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      toast.error("Email Required", { description: EMAIL_REQUIRED });
      return;
    }
    send.mutate();
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="test-email">Recipient email</Label>
        <Input
          id="test-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      {withContent ? (
        <>
          <div className="space-y-2">
            <Label htmlFor="test-subject">Subject (optional)</Label>
            <Input id="test-subject" value={subject} onChange={(e) => setSubject(e.target.value)} placeholder="Ridgeline test e-mail" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="test-message">Message (optional)</Label>
            <Textarea id="test-message" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
          </div>
        </>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send Test Email"}
      </Button>
    </form>
  );
}

/** Retry beside a failed e-mail: its server action sends it again with a fresh set of attempts. */
function RetryEmailForm({ id }: { id: number }) {
  const qc = useQueryClient();
  const { pending, formProps } = useActionForm({
    schema: retryEmailSchema,
    action: retryEmailAction,
    defaultValues: { id },
    onSuccess: (r) => {
      if (r.status === "sent") toast.success("Email Sent", { description: r.message });
      else toast.error("Email Not Sent", { description: r.message });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.outbox });
    },
    onError: (state) => {
      toast.error("Email Not Sent", { description: state.message ?? "Please try again." });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.outbox });
    },
  });
  return (
    <form {...formProps} className="inline">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={`Retry e-mail ${id}`}>
        <RefreshCw aria-hidden /> {pending ? "Retrying..." : "Retry"}
      </Button>
    </form>
  );
}

function Outbox({ detailed }: { detailed: boolean }) {
  const { data, isLoading, error, refetch, isFetching } = useQuery({
    queryKey: QUERY_KEYS.admin.outbox,
    queryFn: () => api.get<OutboxData>("/api/admin/email-outbox"),
  });
  return (
    <Card title="Outbox">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          {data
            ? `Provider: ${data.provider === "resend" ? "Resend" : "Outbox only (no e-mail provider configured)"} · From ${data.from}`
            : "Latest 50 messages"}
        </span>
        <Button size="sm" variant="outline" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden /> Refresh
        </Button>
      </div>
      {isLoading ? (
        <ListSkeleton />
      ) : error || !data ? (
        <ErrorState>Failed to fetch the outbox</ErrorState>
      ) : data.messages.length === 0 ? (
        <EmptyState>No e-mails yet</EmptyState>
      ) : (
        // Focusable, so the keyboard can scroll the list (its rows hold no control in the test view).
        <ul
          aria-label="Outbox messages"
          tabIndex={0}
          className="max-h-[32rem] divide-y overflow-y-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {data.messages.map((m) => (
            <li key={m.id} className="px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={STATUS_VARIANT[m.status]}>{m.status}</Badge>
                <span className="font-medium break-all">{m.toEmail}</span>
                <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(m.createdAt)}</span>
              </div>
              <p className="mt-1">{m.subject}</p>
              <p className="text-xs text-muted-foreground">
                {m.template} via {m.provider}
                {m.sentAt ? ` · sent ${formatTime(m.sentAt)}` : ""}
              </p>
              {m.error ? (
                <p className="text-xs text-destructive">
                  {m.error}
                  {m.status === "queued" && m.nextAttemptAt
                    ? ` · attempt ${m.attempts} of ${m.maxAttempts}, next ${formatTime(m.nextAttemptAt)}`
                    : ""}
                  {m.status === "failed" ? ` · gave up after ${m.attempts} attempts` : ""}
                </p>
              ) : null}
              {detailed && m.status === "failed" && m.provider === "resend" ? (
                <div className="mt-1">
                  <RetryEmailForm id={m.id} />
                </div>
              ) : null}
              {detailed ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-xs text-primary">Show text</summary>
                  <pre
                    tabIndex={0}
                    className="mt-1 max-h-60 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {m.text}
                  </pre>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /email-test: send a test e-mail and see the latest outbox entries. */
export function EmailTest() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card title="Send a test e-mail">
        <SendForm withContent={false} />
      </Card>
      <Outbox detailed={false} />
    </div>
  );
}

/** /email-debug: choose subject and message, and read every outbox entry with its body and error. */
export function EmailDebug() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card title="Send a custom test e-mail">
        <SendForm withContent />
      </Card>
      <Outbox detailed />
    </div>
  );
}
