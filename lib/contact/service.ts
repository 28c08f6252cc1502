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

/** The route counts before it validates (a bad body counts, and a 429 wins over its 400); the form's action after. */
export async function limitContactMessages(ip: string) {
  await enforceRateLimit("contact", ip);
}

/** The message and its e-mail commit together, so support hears of every stored message; a refused delivery is retried. */
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
