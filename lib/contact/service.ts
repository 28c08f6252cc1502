import "server-only";
import { db } from "@/db";
import { contactMessages } from "@/db/schema";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { contactMessage } from "@/lib/email/templates";
import { log } from "@/lib/log";
import { enforceRateLimit } from "@/lib/rate-limit/service";
import type { ContactInput } from "./schema";

export type ContactReceipt = { id: number; createdAt: string };

/**
 * The per-address limit of Contact Us messages, counted by each door: POST /api/contact before it
 * validates the body (a bad one counts, and a 429 wins over its 400), the form's action after.
 */
export async function limitContactMessages(ip: string) {
  await enforceRateLimit("contact", ip);
}

/**
 * Keeps a Contact Us message and e-mails it to the support address. The message and its e-mail
 * are written in one transaction, so support hears of every stored message; a delivery the
 * provider refuses is retried by the outbox and never fails the visitor's request.
 */
export async function submitContactMessage(data: ContactInput): Promise<ContactReceipt> {
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
