import "server-only";
import { db } from "@/db";
import { contactMessages } from "@/db/schema";
import { config } from "@/lib/config";
import { sendEmail } from "@/lib/email";
import { contactMessage } from "@/lib/email/templates";
import { parse } from "@/lib/http/parse";
import { log } from "@/lib/log";
import { enforceRateLimit } from "@/lib/rate-limit/service";
import { contactSchema, type ContactInput } from "./schema";

export type ContactReceipt = { id: number; createdAt: string };

/**
 * Keeps a Contact Us message and e-mails it to the support address; rate limited per client
 * address. The message is stored first; a failed e-mail is logged and never loses the message or
 * fails the visitor's request.
 */
export async function submitContactMessage(input: unknown, ip: string): Promise<ContactReceipt> {
  await enforceRateLimit("contact", ip);
  const data = parse(contactSchema, input);
  const [row] = await db.insert(contactMessages).values(data).returning();
  const saved = row!;
  try {
    const result = await sendEmail(config().SUPPORT_EMAIL, contactEmail(saved.id, data), {
      contactMessageId: saved.id,
      replyTo: data.email,
    });
    if (result.status === "retrying") log.warn("contact.email.delayed", { contactMessageId: saved.id });
  } catch (err) {
    log.error("contact.email.failed", { contactMessageId: saved.id, err });
  }
  return { id: saved.id, createdAt: saved.createdAt.toISOString() };
}

function contactEmail(id: number, m: ContactInput) {
  const inboxUrl = `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;
  return contactMessage.build({ id, name: m.name, email: m.email, subject: m.subject, message: m.message, inboxUrl });
}
