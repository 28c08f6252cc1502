import "server-only";
import type { DbOrTx } from "@/db";
import { adminActions } from "@/db/schema";

export type AdminActionName =
  | "user.status"
  | "user.approval"
  | "user.top-tier"
  | "review.approve"
  | "review.reject"
  | "outfitter-review.approve"
  | "outfitter-review.reject"
  | "commission.paid"
  | "outfitter.mark-paid"
  | "outfitter.pause"
  | "outfitter.unpause"
  | "outfitter.payment-reminder"
  | "email.retry"
  | "mismatch.reported"
  | "notification.broadcast"
  | "monthly-report.reminders"
  | "email.test"
  | "settings.collect-commission-at-booking"
  | "revenue.reset"
  | "gear.create"
  | "gear.update"
  | "gear.delete"
  | "credential.approve"
  | "credential.reject";

/** Inside the caller's transaction, so the log holds exactly the changes that committed. */
export async function recordAdminAction(
  tx: DbOrTx,
  adminId: number,
  action: AdminActionName,
  targetUserId: number | null,
  details: Record<string, unknown> = {},
) {
  await tx.insert(adminActions).values({ adminId, action, targetUserId, details, createdAt: new Date() });
}
