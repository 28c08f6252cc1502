"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Eye, EyeOff, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { sendTemplateTestAction } from "@/lib/email/admin-actions";
import type { EmailPreview } from "@/lib/email/template-previews";
import { EMAIL_REQUIRED } from "@/lib/email/diagnostics-schema";
import { Card } from "./internal-page";
import { QUERY_KEYS } from "@/components/query/keys";

/** Sizes the frame to its e-mail, so the whole message shows without a second scrollbar. */
function fitToContent(frame: HTMLIFrameElement | null) {
  const doc = frame?.contentDocument;
  if (!frame || doc?.readyState !== "complete" || !doc.body) return;
  // Collapsed first: a document never reports less height than the frame it fills.
  frame.style.height = "0px";
  frame.style.height = `${doc.documentElement.scrollHeight + 4}px`;
}

/**
 * The e-mail as a mail client shows it. Sandboxed without scripts: the e-mail's HTML can run
 * nothing and navigate nothing here; same-origin only so the frame can be sized to its content.
 * Tools that must run script inside every frame (axe) cannot enter it, which is one reason the
 * previews are shown on demand.
 */
function EmailFrame({ preview }: { preview: EmailPreview }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = ref.current;
    // The frame may have loaded before this component hydrated (its onLoad then never fires here).
    fitToContent(frame);
    // A narrower frame wraps the e-mail onto more lines: fit again when the width changes.
    let width = frame?.clientWidth;
    const observer = new ResizeObserver(() => {
      if (frame && frame.clientWidth !== width) {
        width = frame.clientWidth;
        fitToContent(frame);
      }
    });
    if (frame) observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  return (
    <iframe
      ref={ref}
      title={`${preview.name} e-mail (HTML)`}
      srcDoc={preview.html}
      sandbox="allow-same-origin"
      className="h-[560px] w-full rounded-md border bg-[#f5f2ec]"
      onLoad={(e) => fitToContent(e.currentTarget)}
    />
  );
}

type CardProps = { preview: EmailPreview; open: boolean; onToggle: () => void; onSend: (name: string) => void; sending: boolean };

function TemplateCard({ preview, open, onToggle, onSend, sending }: CardProps) {
  const panel = `template-${preview.name}-preview`;
  return (
    <article
      id={`template-${preview.name}`}
      aria-labelledby={`template-${preview.name}-title`}
      data-testid="email-template"
      data-heading={preview.heading}
      className="scroll-mt-20 space-y-3 border-t pt-6"
    >
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
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={panel}
            aria-label={`${open ? "Hide" : "Preview"} ${preview.name}`}
          >
            {open ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {open ? "Hide" : "Preview"}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onSend(preview.name)}
            disabled={sending}
            aria-label={`Send ${preview.name} test e-mail`}
          >
            <Send aria-hidden /> {sending ? "Sending..." : "Send"}
          </Button>
        </div>
      </div>
      <div id={panel} hidden={!open} className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {open ? <EmailFrame preview={preview} /> : null}
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

/** The send's only client rule: an address to send to (the action checks it is one). */
const TEMPLATE_TEST_FORM = z.object({ email: z.string().trim().min(1, EMAIL_REQUIRED), template: z.string() });

/** /email-test's templates: every e-mail the product sends, as HTML and text, each sendable as a test. */
export function EmailTemplates({ previews }: { previews: EmailPreview[] }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const allOpen = open.size === previews.length;
  const toggle = (name: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  // Through sendTemplateTestAction; a send that is only queued for a retry is a failure here.
  const { form, pending, submit } = useActionForm({
    schema: TEMPLATE_TEST_FORM,
    action: sendTemplateTestAction,
    defaultValues: { email: "", template: "" },
    onSuccess: (data) => {
      if (data?.status !== "retrying") toast.success("Test Email Sent", { description: data?.message });
      else toast.error("Test Email Failed", { description: data.message ?? "Please try again." });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.outbox });
    },
    onError: (s) => {
      toast.error("Test Email Failed", { description: s.message ?? "Please try again." });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.outbox });
    },
    onInvalid: () => toast.error("Email Required", { description: EMAIL_REQUIRED }),
  });
  const sending = useWatch({ control: form.control, name: "template" });

  function send(template: string) {
    form.setValue("template", template);
    submit();
  }

  return (
    <Card title={`Templates (${previews.length})`}>
      <p className="mb-4 text-sm text-muted-foreground">
        Each e-mail the product sends, rendered with sample data: the HTML as a mail client shows it, and its plain-text version.
      </p>
      <div className="mb-4 max-w-sm space-y-2">
        <Label htmlFor="template-email">Send templates to</Label>
        <Input id="template-email" type="email" autoComplete="email" placeholder="you@example.com" {...form.register("email")} />
      </div>
      <Button
        variant="outline"
        size="sm"
        className="mb-3"
        onClick={() => setOpen(allOpen ? new Set() : new Set(previews.map((p) => p.name)))}
      >
        {allOpen ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {allOpen ? "Hide all previews" : "Show all previews"}
      </Button>
      <nav aria-label="E-mail templates" className="mb-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {previews.map((p) => (
          <a key={p.name} href={`#template-${p.name}`} className="text-primary underline-offset-4 hover:underline">
            {p.name}
          </a>
        ))}
      </nav>
      <div className="space-y-6">
        {previews.map((p) => (
          <TemplateCard
            key={p.name}
            preview={p}
            open={open.has(p.name)}
            onToggle={() => toggle(p.name)}
            onSend={send}
            sending={pending && sending === p.name}
          />
        ))}
      </div>
    </Card>
  );
}
