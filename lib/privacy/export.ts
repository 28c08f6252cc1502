import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { db } from "@/db";
import { dataExports, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { newSecretToken, sha256 } from "@/lib/auth/secure-token";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { dataExportReady } from "@/lib/email/templates";
import { formatDateTime } from "@/lib/format/dates";
import { notFound } from "@/lib/http/errors";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { deleteInBatches, PRUNE_BATCH } from "@/lib/jobs/prune";
import { collectUserData } from "./export-data";

export const EXPORT_LINK_HOURS = 24;
export const EXPORT_LINK_GONE = "This download link has expired or is not yours. Ask for a new copy from your profile.";

export type DataExportRequest = { id: number; status: "pending" | "ready"; requestedAt: string };

/** "Download my data": one export waiting per user at a time; the job builds it and e-mails the link. */
export async function requestDataExport(user: CurrentUser): Promise<DataExportRequest> {
  const row = await db.transaction(async (tx) => {
    // One request at a time per user: the user row's lock orders two clicks.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [waiting] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, user.id), eq(dataExports.status, "pending")))
      .limit(1);
    if (waiting) return waiting;
    const [created] = await tx.insert(dataExports).values({ userId: user.id }).returning();
    await enqueue(tx, QUEUES.dataExport.name, { exportId: created!.id }, { singletonKey: `export-${created!.id}` });
    return created!;
  });
  return { id: row.id, status: row.status, requestedAt: row.createdAt.toISOString() };
}

/** The job: writes the file, a fresh token's hash and the 24 h deadline once, and e-mails the link in the same transaction. */
export async function buildDataExport(exportId: number, now = new Date()): Promise<boolean> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_HOURS * 3_600_000);
  const emailId = await db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "pending")))
      .for("update", { skipLocked: true });
    if (!job) return null;
    const data = await collectUserData(tx, job.userId, now);
    if (!data) return null;
    await tx
      .update(dataExports)
      .set({ status: "ready", content: JSON.stringify(data, null, 2), tokenHash: sha256(token), expiresAt, readyAt: now })
      .where(eq(dataExports.id, exportId));
    const downloadUrl = `${config().APP_URL}/api/account/export/${token}`;
    const mail = dataExportReady.build({
      firstName: data.account.firstName,
      downloadUrl,
      expiresAt: `${formatDateTime(expiresAt, { timeZone: "UTC" })} UTC`,
    });
    return enqueueEmail(tx, data.account.email, mail, { userId: job.userId, exportId });
  });
  if (emailId !== null) await deliverAfterCommit([emailId]);
  return emailId !== null;
}

/** The file behind a link: its owner's only, and only within its 24 h (anyone else, or later: 404). */
export async function readDataExport(user: CurrentUser, token: string, now = new Date()) {
  const [row] = await db
    .select({ id: dataExports.id, content: dataExports.content, readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(and(eq(dataExports.tokenHash, sha256(token)), eq(dataExports.userId, user.id), gt(dataExports.expiresAt, now)))
    .orderBy(desc(dataExports.id))
    .limit(1);
  if (!row?.content) throw notFound(EXPORT_LINK_GONE);
  return { content: row.content, fileName: `ridgeline-data-${user.id}-${(row.readyAt ?? now).toISOString().slice(0, 10)}.json` };
}

/** Housekeeping: a file past its link's lifetime is deleted. */
export async function pruneExpiredDataExports(batch = PRUNE_BATCH): Promise<number> {
  return deleteInBatches(
    batch,
    (limit) =>
      sql`delete from data_exports where id in (select id from data_exports where expires_at < ${new Date().toISOString()}::timestamptz limit ${limit})`,
  );
}
