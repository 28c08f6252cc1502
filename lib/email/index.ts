import { render, toPlainText } from "@react-email/components";
import type { DbOrTx } from "@/db";
import { emailOutbox } from "@/db/schema";
import { config } from "@/lib/config";
import { enqueueMany } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { deliverEnqueuedEmails, deliveryKey, type AttemptOutcome } from "./delivery";
import type { EmailTemplate } from "./templates";

/**
 * "queued": stored in the outbox (the embedded default's delivery, or another sender is attempting
 * it); "sent": the provider took it; "retrying": the provider did not take it now and the delivery
 * worker will try again.
 */
export type SendResult = { id: number; status: "queued" | "sent" | "retrying" };

/** The HTML and the plain-text version of a template (the text is derived from the same HTML). */
export async function renderEmail(mail: EmailTemplate): Promise<{ html: string; text: string }> {
  const html = await render(mail.element);
  return { html, text: toPlainText(html) };
}

/** An e-mail rendered, ready to be written to the outbox. */
export type PreparedEmail = { subject: string; template: string; html: string; text: string };

/**
 * Renders an e-mail ahead of the transaction that writes it, for a caller that must do the same
 * work whether or not it ends up sending (registration answers a taken address in the same time).
 */
export async function prepareEmail(mail: EmailTemplate): Promise<PreparedEmail> {
  return { subject: mail.subject, template: mail.template, ...(await renderEmail(mail)) };
}

/**
 * Writes an e-mail to the outbox with the caller's transaction, so it exists exactly when the
 * change that causes it commits: a rolled-back change sends nothing. It is due at once; the
 * delivery worker sends it, or the caller does right after the commit with deliverAfterCommit().
 * Every e-mail the product sends is written here or by enqueueEmails(): there is no other way.
 */
export async function enqueueEmail(
  tx: DbOrTx,
  to: string,
  mail: EmailTemplate | PreparedEmail,
  meta?: Record<string, unknown>,
): Promise<number> {
  const [id] = await enqueueEmails(tx, [{ to, mail: "element" in mail ? await prepareEmail(mail) : mail, meta }]);
  return id!;
}

/**
 * Writes many e-mails rendered beforehand (prepareEmail) with one statement: a broadcast renders
 * its e-mails before its transaction, which then holds its locks only for the inserts (a render
 * takes tens of milliseconds, and an embedded database runs one transaction at a time).
 * Answers the outbox ids in the order given.
 */
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

/**
 * A subject or address as a header may carry it: every run of control characters (CR, LF, tab, NUL …)
 * becomes one space, so text from a form (a contact subject, a hunt title) can never add a header line.
 */
export const headerValue = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/**
 * The first attempt of e-mails enqueued in a transaction that has committed, made now rather than
 * at the worker's next run. Each row is claimed as the worker claims it, so it is never sent
 * twice. Never throws: what fails here the worker retries. Answers where each e-mail stands, in
 * the order of `ids`: "queued" when the outbox is the delivery (no provider) or another sender
 * has it, "sent", or "retrying".
 */
export async function deliverAfterCommit(ids: number[]): Promise<SendResult[]> {
  const queued = ids.map((id): SendResult => ({ id, status: "queued" }));
  if (ids.length === 0 || !config().RESEND_API_KEY) return queued;
  const outcomes = await deliverEnqueuedEmails(ids).catch(() => new Map<number, AttemptOutcome>());
  return ids.map((id) => {
    const outcome = outcomes.get(id);
    return { id, status: outcome === undefined ? "queued" : outcome === "sent" ? "sent" : "retrying" };
  });
}
