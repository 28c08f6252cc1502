import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import {
  apiTokens,
  bookingInquiries,
  dataExports,
  favorites,
  huntReviews,
  notifications,
  passwordResetTokens,
  savedSearches,
  tagCalendarTokens,
  users,
  waitlistEntries,
} from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { newSecretToken } from "@/lib/auth/secure-token";
import { expireOutfitter } from "@/lib/cache/tags";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { anonymiseBookings, DELETED_USER_NAME } from "./anonymise";
import type { AccountDeletion } from "./schema";

export const WRONG_PASSWORD = "The password is not correct";
export const OUTFITTER_HAS_FUTURE_BOOKINGS =
  "Your account cannot be deleted while hunts you have accepted or been asked for are still ahead. Cancel or complete those bookings first, then delete your account.";
export const HUNTER_HAS_FUTURE_BOOKINGS =
  "Your account cannot be deleted while you have bookings still ahead. Cancel them first, then delete your account.";

/** Bookings not yet over (pending or accepted, departure not ended in the hunt's calendar, or no departure) on the user's `side`. */
async function futureBookingCount(userId: number, side: "hunter_id" | "outfitter_id"): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings b
        left join hunt_departures d on d.id = b.departure_id
        left join hunts h on h.id = b.hunt_id
        where b.${sql.raw(side)} = ${userId} and b.status in ('pending', 'accepted')
          and (d.id is null or d.end_date >= (now() at time zone coalesce(h.time_zone, 'UTC'))::date)`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Deletes the caller's account, as the privacy policy promises: the row stays, anonymised, so the
 * messages partners hold show "Deleted user" and bookings and payments stay 7 years for accounting,
 * stripped of contact details; every session and token ends. Refused (409) while bookings are ahead.
 */
export async function deleteOwnAccount(user: CurrentUser, input: AccountDeletion, now = new Date()): Promise<{ deleted: true }> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  if (!row || row.deletedAt) throw notFound("User not found");
  if (!(await verifyPassword(row.passwordHash, input.password))) throw badRequest(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  if (row.role === "outfitter" && (await futureBookingCount(user.id, "outfitter_id")) > 0) throw conflict(OUTFITTER_HAS_FUTURE_BOOKINGS);
  if (row.role === "hunter" && (await futureBookingCount(user.id, "hunter_id")) > 0) throw conflict(HUNTER_HAS_FUTURE_BOOKINGS);
  // A password nobody knows: the hash of a random secret, so the account can never sign in again.
  const unusable = await hashPassword(newSecretToken());

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.ridgeline.invalid`,
        passwordHash: unusable,
        firstName: "Deleted",
        lastName: "user",
        phone: null,
        phoneUnparsed: false,
        websiteUrl: null,
        coverPhoto: null,
        profileImage: null,
        isActive: false,
        isTopTier: false,
        deletedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.userId, user.id), sql`${apiTokens.revokedAt} is null`));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.delete(tagCalendarTokens).where(eq(tagCalendarTokens.hunterId, user.id));
    await tx.delete(dataExports).where(eq(dataExports.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(favorites).where(eq(favorites.hunterId, user.id));
    await tx.delete(savedSearches).where(eq(savedSearches.hunterId, user.id));
    await tx.delete(bookingInquiries).where(eq(bookingInquiries.hunterId, user.id));
    await tx
      .update(waitlistEntries)
      .set({ status: "left" })
      .where(and(eq(waitlistEntries.hunterId, user.id), eq(waitlistEntries.status, "waiting")));
    await tx.update(huntReviews).set({ hunterName: DELETED_USER_NAME }).where(eq(huntReviews.hunterId, user.id));
    await anonymiseBookings(tx, sql`b.hunter_id = ${user.id}`, DELETED_USER_NAME, now);
  });
  if (row.role === "outfitter") expireOutfitter(user.id);
  log.info("account.deleted", { userId: user.id, role: row.role });
  return { deleted: true };
}
