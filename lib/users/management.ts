import "server-only";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";
import { revokeAllApiTokens } from "@/lib/auth/api-tokens";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireOutfitter } from "@/lib/cache/tags";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { outfitterApplicationRejected, outfitterApprovalWithdrawn, outfitterApproved, type EmailTemplate } from "@/lib/email/templates";
import { APPROVAL_WITHDRAWN_TEXT, OUTFITTER_APPROVED_TEXT } from "@/lib/email/templates/outfitter-account";
import { badRequest, forbidden, notFound } from "@/lib/http/errors";
import { createNotifications } from "@/lib/notifications/create";
import { payoutStatesByOutfitter } from "@/lib/money/payouts/service";
import type { PayoutState } from "@/lib/money/payouts/state";
import { toPublicUser, type PublicUser } from "@/lib/users/public-user";
import { escapeLike } from "@/lib/hunts/dates-pattern";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { afterCursor, fetchPage, pageKeyOf, pageLimit, type AdminPageRequest, type UserStatusFilter } from "@/lib/http/list-page";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { ApprovalInput, TopTierInput, UserStatusInput } from "./management-schema";

type UserRow = typeof users.$inferSelect;

export type AdminUser = PublicUser & { payoutState?: PayoutState };

export async function listUsers(
  actor: CurrentUser | null,
  page: AdminPageRequest & { q?: string; role?: UserRow["role"]; status?: UserStatusFilter } = {},
): Promise<{ rows: AdminUser[]; nextCursor: string | null; total?: number }> {
  requireAdmin(actor);
  const pattern = page.q ? `%${escapeLike(page.q)}%` : null;
  const filter = and(
    page.role ? eq(users.role, page.role) : undefined,
    page.status === "active" ? eq(users.isActive, true) : page.status === "inactive" ? eq(users.isActive, false) : undefined,
    page.status === "awaiting-approval" ? and(eq(users.role, "outfitter"), eq(users.isApproved, false)) : undefined,
    pattern ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)) : undefined,
  );
  const query = db
    .select({ user: users, key: pageKeyOf(users.createdAt) })
    .from(users)
    .where(and(filter, afterCursor(users.createdAt, users.id, page.cursor)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .$dynamic();
  // A paged answer says how many accounts match (Total Users, "Showing 25 of 34").
  const [{ rows, nextCursor }, counted] = await Promise.all([
    fetchPage(query, page, (r) => r.user.id),
    pageLimit(page) === null ? null : db.select({ n: count() }).from(users).where(filter),
  ]);
  const outfitterIds = rows.filter((r) => r.user.role === "outfitter").map((r) => r.user.id);
  const payouts = outfitterIds.length ? await payoutStatesByOutfitter(outfitterIds) : new Map<number, PayoutState>();
  return {
    rows: rows.map(({ user }) =>
      user.role === "outfitter" ? { ...toPublicUser(user), payoutState: payouts.get(user.id) ?? "not_set_up" } : toPublicUser(user),
    ),
    nextCursor,
    ...(counted ? { total: Number(counted[0]?.n ?? 0) } : {}),
  };
}

async function loadUser(id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("User not found");
  return row;
}

/** Deactivation signs the user out everywhere and takes an outfitter's hunts off the public pages. */
export async function setUserStatus(actor: CurrentUser | null, id: number, input: UserStatusInput): Promise<PublicUser> {
  const admin = requireAdmin(actor);
  const { isActive } = input;
  const target = await loadUser(id);
  if (target.role === "admin") throw forbidden("Admin accounts are protected");
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ isActive }).where(eq(users.id, id)).returning();
    await recordAdminAction(tx, admin.id, "user.status", id, { isActive });
    return updated!;
  });
  if (!isActive) await revokeAllApiTokens(id);
  if (target.role === "outfitter") expireOutfitter(id);
  return toPublicUser(row);
}

/** Rejecting a pending application closes the account; rejecting an approved outfitter hides its hunts until it is approved again. */
export async function setOutfitterApproval(actor: CurrentUser | null, id: number, input: ApprovalInput): Promise<PublicUser> {
  const admin = requireAdmin(actor);
  const { isApproved } = input;
  const target = await loadUser(id);
  if (target.role !== "outfitter") throw badRequest("Only outfitter accounts need approval");

  const { row, emailId, revoke } = await db.transaction(async (tx) => {
    let changed: UserRow | undefined;
    let mail: EmailTemplate | null = null;
    const props = { firstName: target.firstName, dashboardUrl: `${config().APP_URL}/outfitter-dashboard` };
    let revoke = false;
    if (isApproved) {
      [changed] = await tx
        .update(users)
        .set({ isApproved: true, isActive: true })
        .where(and(eq(users.id, id), eq(users.isApproved, false)))
        .returning();
      if (changed) {
        await createNotifications(tx, [{ userId: id, type: "other", title: "Account Approved", message: OUTFITTER_APPROVED_TEXT }]);
        mail = outfitterApproved.build(props);
      }
    } else if (target.isApproved) {
      [changed] = await tx
        .update(users)
        .set({ isApproved: false })
        .where(and(eq(users.id, id), eq(users.isApproved, true)))
        .returning();
      if (changed) {
        await createNotifications(tx, [{ userId: id, type: "warning", title: "Approval Withdrawn", message: APPROVAL_WITHDRAWN_TEXT }]);
        mail = outfitterApprovalWithdrawn.build(props);
      }
    } else {
      [changed] = await tx
        .update(users)
        .set({ isActive: false })
        .where(and(eq(users.id, id), eq(users.isApproved, false), eq(users.isActive, true)))
        .returning();
      if (changed) {
        revoke = true;
        mail = outfitterApplicationRejected.build({ ...props, contactUrl: `${config().APP_URL}/contact-us` });
      }
    }
    if (changed) await recordAdminAction(tx, admin.id, "user.approval", id, { isApproved });
    // The outfitter's e-mail with the decision: it exists exactly when the decision commits.
    const emailId = mail ? await enqueueEmail(tx, target.email, mail) : null;
    return { row: changed ?? target, emailId, revoke };
  });
  if (revoke) await revokeAllApiTokens(id);
  expireOutfitter(id);
  await deliverAfterCommit(emailId === null ? [] : [emailId]);
  return toPublicUser(row);
}

/** Top-Tier: featured on the home page, with a cover photo and search priority. */
export async function setTopTier(actor: CurrentUser | null, id: number, input: TopTierInput): Promise<PublicUser> {
  const admin = requireAdmin(actor);
  const { isTopTier } = input;
  const target = await loadUser(id);
  if (target.role !== "outfitter") throw badRequest("Only outfitters can be Top-Tier");
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ isTopTier }).where(eq(users.id, id)).returning();
    if (isTopTier && !target.isTopTier) {
      await createNotifications(tx, [
        {
          userId: id,
          title: "Top-Tier Status Granted",
          message: "You are now a Top-Tier outfitter: featured on the homepage, with a custom cover photo and priority in search results.",
        },
      ]);
    }
    await recordAdminAction(tx, admin.id, "user.top-tier", id, { isTopTier });
    return updated!;
  });
  expireOutfitter(id);
  return toPublicUser(row);
}
