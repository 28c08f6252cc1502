import "server-only";
import { db } from "@/db";
import { contactMessages } from "@/db/schema";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { contactMessage } from "@/lib/email/templates";
import { parse } from "@/lib/http/parse";
import { log } from "@/lib/log";
import { enforceRateLimit } from "@/lib/rate-limit/service";
import { contactSchema, type ContactInput } from "./schema";

export type ContactReceipt = { id: number; createdAt: string };

/**
 * Keeps a Contact Us message and e-mails it to the support address; rate limited per client
 * address. The message and its e-mail are written in one transaction, so support hears of every
 * stored message; a delivery the provider refuses is retried by the outbox and never fails the
 * visitor's request.
 */
export async function submitContactMessage(input: unknown, ip: string): Promise<ContactReceipt> {
  await enforceRateLimit("contact", ip);
  const data = parse(contactSchema, input);
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(data).returning();
    const emailId = await enqueueEmail(tx, config().SUPPORT_EMAIL, contactEmail(row!.id, data), {
      contactMessageId: row!.id,
      replyTo: data.email,
    });
    return { ...row!, emailId };
  });
  const [result] = await deliverAfterCommit([saved.emailId]);
  if (result!.status === "retrying") log.warn("contact.email.delayed", { contactMessageId: saved.id });
  return { id: saved.id, createdAt: saved.createdAt.toISOString() };
}

function contactEmail(id: number, m: ContactInput) {
  const inboxUrl = `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;
  return contactMessage.build({ id, name: m.name, email: m.email, subject: m.subject, message: m.message, inboxUrl });
}
