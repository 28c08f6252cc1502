import { desc, eq } from "drizzle-orm";
import { db } from "@/db";
import { emailOutbox } from "@/db/schema";
import { deliverAfterCommit, enqueueEmail, type SendResult } from "@/lib/email";
import type { EmailTemplate } from "@/lib/email/templates";

/** Every outbox e-mail to an address, newest first. */
export async function emailsTo(to: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, to)).orderBy(desc(emailOutbox.id));
}

/** The token of the newest reset link e-mailed to an address. */
export async function latestResetToken(to: string): Promise<string> {
  const [mail] = (await emailsTo(to)).filter((m) => m.template === "password-reset");
  const m = mail ? /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text) : null;
  if (!m) throw new Error(`No reset link e-mailed to ${to}`);
  return decodeURIComponent(m[1]!);
}

/** One e-mail enqueued on its own and attempted at once, as every sender does after its commit. */
export async function sendNow(to: string, mail: EmailTemplate, meta?: Record<string, unknown>): Promise<SendResult> {
  const id = await enqueueEmail(db, to, mail, meta);
  const [result] = await deliverAfterCommit([id]);
  return result!;
}
