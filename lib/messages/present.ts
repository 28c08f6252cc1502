import type { messages } from "@/db/schema";
import type { MessageDto } from "./schema";

type MessageRow = typeof messages.$inferSelect;

export function toMessageDto(row: MessageRow): MessageDto {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
  };
}
