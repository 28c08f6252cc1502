import type { DbOrTx } from "@/db";
import { notifications } from "@/db/schema";

export type NotificationInput = {
  userId: number;
  type?: "payment_reminder" | "warning" | "other";
  title: string;
  message: string;
};

/** Creates in-app notifications (the bell); pass the transaction that caused them. */
export async function createNotifications(tx: DbOrTx, items: NotificationInput[]) {
  if (items.length === 0) return;
  await tx.insert(notifications).values(items.map((n) => ({ type: "other" as const, ...n })));
}
