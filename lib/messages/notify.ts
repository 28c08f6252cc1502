import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { config } from "@/lib/config";
import { sendEmail } from "@/lib/email";
import { newMessage } from "@/lib/email/templates";
import { messagePreview, type EmailNotification } from "./schema";
import { log } from "@/lib/log";

/** At most one notification e-mail per conversation and receiving inbox in this window. */
export const MESSAGE_EMAIL_WINDOW_MINUTES = 15;

type Person = { id: number; firstName: string; email: string };

/**
 * Claims the right to e-mail `receiver` about `sender`'s messages. One atomic upsert on a row
 * keyed by the pair, so two instances answering at the same moment cannot both win: the row is
 * (re)written only when absent or older than the window, and a row comes back only then.
 */
export async function claimMessageEmailSlot(senderId: number, receiverId: number, now: Date): Promise<boolean> {
  const key = `message-email:${receiverId}:${senderId}`;
  const at = now.toISOString();
  const rows = await queryRows<{ key: string }>(db, sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${at}::timestamptz)
    on conflict (key) do update set count = rate_limits.count + 1, window_start = excluded.window_start
      where rate_limits.window_start <= ${at}::timestamptz - make_interval(mins => ${MESSAGE_EMAIL_WINDOW_MINUTES})
    returning key`);
  return rows.length > 0;
}

/**
 * Tells the receiver of a new message by e-mail, unless they were already told about this
 * conversation within the window. Never throws: a failure is logged and reported as not delivered.
 */
export async function notifyReceiver(
  sender: Person,
  receiver: Person,
  message: { id: number; content: string },
  now: Date,
): Promise<EmailNotification> {
  const emailData = {
    recipientEmail: receiver.email,
    recipientName: receiver.firstName,
    senderName: sender.firstName,
    messagePreview: messagePreview(message.content),
  };
  try {
    if (!(await claimMessageEmailSlot(sender.id, receiver.id, now))) {
      return { shouldSendEmail: false, delivered: false, emailData: null };
    }
    const link = `${config().APP_URL}/messages?recipient=${sender.id}&autoOpen=true`;
    const mail = newMessage.build({ recipientName: receiver.firstName, senderName: sender.firstName, messagePreview: emailData.messagePreview, conversationUrl: link });
    const result = await sendEmail(receiver.email, mail, {
      kind: "new-message",
      messageId: message.id,
      senderId: sender.id,
      receiverId: receiver.id,
    });
    return { shouldSendEmail: true, delivered: result.status !== "retrying", emailData };
  } catch (err) {
    log.error("email.send_error", { context: "new-message", userId: receiver.id, messageId: message.id, err });
    return { shouldSendEmail: true, delivered: false, emailData };
  }
}
