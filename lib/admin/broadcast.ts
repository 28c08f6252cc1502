import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { sendEmail } from "@/lib/email";
import { adminBroadcast } from "@/lib/email/templates";
import { parse } from "@/lib/http/parse";
import { createNotifications } from "@/lib/notifications/create";
import { recordAdminAction } from "./audit";
import { requireAdmin } from "./guard";
import { sendNotificationSchema, type Audience } from "./schema";
import { log } from "@/lib/log";

const ROLES: Record<Audience, ("hunter" | "outfitter")[]> = {
  all: ["hunter", "outfitter"],
  hunters: ["hunter"],
  outfitters: ["outfitter"],
};

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(workers);
}

/**
 * Sends the admin's notice to every active hunter and/or outfitter: one in-app notification each
 * (in one transaction), then an e-mail each. A failed e-mail never undoes the notifications.
 */
export async function sendBroadcast(actor: CurrentUser | null, input: unknown) {
  const admin = requireAdmin(actor);
  const { subject, message, audience } = parse(sendNotificationSchema, input);
  const recipients = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.isActive, true), inArray(users.role, ROLES[audience])));
    await createNotifications(
      tx,
      rows.map((r) => ({ userId: r.id, type: "other" as const, title: subject, message })),
    );
    await recordAdminAction(tx, admin.id, "notification.broadcast", null, { subject, audience, recipients: rows.length });
    return rows;
  });
  const url = config().APP_URL;
  await eachLimited(recipients, 4, (r) =>
    sendEmail(r.email, adminBroadcast.build({ firstName: r.firstName, subject, message, appUrl: url })).catch(
      (err) => log.error("email.send_error", { context: "broadcast", err }),
    ),
  );
  const n = recipients.length;
  return { message: `Notification sent to ${n} ${n === 1 ? "user" : "users"}`, count: n, audience };
}
