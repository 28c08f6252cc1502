import { render, toPlainText } from "@react-email/components";
import { db, type DbOrTx } from "@/db";
import { emailOutbox } from "@/db/schema";
import { config } from "@/lib/config";
import { attemptDelivery, deliverEnqueuedEmails, EMAIL_ATTEMPT_LEASE_MS } from "./delivery";
import type { EmailTemplate } from "./templates";

/**
 * "queued": stored in the outbox (the embedded default's delivery); "sent": the provider took it;
 * "retrying": the provider did not take it now and the delivery worker will try again.
 */
export type SendResult = { id: number; status: "queued" | "sent" | "retrying" };

/** The HTML and the plain-text version of a template (the text is derived from the same HTML). */
export async function renderEmail(mail: EmailTemplate): Promise<{ html: string; text: string }> {
  const html = await render(mail.element);
  return { html, text: toPlainText(html) };
}

async function insertOutboxRow(executor: DbOrTx, to: string, mail: EmailTemplate, meta: Record<string, unknown> | undefined, nextAttemptAt: (viaProvider: boolean) => Date | null) {
  const { html, text } = await renderEmail(mail);
  const viaProvider = Boolean(config().RESEND_API_KEY);
  const [row] = await executor
    .insert(emailOutbox)
    .values({ toEmail: to, subject: mail.subject, template: mail.template, html, text, meta, provider: viaProvider ? "resend" : "outbox", nextAttemptAt: nextAttemptAt(viaProvider) })
    .returning();
  return row!;
}

/**
 * Sends one e-mail. Every message is written to the outbox first; with RESEND_API_KEY the first
 * delivery attempt is made at once and a failed one is retried by the delivery worker with
 * backoff (lib/email/delivery.ts), so a provider outage loses nothing. Without a key the outbox
 * is the delivery (the embedded default), and the admin can read it there. Never throws.
 */
export async function sendEmail(to: string, mail: EmailTemplate, meta?: Record<string, unknown>): Promise<SendResult> {
  // Leased to this attempt; should the process stop before it ends, the worker sends it.
  const row = await insertOutboxRow(db, to, mail, meta, (viaProvider) => (viaProvider ? new Date(Date.now() + EMAIL_ATTEMPT_LEASE_MS) : null));
  if (row.provider !== "resend") return { id: row.id, status: "queued" };
  const outcome = await attemptDelivery(row);
  return { id: row.id, status: outcome === "sent" ? "sent" : "retrying" };
}

/**
 * Writes an e-mail to the outbox with the caller's transaction, so it exists exactly when the
 * change that causes it commits: a rolled-back change sends nothing. It is due at once; the
 * delivery worker sends it, or the caller does right after the commit with deliverAfterCommit().
 */
export async function enqueueEmail(tx: DbOrTx, to: string, mail: EmailTemplate, meta?: Record<string, unknown>): Promise<number> {
  const row = await insertOutboxRow(tx, to, mail, meta, (viaProvider) => (viaProvider ? new Date() : null));
  return row.id;
}

/**
 * The first attempt of e-mails enqueued in a transaction that has committed, made now rather than
 * at the worker's next run. Each row is claimed as the worker claims it, so it is never sent
 * twice. Never throws: what fails here the worker retries.
 */
export async function deliverAfterCommit(ids: number[]): Promise<void> {
  if (ids.length === 0 || !config().RESEND_API_KEY) return;
  await deliverEnqueuedEmails(ids).catch(() => undefined);
}
