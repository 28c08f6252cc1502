import { z } from "zod";

/** Longest message the server accepts (characters, after trimming). */
export const MESSAGE_MAX_LENGTH = 5000;

export const messageContentSchema = z
  .string({ error: "Message content is required" })
  .trim()
  .min(1, "Message cannot be empty")
  .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`);

/** POST /api/messages — shared by the composer and the route handler. */
export const sendMessageSchema = z.object({
  // A number or a string of digits ("7" from a URL); nothing else is coerced (true is not user 1).
  receiverId: z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: "Recipient is required" })
      .int("Recipient is required")
      .positive("Recipient is required")
      .max(2_147_483_647, "Recipient not found"),
  ),
  content: messageContentSchema,
});

export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export type UserRole = "hunter" | "outfitter" | "admin";

/** A message as the API returns it: content is plain text, never HTML. */
export type MessageDto = {
  id: number;
  senderId: number;
  receiverId: number;
  content: string;
  createdAt: string;
  isRead: boolean;
};

export type EmailNotification = {
  shouldSendEmail: boolean;
  /** True when the notification e-mail was handed to the provider (or the embedded outbox). */
  delivered: boolean;
  emailData: {
    recipientEmail: string;
    recipientName: string;
    senderName: string;
    messagePreview: string;
  } | null;
};

export type SendMessageResult = { message: MessageDto; emailNotification: EmailNotification };

/**
 * Someone the caller may write to (spec 000 §3 Contact): only what the messages list shows. Last
 * name and e-mail are the admin's to see (its list comes from GET /api/users), and a conversation
 * partner's; GET /api/users/contacts never hands them to a new hunter.
 */
export type Contact = {
  id: number;
  role: UserRole;
  firstName: string;
  profileImage: string | null;
  lastName?: string;
  email?: string;
};

/** Someone the caller already exchanged messages with. */
export type ConversationPartner = { id: number; role: UserRole; firstName: string; lastName: string; email: string; isActive: boolean };

export type ConversationSummary = {
  partner: ConversationPartner;
  lastMessage: { id: number; senderId: number; content: string; createdAt: string };
  unreadCount: number;
  messageCount: number;
};

export type AdminContact = { id: number; firstName: string; lastName: string };

/** Preview rule of the notification e-mail: 100 characters plus an ellipsis. */
export function messagePreview(content: string, max = 100): string {
  const chars = Array.from(content);
  return chars.length > max ? `${chars.slice(0, max).join("")}...` : content;
}
