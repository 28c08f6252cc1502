import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmails, prepareEmail } from "@/lib/email";
import { adminBroadcast } from "@/lib/email/templates";
import { parse } from "@/lib/http/parse";
import { createNotifications } from "@/lib/notifications/create";
import { recordAdminAction } from "./audit";
import { requireAdmin } from "./guard";
import { sendNotificationSchema, type Audience } from "./schema";

const ROLES: Record<Audience, ("hunter" | "outfitter")[]> = {
  all: ["hunter", "outfitter"],
  hunters: ["hunter"],
  outfitters: ["outfitter"],
};

/**
 * Sends the admin's notice to every active hunter and/or outfitter: one in-app notification and
 * one e-mail each, written in one transaction (all or nothing), the e-mails attempted after it.
 * The e-mails are rendered before the transaction, so it stays short however many there are.
 */
export async function sendBroadcast(actor: CurrentUser | null, input: unknown) {
  const admin = requireAdmin(actor);
  const { subject, message, audience } = parse(sendNotificationSchema, input);
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
  const emailIds = await db.transaction(async (tx) => {
    await createNotifications(
      tx,
      rows.map((r) => ({ userId: r.id, type: "other" as const, title: subject, message })),
    );
    await recordAdminAction(tx, admin.id, "notification.broadcast", null, { subject, audience, recipients: rows.length });
    return enqueueEmails(tx, mails);
  });
  await deliverAfterCommit(emailIds);
  const n = rows.length;
  return { message: `Notification sent to ${n} ${n === 1 ? "user" : "users"}`, count: n, audience };
}
