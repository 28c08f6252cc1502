import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { db } from "@/db";
import { notifications } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { notFound } from "@/lib/http/errors";

/** Each user sees and marks only their own notifications. */
export type NotificationView = {
  id: number;
  type: "payment_reminder" | "warning" | "other";
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
};

const LIST_LIMIT = 50;

export async function listNotifications(user: CurrentUser): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map((n) => ({
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
  }));
}

export async function unreadCount(user: CurrentUser): Promise<{ count: number }> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)));
  return { count: Number(row?.n ?? 0) };
}

/** Marks one of the caller's notifications read; someone else's id is unknown (404). */
export async function markRead(user: CurrentUser, id: number): Promise<{ id: number; isRead: true }> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound("Notification not found");
  return { id, isRead: true };
}
