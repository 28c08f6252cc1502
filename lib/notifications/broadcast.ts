import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { adminActions, users } from "@/db/schema";
import { afterResponse } from "@/lib/after-response";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmails, prepareEmail } from "@/lib/email";
import { adminBroadcast } from "@/lib/email/templates";
import { createNotifications } from "@/lib/notifications/create";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { Audience, SendNotificationInput } from "./broadcast-schema";

const ROLES: Record<Audience, ("hunter" | "outfitter")[]> = {
  all: ["hunter", "outfitter"],
  hunters: ["hunter"],
  outfitters: ["outfitter"],
};

type BroadcastResult = { message: string; count: number; audience: Audience };

const resultOf = (n: number, audience: Audience): BroadcastResult => ({
  message: `Notification sent to ${n} ${n === 1 ? "user" : "users"}`,
  count: n,
  audience,
});

async function earlierSend(tx: DbOrTx, adminId: number, key: string): Promise<BroadcastResult | null> {
  const [row] = await tx
    .select({ details: adminActions.details })
    .from(adminActions)
    .where(
      and(
        eq(adminActions.action, "notification.broadcast"),
        eq(adminActions.adminId, adminId),
        sql`${adminActions.details}->>'idempotencyKey' = ${key}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const d = row.details as { recipients: number; audience: Audience };
  return resultOf(d.recipients, d.audience);
}

/** E-mails are rendered before the transaction and attempted after the answer, or a large audience would outlast the
 * request and the dialog's "try again" send twice. A repeated idempotency key answers the first send's result. */
export async function sendBroadcast(actor: CurrentUser | null, input: SendNotificationInput): Promise<BroadcastResult> {
  const admin = requireAdmin(actor);
  const { subject, message, audience, idempotencyKey } = input;
  if (idempotencyKey) {
    const earlier = await earlierSend(db, admin.id, idempotencyKey);
    if (earlier) return earlier;
  }
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.role, ROLES[audience])));
  const url = config().APP_URL;
  const mails = await Promise.all(
    rows.map(async (r) => ({
      to: r.email,
      mail: await prepareEmail(adminBroadcast.build({ firstName: r.firstName, subject, message, appUrl: url })),
    })),
  );
  const sent = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      // Two requests with one key (a double click, a retry racing the first): one sends.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`broadcast:${admin.id}:${idempotencyKey}`}))`);
      const earlier = await earlierSend(tx, admin.id, idempotencyKey);
      if (earlier) return { result: earlier, emailIds: [] };
    }
    await createNotifications(
      tx,
      rows.map((r) => ({ userId: r.id, type: "other" as const, title: subject, message })),
    );
    await recordAdminAction(tx, admin.id, "notification.broadcast", null, {
      subject,
      audience,
      recipients: rows.length,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    return { result: resultOf(rows.length, audience), emailIds: await enqueueEmails(tx, mails) };
  });
  if (sent.emailIds.length) await afterResponse(async () => void (await deliverAfterCommit(sent.emailIds)));
  return sent.result;
}
