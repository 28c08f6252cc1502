import type { DbOrTx } from "@/db";
import { notifications } from "@/db/schema";

export type NotificationInput = {
  userId: number;
  type?: "payment_reminder" | "warning" | "other";
  title: string;
  message: string;
};

/** One statement takes at most 65,535 bind parameters and a notification uses 4, so a broadcast to every user is chunked. */
const INSERT_CHUNK = 1000;

/** Pass the transaction that caused them. */
export async function createNotifications(tx: DbOrTx, items: NotificationInput[]) {
  for (let i = 0; i < items.length; i += INSERT_CHUNK) {
    await tx.insert(notifications).values(items.slice(i, i + INSERT_CHUNK).map((n) => ({ type: "other" as const, ...n })));
  }
}
