import { z } from "zod";

// Characters, after trimming.
export const MESSAGE_MAX_LENGTH = 5000;

export const messageContentSchema = z
  .string({ error: "Message content is required" })
  .trim()
  .min(1, "Message cannot be empty")
  .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`);

export const sendMessageSchema = z.object({
  // Only digits are coerced ("7" from a URL): true is not user 1.
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

// Content is plain text, never HTML.
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
  delivered: boolean;
  emailData: {
    recipientEmail: string;
    recipientName: string;
    senderName: string;
    messagePreview: string;
  } | null;
};

export type SendMessageResult = { message: MessageDto; emailNotification: EmailNotification };

// Last name and e-mail only for the admin and a conversation partner, never a new contact.
export type Contact = {
  id: number;
  role: UserRole;
  firstName: string;
  profileImage: string | null;
  lastName?: string;
  email?: string;
};

export type ConversationPartner = { id: number; role: UserRole; firstName: string; lastName: string; email: string; isActive: boolean };

export type ConversationSummary = {
  partner: ConversationPartner;
  lastMessage: { id: number; senderId: number; content: string; createdAt: string };
  unreadCount: number;
  messageCount: number;
};

export type AdminContact = { id: number; firstName: string; lastName: string };

// The notification e-mail's preview: 100 characters plus an ellipsis.
export function messagePreview(content: string, max = 100): string {
  const chars = Array.from(content);
  return chars.length > max ? `${chars.slice(0, max).join("")}...` : content;
}
