import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "@/db";
import { commissionPayments, commissions, outfitterBalances, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireOutfitter } from "@/lib/cache/tags";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { commissionPaymentReminder, outfitterPaused, outfitterReactivated } from "@/lib/email/templates";
import { addToBalance } from "@/lib/money/commission/ledger";
import { conflict, notFound } from "@/lib/http/errors";
import { formatCents, formatUsd } from "@/lib/format/money";
import { createNotifications } from "@/lib/notifications/create";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { OutfitterActionInput } from "./outfitter-standing-schema";
import { PAYMENT_DUE_DAYS } from "@/lib/platform/settings";

async function loadOutfitter(executor: DbOrTx, id: number) {
  const [row] = await executor
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "outfitter")))
    .limit(1);
  if (!row) throw notFound("Outfitter not found");
  return row;
}

/** The owed amount, read under a row lock so two payments cannot both move it. */
async function lockedOwedCents(tx: Tx, outfitterId: number): Promise<number> {
  const [row] = await tx
    .select({ owed: outfitterBalances.totalOwedCents })
    .from(outfitterBalances)
    .where(eq(outfitterBalances.outfitterId, outfitterId))
    .for("update");
  return row?.owed ?? 0;
}

/** For a payment made off the platform (a mailed check): a completed check payment and the action log keep who and when. */
export async function markOutfitterPaid(actor: CurrentUser | null, input: OutfitterActionInput) {
  const admin = requireAdmin(actor);
  const { outfitterId } = input;
  const now = new Date();
  const paid = await db.transaction(async (tx) => {
    await loadOutfitter(tx, outfitterId);
    // Commissions before the balance, the order every other writer takes them in (accrual,
    // adjustBookingCommission, markCommissionPaid): the other order deadlocks with those.
    await tx
      .select({ id: commissions.id })
      .from(commissions)
      .where(and(eq(commissions.outfitterId, outfitterId), eq(commissions.status, "pending")))
      .orderBy(asc(commissions.id))
      .for("update");
    const owed = await lockedOwedCents(tx, outfitterId);
    if (owed <= 0) throw conflict("This outfitter has no outstanding commission");
    await addToBalance(tx, outfitterId, -owed, owed);
    await tx
      .update(commissions)
      .set({ status: "paid", paidAt: now })
      .where(and(eq(commissions.outfitterId, outfitterId), eq(commissions.status, "pending")));
    await tx.insert(commissionPayments).values({
      outfitterId,
      amountCents: owed,
      method: "check",
      provider: "admin",
      status: "completed",
      createdAt: now,
      completedAt: now,
    });
    await createNotifications(tx, [
      {
        userId: outfitterId,
        title: "Commission Payment Received",
        message: `We received your commission payment of ${formatUsd(owed)}. Thank you!`,
      },
    ]);
    await recordAdminAction(tx, admin.id, "outfitter.mark-paid", outfitterId, { amountCents: owed });
    return owed;
  });
  const [bal] = await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, outfitterId));
  return {
    message: `Marked ${formatUsd(paid)} as paid`,
    amountPaid: formatCents(paid),
    totalOwed: formatCents(bal?.totalOwedCents ?? 0),
    paidToDate: formatCents(bal?.paidToDateCents ?? 0),
  };
}

/** The revenue panel's sanction (unpaid commission, a missing report): the hunts leave the public pages, the outfitter may
 * still sign in to settle up, and is always told why. */
export async function pauseOutfitter(actor: CurrentUser | null, input: OutfitterActionInput) {
  return setPaused(actor, input, true);
}

export async function unpauseOutfitter(actor: CurrentUser | null, input: OutfitterActionInput) {
  return setPaused(actor, input, false);
}

async function setPaused(actor: CurrentUser | null, input: OutfitterActionInput, pause: boolean) {
  const admin = requireAdmin(actor);
  const { outfitterId } = input;
  const emailId = await db.transaction(async (tx) => {
    const o = await loadOutfitter(tx, outfitterId);
    const [changed] = await tx
      .update(users)
      .set({ isActive: !pause })
      .where(and(eq(users.id, outfitterId), eq(users.isActive, pause)))
      .returning({ id: users.id });
    if (!changed) throw conflict(pause ? "This outfitter is already paused" : "This outfitter is already active");
    await createNotifications(tx, [
      pause
        ? {
            userId: outfitterId,
            type: "warning",
            title: "Account Paused",
            message:
              "Your outfitter account has been paused and your hunts are hidden. Sign in to pay any outstanding commission and file your monthly reports, then message an admin to reactivate it.",
          }
        : {
            userId: outfitterId,
            title: "Account Reactivated",
            message: "Your outfitter account is active again and your hunts are visible to hunters.",
          },
    ]);
    await recordAdminAction(tx, admin.id, pause ? "outfitter.pause" : "outfitter.unpause", outfitterId);
    // The warning e-mail with the change: a pause that rolls back tells nobody.
    const props = { firstName: o.firstName, dashboardUrl: `${config().APP_URL}/outfitter-dashboard` };
    return enqueueEmail(tx, o.email, (pause ? outfitterPaused : outfitterReactivated).build(props));
  });
  expireOutfitter(outfitterId);
  await deliverAfterCommit([emailId]);
  return { message: pause ? "Outfitter paused" : "Outfitter activated", outfitterId, isActive: !pause };
}

export async function sendPaymentReminder(actor: CurrentUser | null, input: OutfitterActionInput) {
  const admin = requireAdmin(actor);
  const { outfitterId } = input;
  const { owed, emailId } = await db.transaction(async (tx) => {
    const o = await loadOutfitter(tx, outfitterId);
    const [bal] = await tx
      .select({ owed: outfitterBalances.totalOwedCents })
      .from(outfitterBalances)
      .where(eq(outfitterBalances.outfitterId, outfitterId));
    const owedCents = bal?.owed ?? 0;
    if (owedCents <= 0) throw conflict("This outfitter has no outstanding commission");
    await createNotifications(tx, [
      {
        userId: outfitterId,
        type: "payment_reminder",
        title: "Commission Payment Reminder",
        message: `You have ${formatUsd(owedCents)} in outstanding commission. Payment is due within ${PAYMENT_DUE_DAYS} days of your monthly report; pay by card or check from your dashboard.`,
      },
    ]);
    await recordAdminAction(tx, admin.id, "outfitter.payment-reminder", outfitterId, { amountCents: owedCents });
    const mail = commissionPaymentReminder.build({
      firstName: o.firstName,
      owedCents,
      dueDays: PAYMENT_DUE_DAYS,
      dashboardUrl: `${config().APP_URL}/outfitter-dashboard`,
    });
    return { owed: owedCents, emailId: await enqueueEmail(tx, o.email, mail) };
  });
  await deliverAfterCommit([emailId]);
  return { message: "Reminder sent", outfitterId, totalOwed: formatCents(owed) };
}
