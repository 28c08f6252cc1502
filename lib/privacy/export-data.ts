import "server-only";
import { eq, or } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingSharePayments, bookings, commissionPayments, favorites, huntReviews, messages, outfitterReviews, users } from "@/db/schema";
import { toPublicUser } from "@/lib/users/public-user";

/**
 * Everything "Download my data" contains: the user's own account, bookings (as hunter or as the
 * hunt's outfitter), messages sent and received, reviews written, favourites and payments.
 * Secrets (password hash, tokens) never leave; other users appear by id only.
 */
export async function collectUserData(tx: DbOrTx, userId: number, now = new Date()) {
  const [account] = await tx.select().from(users).where(eq(users.id, userId));
  if (!account) return null;
  const ownBookings = await tx
    .select()
    .from(bookings)
    .where(or(eq(bookings.hunterId, userId), eq(bookings.outfitterId, userId)))
    .orderBy(bookings.id);
  return {
    exportedAt: now.toISOString(),
    account: toPublicUser(account),
    bookings: ownBookings.map((b) =>
      b.hunterId === userId ? { role: "hunter", ...withoutOutfitterDetails(b) } : { role: "outfitter", ...withoutHunterDetails(b) },
    ),
    messages: await tx
      .select({
        id: messages.id,
        senderId: messages.senderId,
        receiverId: messages.receiverId,
        content: messages.content,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
      .orderBy(messages.id),
    reviews: {
      hunts: await tx.select().from(huntReviews).where(eq(huntReviews.hunterId, userId)).orderBy(huntReviews.id),
      outfitters: await tx.select().from(outfitterReviews).where(eq(outfitterReviews.hunterId, userId)).orderBy(outfitterReviews.id),
    },
    favourites: await tx
      .select({ outfitterId: favorites.outfitterId, createdAt: favorites.createdAt })
      .from(favorites)
      .where(eq(favorites.hunterId, userId)),
    payments: {
      bookings: ownBookings
        .filter((b) => b.hunterId === userId && b.paymentStatus !== "unpaid")
        .map((b) => ({
          bookingId: b.id,
          totalAmountCents: b.totalAmountCents,
          depositCents: b.depositCents,
          paymentStatus: b.paymentStatus,
          paymentProvider: b.paymentProvider,
          paidAt: b.paidAt,
          refundedCents: b.refundedCents,
          refundedAt: b.refundedAt,
        })),
      shares: await tx
        .select({
          bookingId: bookingSharePayments.bookingId,
          amountCents: bookingSharePayments.amountCents,
          status: bookingSharePayments.status,
          refundedCents: bookingSharePayments.refundedCents,
          paidAt: bookingSharePayments.paidAt,
        })
        .from(bookingSharePayments)
        .where(eq(bookingSharePayments.payerId, userId)),
      commissions: await tx
        .select({
          id: commissionPayments.id,
          amountCents: commissionPayments.amountCents,
          feeCents: commissionPayments.feeCents,
          method: commissionPayments.method,
          status: commissionPayments.status,
          createdAt: commissionPayments.createdAt,
          completedAt: commissionPayments.completedAt,
          refundedCents: commissionPayments.refundedCents,
        })
        .from(commissionPayments)
        .where(eq(commissionPayments.outfitterId, userId)),
    },
  };
}

/** An outfitter's copy of a booking: the hunter's contact details are the hunter's data, not the outfitter's. */
function withoutHunterDetails(b: typeof bookings.$inferSelect) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { hunterName, hunterPhone, emergencyContactName, emergencyContactPhone, specialRequirements, ...rest } = b;
  return rest;
}

/** A hunter's copy: the outfitter's payout account and the platform's fee on it are the outfitter's. */
function withoutOutfitterDetails(b: typeof bookings.$inferSelect) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { transferDestination, applicationFeeCents, ...rest } = b;
  return rest;
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof collectUserData>>>;
