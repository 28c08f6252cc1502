import "server-only";
import { desc, eq } from "drizzle-orm";
import { db } from "@/db";
import { emailOutbox } from "@/db/schema";

/** The newest e-mails sent to one address, newest first (browser tests read reset links here). */
export async function recentEmailsTo(to: string, limit = 10) {
  const rows = await db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.toEmail, to))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
