import { render } from "@react-email/components";
import { createElement } from "react";
import { db } from "@/db";
import { emailOutbox } from "@/db/schema";
import { config } from "@/lib/config";
import { attemptDelivery, EMAIL_ATTEMPT_LEASE_MS } from "./delivery";
import { EmailLayout } from "./layout";
import type { EmailTemplate } from "./templates";

/**
 * "queued": stored in the outbox (the embedded default's delivery); "sent": the provider took it;
 * "retrying": the provider did not take it now and the delivery worker will try again.
 */
export type SendResult = { id: number; status: "queued" | "sent" | "retrying" };

/**
 * Sends one e-mail. Every message is written to the outbox first; with RESEND_API_KEY the first
 * delivery attempt is made at once and a failed one is retried by the delivery worker with
 * backoff (lib/email/delivery.ts), so a provider outage loses nothing. Without a key the outbox
 * is the delivery (the embedded default), and the admin can read it there. Never throws.
 */
export async function sendEmail(to: string, mail: EmailTemplate, meta?: Record<string, unknown>): Promise<SendResult> {
  const element = createElement(EmailLayout, mail.content);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  const viaProvider = Boolean(config().RESEND_API_KEY);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toEmail: to,
      subject: mail.subject,
      template: mail.template,
      html,
      text,
      meta,
      provider: viaProvider ? "resend" : "outbox",
      // Leased to this attempt; should the process stop before it ends, the worker sends it.
      nextAttemptAt: viaProvider ? new Date(Date.now() + EMAIL_ATTEMPT_LEASE_MS) : null,
    })
    .returning();
  if (!viaProvider) return { id: row!.id, status: "queued" };
  const outcome = await attemptDelivery(row!);
  return { id: row!.id, status: outcome === "sent" ? "sent" : "retrying" };
}
