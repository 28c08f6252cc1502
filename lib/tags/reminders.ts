import "server-only";
import { db } from "@/db";
import { deliverAfterCommit } from "@/lib/email";
import { lockTagBooking } from "./booking-lock";
import { resultReminderEmails } from "./emails";

/** 14 days after the results date: both sides are told which hunters have no result yet (nothing when all are in). */
export async function remindUnreportedResults(bookingId: number): Promise<number[]> {
  const ids = await db.transaction(async (tx) => {
    const locked = await lockTagBooking(tx, bookingId).catch(() => null);
    if (!locked || locked.b.status !== "accepted") return [];
    const pending = locked.results.filter((r) => r.status === "pending").map((r) => r.hunterIndex);
    return pending.length ? resultReminderEmails(tx, locked.b, pending) : [];
  });
  await deliverAfterCommit(ids);
  return ids;
}
