import { render, toPlainText } from "@react-email/components";
import type { DbOrTx } from "@/db";
import { emailOutbox } from "@/db/schema";
import { config } from "@/lib/config";
import { enqueueMany } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { deliverEnqueuedEmails, deliveryKey, type AttemptOutcome } from "./delivery";
import type { EmailTemplate } from "./templates";

/** "queued": in the outbox (no provider, or another sender has it); "sent": the provider took it; "retrying": the worker tries again. */
export type SendResult = { id: number; status: "queued" | "sent" | "retrying" };

export async function renderEmail(mail: EmailTemplate): Promise<{ html: string; text: string }> {
  const html = await render(mail.element);
  return { html, text: toPlainText(html) };
}

export type PreparedEmail = { subject: string; template: string; html: string; text: string; headers?: Record<string, string> };

/** Rendered before the transaction, for a caller that must do the same work either way (registration answers a taken address in the same time). */
export async function prepareEmail(mail: EmailTemplate): Promise<PreparedEmail> {
  return { subject: mail.subject, template: mail.template, ...(await renderEmail(mail)) };
}

// Written with the caller's transaction, so it exists exactly when the change commits (a rollback sends nothing); every e-mail the
// product sends goes through here or enqueueEmails(). The worker sends it, or the caller right after the commit.
export async function enqueueEmail(
  tx: DbOrTx,
  to: string,
  mail: EmailTemplate | PreparedEmail,
  meta?: Record<string, unknown>,
): Promise<number> {
  const [id] = await enqueueEmails(tx, [{ to, mail: "element" in mail ? await prepareEmail(mail) : mail, meta }]);
  return id!;
}

// Rendered beforehand so the broadcast's transaction holds its locks only for the inserts (a render takes tens of milliseconds, and the
// embedded database runs one transaction at a time). Answers the outbox ids in the order given.
export async function enqueueEmails(
  tx: DbOrTx,
  items: { to: string; mail: PreparedEmail; meta?: Record<string, unknown> }[],
): Promise<number[]> {
  const viaProvider = Boolean(config().RESEND_API_KEY);
  const now = new Date();
  const ids: number[] = [];
  // In chunks: one statement's parameters are limited (65,535 in PostgreSQL, 8 per e-mail here).
  for (let i = 0; i < items.length; i += ENQUEUE_CHUNK) {
    const rows = await tx
      .insert(emailOutbox)
      .values(
        items.slice(i, i + ENQUEUE_CHUNK).map(({ to, mail, meta }) => ({
          toEmail: headerValue(to),
          subject: headerValue(mail.subject),
          template: mail.template,
          html: mail.html,
          text: mail.text,
          meta,
          headers: mail.headers ? Object.fromEntries(Object.entries(mail.headers).map(([k, v]) => [k, headerValue(v)])) : null,
          provider: viaProvider ? ("resend" as const) : ("outbox" as const),
          nextAttemptAt: viaProvider ? now : null,
        })),
      )
      .returning({ id: emailOutbox.id });
    // A multi-row insert draws its serial ids in VALUES order; sorted so the answer's order never rests on RETURNING's.
    ids.push(...rows.map((r) => r.id).sort((a, b) => a - b));
  }
  // Each provider e-mail's delivery job, with the rows, a few seconds on: the attempt right after
  // the commit (deliverAfterCommit) comes first and the job then finds nothing due; if that process
  // died, or the caller leaves the first attempt to the job, the job makes it.
  if (viaProvider) {
    const startAfter = new Date(now.getTime() + FIRST_JOB_DELAY_MS);
    await enqueueMany(
      tx,
      QUEUES.emailDeliver.name,
      ids.map((id) => ({ data: { outboxId: id }, singletonKey: deliveryKey(id), startAfter })),
    );
  }
  return ids;
}

const ENQUEUE_CHUNK = 1000;
/** How long after its row's commit an e-mail's delivery job is due (the sender's own attempt first). */
export const FIRST_JOB_DELAY_MS = 5_000;

/** Control characters become one space, so text from a form (a contact subject, a hunt title) can never add a header line. */
export const headerValue = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** Each row is claimed as the worker claims it, so it is never sent twice; never throws (the worker retries what fails here). */
export async function deliverAfterCommit(ids: number[]): Promise<SendResult[]> {
  const queued = ids.map((id): SendResult => ({ id, status: "queued" }));
  if (ids.length === 0 || !config().RESEND_API_KEY) return queued;
  const outcomes = await deliverEnqueuedEmails(ids).catch(() => new Map<number, AttemptOutcome>());
  return ids.map((id) => {
    const outcome = outcomes.get(id);
    return { id, status: outcome === undefined ? "queued" : outcome === "sent" ? "sent" : "retrying" };
  });
}
