import "server-only";
import { desc, eq } from "drizzle-orm";
import { db } from "@/db";
import { emailOutbox } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail, type SendResult } from "@/lib/email";
import { EMAIL_MAX_ATTEMPTS, requeueFailedEmail } from "@/lib/email/delivery";
import { conflict, notFound } from "@/lib/http/errors";
import { maskSecrets } from "@/lib/email/mask";
import { testEmail, type EmailTemplate } from "@/lib/email/templates";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { TestEmailInput } from "./diagnostics-schema";

/** Never the key itself. */
export function emailProviderInfo() {
  const cfg = config();
  return {
    provider: cfg.RESEND_API_KEY ? ("resend" as const) : ("outbox" as const),
    from: cfg.EMAIL_FROM,
    embedded: !cfg.RESEND_API_KEY,
  };
}

export async function sendTestEmail(actor: CurrentUser | null, input: TestEmailInput) {
  const admin = requireAdmin(actor);
  const { email, subject, message } = input;
  const mail = testEmail.build({ subject, message, adminName: admin.firstName, appUrl: config().APP_URL });
  const result = await sendLoggedTest(admin, email, mail, {});
  return { ...result, provider: emailProviderInfo().provider, message: deliveryMessage(result.status, email) };
}

/** The outbox row and the admin log entry naming it commit together. */
export async function sendLoggedTest(
  admin: CurrentUser,
  email: string,
  mail: EmailTemplate,
  details: Record<string, unknown>,
): Promise<SendResult> {
  const id = await db.transaction(async (tx) => {
    const outboxId = await enqueueEmail(tx, email, mail, { test: true, adminId: admin.id });
    await recordAdminAction(tx, admin.id, "email.test", null, { email, ...details, outboxId });
    return outboxId;
  });
  const [result] = await deliverAfterCommit([id]);
  return result!;
}

export function deliveryMessage(status: SendResult["status"], email: string): string {
  if (status === "retrying") return "The provider did not accept the e-mail; it will be retried. See the outbox for the error.";
  return emailProviderInfo().provider === "outbox"
    ? `Stored in the outbox for ${email} (no e-mail provider is configured).`
    : `Sent to ${email}.`;
}

export const NO_PROVIDER_TO_RETRY = "No e-mail provider is configured, so the e-mail cannot be sent again";

/** Only an e-mail that went through the provider and failed its last attempt can be retried. */
export async function retryFailedEmail(actor: CurrentUser | null, id: number) {
  const admin = requireAdmin(actor);
  if (!config().RESEND_API_KEY) throw conflict(NO_PROVIDER_TO_RETRY);
  const { row, outcome } = await requeueFailedEmail(id);
  if (!row) {
    const [exists] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!exists) throw notFound("E-mail not found");
    throw conflict("Only a failed e-mail can be retried");
  }
  await recordAdminAction(db, admin.id, "email.retry", null, { outboxId: id, outcome });
  return {
    id,
    status: outcome === "sent" ? ("sent" as const) : ("retrying" as const),
    message:
      outcome === "sent"
        ? `Sent to ${row.toEmail}.`
        : "The provider did not accept the e-mail; it will be retried. See the outbox for the error.",
  };
}

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
      attempts: r.attempts,
      maxAttempts: EMAIL_MAX_ATTEMPTS,
      nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
    })),
  };
}
