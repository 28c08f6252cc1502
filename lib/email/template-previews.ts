import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { renderEmail } from "@/lib/email";
import { EMAIL_TEMPLATES, emailTemplateNamed } from "@/lib/email/templates";
import { notFound } from "@/lib/http/errors";
import { deliveryMessage, emailProviderInfo, sendLoggedTest } from "./diagnostics";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { TemplateTestInput } from "./diagnostics-schema";

export type EmailPreview = {
  name: string;
  description: string;
  subject: string;
  heading: string;
  actionUrl: string;
  html: string;
  text: string;
};

export async function listEmailPreviews(actor: CurrentUser | null): Promise<EmailPreview[]> {
  requireAdmin(actor);
  return Promise.all(
    EMAIL_TEMPLATES.map(async (t) => {
      const mail = t.sample();
      const { html, text } = await renderEmail(mail);
      return { name: t.name, description: t.description, subject: mail.subject, heading: t.heading, actionUrl: t.actionUrl, html, text };
    }),
  );
}

export const TEMPLATE_NOT_FOUND = "E-mail template not found";

/** The subject says it is a test, so a sample receipt is never mistaken for a real one. */
export async function sendTemplateTest(actor: CurrentUser | null, input: TemplateTestInput) {
  const admin = requireAdmin(actor);
  const { email, template } = input;
  const entry = emailTemplateNamed(template);
  if (!entry) throw notFound(TEMPLATE_NOT_FOUND);
  const mail = entry.sample();
  const result = await sendLoggedTest(admin, email, { ...mail, subject: `[Test] ${mail.subject}` }, { template });
  return { ...result, template, provider: emailProviderInfo().provider, message: deliveryMessage(result.status, email) };
}
