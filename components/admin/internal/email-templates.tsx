"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { IDLE } from "@/lib/actions/state";
import { sendTemplateTestAction } from "@/lib/admin/actions";
import type { EmailPreview } from "@/lib/admin/email-templates";
import { EMAIL_REQUIRED } from "@/lib/admin/schema";
import { adminKeys } from "../admin-queries";
import { Card } from "./internal-page";

/**
 * The e-mail as a mail client shows it. Sandboxed without scripts: the e-mail's HTML can run
 * nothing and navigate nothing here; same-origin only so the frame can be sized to its content.
 */
function EmailFrame({ preview }: { preview: EmailPreview }) {
  return (
    <iframe
      title={`${preview.name} e-mail (HTML)`}
      srcDoc={preview.html}
      sandbox="allow-same-origin"
      data-template={preview.name}
      className="h-[560px] w-full rounded-md border bg-[#f5f2ec]"
      onLoad={(e) => {
        const doc = e.currentTarget.contentDocument;
        if (doc) e.currentTarget.style.height = `${doc.documentElement.scrollHeight + 4}px`;
      }}
    />
  );
}

function TemplateCard({ preview, onSend, sending }: { preview: EmailPreview; onSend: (name: string) => void; sending: boolean }) {
  return (
    <article id={`template-${preview.name}`} aria-labelledby={`template-${preview.name}-title`} data-testid="email-template" data-heading={preview.heading} className="scroll-mt-20 space-y-3 border-t pt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`template-${preview.name}-title`} className="font-mono text-base font-semibold break-all">
            {preview.name}
          </h3>
          <p className="text-sm text-muted-foreground">{preview.description}</p>
          <p className="mt-1 text-sm">
            <span className="text-muted-foreground">Subject: </span>
            {preview.subject}
          </p>
        </div>
        <Button size="sm" variant="outline" onClick={() => onSend(preview.name)} disabled={sending} aria-label={`Send ${preview.name} test e-mail`}>
          <Send aria-hidden /> {sending ? "Sending..." : "Send"}
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <EmailFrame preview={preview} />
        <pre
          tabIndex={0}
          aria-label={`${preview.name} e-mail (text version)`}
          className="max-h-[560px] overflow-auto rounded-md border bg-muted p-3 text-xs whitespace-pre-wrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {preview.text}
        </pre>
      </div>
    </article>
  );
}

/** /email-test's templates: every e-mail the product sends, as HTML and text, each sendable as a test. */
export function EmailTemplates({ previews }: { previews: EmailPreview[] }) {
  const qc = useQueryClient();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  function send(template: string) {
    if (!email.trim()) {
      toast.error("Email Required", { description: EMAIL_REQUIRED });
      return;
    }
    setSending(template);
    startTransition(async () => {
      const r = await sendTemplateTestAction(IDLE, { email, template }).catch(() => IDLE);
      setSending(null);
      if (r.ok && r.data?.status !== "retrying") toast.success("Test Email Sent", { description: r.data?.message });
      else toast.error("Test Email Failed", { description: r.data?.message ?? r.message ?? "Please try again." });
      void qc.invalidateQueries({ queryKey: adminKeys.outbox });
    });
  }

  return (
    <Card title={`Templates (${previews.length})`}>
      <p className="mb-4 text-sm text-muted-foreground">Each e-mail the product sends, rendered with sample data: the HTML as a mail client shows it, and its plain-text version.</p>
      <div className="mb-4 max-w-sm space-y-2">
        <Label htmlFor="template-email">Send templates to</Label>
        <Input id="template-email" type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <nav aria-label="E-mail templates" className="mb-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {previews.map((p) => (
          <a key={p.name} href={`#template-${p.name}`} className="text-primary underline-offset-4 hover:underline">
            {p.name}
          </a>
        ))}
      </nav>
      <div className="space-y-6">
        {previews.map((p) => (
          <TemplateCard key={p.name} preview={p} onSend={send} sending={sending === p.name} />
        ))}
      </div>
    </Card>
  );
}
