import "server-only";
import { desc } from "drizzle-orm";
import { db } from "@/db";
import { emailOutbox } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { sendEmail } from "@/lib/email";
import { maskSecrets } from "@/lib/email/mask";
import { noticeEmail } from "@/lib/email/templates";
import { parse } from "@/lib/http/parse";
import { recordAdminAction } from "./audit";
import { requireAdmin } from "./guard";
import { testEmailSchema } from "./schema";

/** Which provider delivers mail here and from which address (never the key itself). */
export function emailProviderInfo() {
  const cfg = config();
  return {
    provider: cfg.RESEND_API_KEY ? ("resend" as const) : ("outbox" as const),
    from: cfg.EMAIL_FROM,
    embedded: !cfg.RESEND_API_KEY,
  };
}

/** Sends one test message through the configured provider and answers with its outbox status. */
export async function sendTestEmail(actor: CurrentUser | null, input: unknown) {
  const admin = requireAdmin(actor);
  const { email, subject, message } = parse(testEmailSchema, input);
  const result = await sendEmail(
    email,
    noticeEmail("test", subject, subject, [message, `Sent by ${admin.firstName} from the admin e-mail test page.`]),
    { test: true, adminId: admin.id },
  );
  await recordAdminAction(db, admin.id, "email.test", null, { email, outboxId: result.id, status: result.status });
  const info = emailProviderInfo();
  return {
    ...result,
    provider: info.provider,
    message:
      result.status === "failed"
        ? "The provider rejected the e-mail; see the outbox for the error."
        : info.provider === "outbox"
          ? `Stored in the outbox for ${email} (no e-mail provider is configured).`
          : `Sent to ${email}.`,
  };
}

/** The latest messages of the outbox, newest first, with their delivery status; security links masked. */
export async function listOutbox(actor: CurrentUser | null, limit = 50) {
  requireAdmin(actor);
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit);
  return {
    ...emailProviderInfo(),
    messages: rows.map((r) => ({
      id: r.id,
      toEmail: r.toEmail,
      subject: maskSecrets(r.subject),
      template: r.template,
      status: r.status,
      provider: r.provider,
      error: maskSecrets(r.error),
      text: maskSecrets(r.text),
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
  };
}
