import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/db";
import { outfitterCredentials, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { requireAdmin } from "@/lib/auth/require-admin";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { expireOutfitter } from "@/lib/cache/tags";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { credentialDecided } from "@/lib/email/templates";
import { conflict, notFound } from "@/lib/http/errors";
import { createNotifications } from "@/lib/notifications/create";
import { credentialTitle, presentCredential, type OwnCredential } from "./present";
import type { CredentialDecision } from "./schema";
import { CREDENTIAL_NOT_FOUND } from "./service";

export type QueuedCredential = OwnCredential & { outfitterId: number; outfitterName: string; outfitterEmail: string };

/** The admin's verification queue: pending credentials, oldest first. */
export async function listCredentialQueue(actor: CurrentUser | null): Promise<QueuedCredential[]> {
  requireAdmin(actor);
  const rows = await db
    .select({ c: outfitterCredentials, first: users.firstName, last: users.lastName, email: users.email })
    .from(outfitterCredentials)
    .innerJoin(users, eq(users.id, outfitterCredentials.outfitterId))
    .where(eq(outfitterCredentials.status, "pending"))
    .orderBy(asc(outfitterCredentials.updatedAt), asc(outfitterCredentials.id));
  return rows.map(({ c, first, last, email }) => ({
    ...presentCredential(c),
    outfitterId: c.outfitterId,
    outfitterName: `${first} ${last}`.trim(),
    outfitterEmail: email,
  }));
}

/**
 * Approve or reject a pending credential, once: a repeat or a race is 409. The outfitter's e-mail
 * and notification are written in the decision's transaction. Only the admin decides (an outfitter,
 * its own credential included, is 403 at the door and here).
 */
export async function decideCredential(actor: CurrentUser | null, id: number, input: CredentialDecision): Promise<OwnCredential> {
  const admin = requireAdmin(actor);
  const approved = input.decision === "approve";
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(outfitterCredentials)
      .set({
        status: approved ? "approved" : "rejected",
        reviewNote: input.note,
        reviewedBy: admin.id,
        reviewedAt: now,
        verifiedAt: approved ? now : null,
      })
      .where(and(eq(outfitterCredentials.id, id), eq(outfitterCredentials.status, "pending")))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: outfitterCredentials.id })
        .from(outfitterCredentials)
        .where(eq(outfitterCredentials.id, id))
        .limit(1);
      throw exists ? conflict("This credential has already been decided") : notFound(CREDENTIAL_NOT_FOUND);
    }
    const [o] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, row.outfitterId))
      .limit(1);
    const title = credentialTitle(row);
    await createNotifications(tx, [
      {
        userId: row.outfitterId,
        title: approved ? "Credential Verified" : "Credential Not Verified",
        message: approved ? `Your ${title} is verified.` : `Your ${title} was not verified.${input.note ? ` Note: ${input.note}` : ""}`,
      },
    ]);
    const mail = credentialDecided.build({
      firstName: o?.firstName ?? "",
      credential: title,
      approved,
      note: input.note,
      dashboardUrl: `${config().APP_URL}/outfitter-dashboard`,
    });
    const emailId = o ? await enqueueEmail(tx, o.email, mail, { credentialId: row.id, decision: input.decision }) : null;
    await recordAdminAction(tx, admin.id, approved ? "credential.approve" : "credential.reject", row.outfitterId, {
      credentialId: row.id,
      note: input.note,
    });
    return { row, emailId };
  });
  expireOutfitter(result.row.outfitterId);
  await deliverAfterCommit(result.emailId ? [result.emailId] : []);
  return presentCredential(result.row);
}
