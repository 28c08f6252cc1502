import { render } from "@react-email/components";
import { createElement } from "react";
import { Resend } from "resend";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { emailOutbox } from "@/db/schema";
import { config } from "@/lib/config";
import { log } from "@/lib/log";
import { EmailLayout } from "./layout";
import type { EmailTemplate } from "./templates";

export type SendResult = { id: number; status: "queued" | "sent" | "failed" };

/**
 * Sends one e-mail. Every message is written to the outbox first; with RESEND_API_KEY it is then
 * handed to Resend and marked sent or failed. Without a key the outbox is the delivery (the
 * embedded default), and the admin can read it there. A send failure never throws to the caller.
 */
export async function sendEmail(to: string, mail: EmailTemplate, meta?: Record<string, unknown>): Promise<SendResult> {
  const element = createElement(EmailLayout, mail.content);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  const cfg = config();
  const provider = cfg.RESEND_API_KEY ? "resend" : "outbox";
  const [row] = await db
    .insert(emailOutbox)
    .values({ toEmail: to, subject: mail.subject, template: mail.template, html, text, meta, provider })
    .returning({ id: emailOutbox.id });
  const id = row!.id;
  if (!cfg.RESEND_API_KEY) return { id, status: "queued" };
  try {
    const resend = new Resend(cfg.RESEND_API_KEY);
    // The SDK reads RESEND_BASE_URL itself; tests point it at a local fake server.
    const { data, error } = await resend.emails.send({ from: cfg.EMAIL_FROM, to, subject: mail.subject, html, text });
    if (error) throw new Error(error.message);
    await db.update(emailOutbox).set({ status: "sent", providerMessageId: data?.id ?? null, sentAt: new Date() }).where(eq(emailOutbox.id, id));
    return { id, status: "sent" };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    log.error("email.failed", { outboxId: id, template: mail.template, provider, err });
    await db.update(emailOutbox).set({ status: "failed", error: message }).where(eq(emailOutbox.id, id));
    return { id, status: "failed" };
  }
}
