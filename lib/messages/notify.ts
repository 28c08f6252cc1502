import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { newMessage } from "@/lib/email/templates";
import { MESSAGE_EMAIL_WINDOW_MINUTES } from "@/lib/rate-limit/service";
import { messagePreview, type EmailNotification } from "./schema";

type Person = { id: number; firstName: string; email: string };

// One atomic upsert keyed by the pair, so two instances answering at the same moment cannot both win.
export async function claimMessageEmailSlot(tx: DbOrTx, senderId: number, receiverId: number, now: Date): Promise<boolean> {
  const key = `message-email:${receiverId}:${senderId}`;
  const at = now.toISOString();
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${at}::timestamptz)
    on conflict (key) do update set count = rate_limits.count + 1, window_start = excluded.window_start
      where rate_limits.window_start <= ${at}::timestamptz - make_interval(mins => ${MESSAGE_EMAIL_WINDOW_MINUTES})
    returning key`,
  );
  return rows.length > 0;
}

export type PendingMessageEmail = { notification: EmailNotification; emailId: number | null };

// The slot is claimed in the message's transaction, so a message that rolls back neither e-mails nor
// uses up the slot. Pass the answer to deliverMessageEmail() after the commit.
export async function enqueueMessageEmail(
  tx: DbOrTx,
  sender: Person,
  receiver: Person,
  message: { id: number; content: string },
  now: Date,
): Promise<PendingMessageEmail> {
  if (!(await claimMessageEmailSlot(tx, sender.id, receiver.id, now))) {
    return { notification: { shouldSendEmail: false, delivered: false, emailData: null }, emailId: null };
  }
  const emailData = {
    recipientEmail: receiver.email,
    recipientName: receiver.firstName,
    senderName: sender.firstName,
    messagePreview: messagePreview(message.content),
  };
  const link = `${config().APP_URL}/messages?recipient=${sender.id}&autoOpen=true`;
  const mail = newMessage.build({
    recipientName: receiver.firstName,
    senderName: sender.firstName,
    messagePreview: emailData.messagePreview,
    conversationUrl: link,
  });
  const emailId = await enqueueEmail(tx, receiver.email, mail, {
    kind: "new-message",
    messageId: message.id,
    senderId: sender.id,
    receiverId: receiver.id,
  });
  return { notification: { shouldSendEmail: true, delivered: false, emailData }, emailId };
}

// `delivered` is false only when the provider did not take it now (the outbox retries it). Never throws.
export async function deliverMessageEmail(pending: PendingMessageEmail): Promise<EmailNotification> {
  if (pending.emailId === null) return pending.notification;
  const [result] = await deliverAfterCommit([pending.emailId]);
  return { ...pending.notification, delivered: result!.status !== "retrying" };
}
