import { desc, eq } from "drizzle-orm";
import { db } from "@/db";
import { emailOutbox } from "@/db/schema";

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
