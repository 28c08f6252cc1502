import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail, prepareEmail } from "@/lib/email";
import { emailChanged } from "@/lib/email/templates";
import { badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { expireOutfitter } from "@/lib/cache/tags";
import { toPublicUser, type PublicUser } from "./public-user";
import type { ProfileUpdate } from "./schema";

export const EMAIL_TAKEN = "An account with this email already exists";
/** An admin edits other accounts' names, phone and website, never the address that signs them in. */
export const EMAIL_OWNER_ONLY = "Only the account holder can change its e-mail address";
export const WEBSITE_REQUIRED = "Website URL is required for outfitters";

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export function assertMayEditProfile(actor: CurrentUser, id: number) {
  if (actor.id !== id && actor.role !== "admin") throw forbidden("You can only edit your own profile");
}

/** Only its holder may change the e-mail (an admin who could would take the account over with a reset); the old address is told. */
export async function updateProfile(actor: CurrentUser, id: number, data: ProfileUpdate): Promise<PublicUser> {
  assertMayEditProfile(actor, id);
  const [target] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound("User not found");

  const changes: Partial<typeof users.$inferInsert> = {};
  if (data.firstName !== undefined) changes.firstName = data.firstName;
  if (data.lastName !== undefined) changes.lastName = data.lastName;
  if (data.phone !== undefined) {
    changes.phone = data.phone;
    changes.phoneUnparsed = false;
  }
  if (data.email !== undefined && data.email !== target.email) {
    if (actor.id !== id) throw forbidden(EMAIL_OWNER_ONLY);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, data.email), ne(users.id, id)))
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN);
    changes.email = data.email;
  }
  if (target.role === "outfitter" && data.websiteUrl !== undefined) {
    if (!data.websiteUrl) throw badRequest(WEBSITE_REQUIRED, { websiteUrl: [WEBSITE_REQUIRED] });
    changes.websiteUrl = data.websiteUrl;
  }
  if (target.role === "outfitter" && data.bio !== undefined) changes.bio = data.bio;
  if (target.role === "outfitter" && data.inBusinessSince !== undefined) changes.inBusinessSince = data.inBusinessSince;
  if (Object.keys(changes).length === 0) return toPublicUser(target);

  // Rendered before the transaction, which then holds the row only for the two writes.
  const notice = changes.email ? await emailChangedNotice(target, changes.email) : null;
  try {
    const { row, emailId } = await db.transaction(async (tx) => {
      const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
      return { row: row!, emailId: notice ? await enqueueEmail(tx, target.email, notice, { userId: id }) : null };
    });
    if (emailId !== null) await deliverAfterCommit([emailId]);
    // The public profile and the hunt pages show the outfitter's name, bio and years in business.
    if (target.role === "outfitter") expireOutfitter(id);
    return toPublicUser(row);
  } catch (err) {
    // Two requests racing for one address: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

function emailChangedNotice(target: typeof users.$inferSelect, newEmail: string) {
  return prepareEmail(emailChanged.build({ firstName: target.firstName, newEmail, contactUrl: `${config().APP_URL}/contact-us` }));
}
