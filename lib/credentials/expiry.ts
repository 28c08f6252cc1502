import "server-only";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { db } from "@/db";
import { outfitterCredentials, users } from "@/db/schema";
import { expireOutfitter } from "@/lib/cache/tags";
import { config } from "@/lib/config";
import { addDays, daysBetween, formatDay, todayIso, type IsoDate } from "@/lib/departures/dates";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { credentialExpiring } from "@/lib/email/templates";
import { credentialTitle } from "./present";

export type ExpirySweep = { expired: number[]; reminded30: number[]; reminded7: number[] };

/**
 * The credentials job (lib/jobs): on its expiry day a verified credential becomes "expired" (its
 * outfitter's hunts re-rank by trigger, its pages are expired from the cache); 30 and 7 days before,
 * the outfitter is reminded once each. Conditional updates, so two workers never send twice.
 */
export async function sweepCredentialExpiry(today: IsoDate = todayIso()): Promise<ExpirySweep> {
  const expired = await db
    .update(outfitterCredentials)
    .set({ status: "expired" })
    .where(and(eq(outfitterCredentials.status, "approved"), lte(outfitterCredentials.expiresOn, today)))
    .returning({ id: outfitterCredentials.id, outfitterId: outfitterCredentials.outfitterId });
  for (const o of new Set(expired.map((e) => e.outfitterId))) expireOutfitter(o);
  const reminded7 = await remind(today, 7);
  const reminded30 = await remind(today, 30);
  return { expired: expired.map((e) => e.id), reminded30, reminded7 };
}

// The 7-day reminder also marks the 30-day one sent, so a credential approved late gets one e-mail.
async function remind(today: IsoDate, days: 7 | 30): Promise<number[]> {
  const column = days === 7 ? outfitterCredentials.reminded7At : outfitterCredentials.reminded30At;
  const window = [gt(outfitterCredentials.expiresOn, today), lte(outfitterCredentials.expiresOn, addDays(today, days))];
  const now = new Date();
  const { ids, emailIds } = await db.transaction(async (tx) => {
    const rows = await tx
      .update(outfitterCredentials)
      .set(
        days === 7
          ? { reminded7At: now, reminded30At: sql`coalesce(${outfitterCredentials.reminded30At}, ${now.toISOString()}::timestamptz)` }
          : { reminded30At: now },
      )
      .where(and(eq(outfitterCredentials.status, "approved"), isNull(column), ...window))
      .returning();
    const emailIds: number[] = [];
    for (const row of rows) {
      const [o] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, row.outfitterId))
        .limit(1);
      if (!o || !row.expiresOn) continue;
      const mail = credentialExpiring.build({
        firstName: o.firstName,
        credential: credentialTitle(row),
        expiresOn: formatDay(row.expiresOn),
        daysLeft: daysBetween(today, row.expiresOn),
        dashboardUrl: `${config().APP_URL}/outfitter-dashboard`,
      });
      emailIds.push(await enqueueEmail(tx, o.email, mail, { credentialId: row.id, reminder: days }));
    }
    return { ids: rows.map((r) => r.id), emailIds };
  });
  await deliverAfterCommit(emailIds);
  return ids;
}
