import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingPartyMembers, bookings } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";

export type BookingAccess = {
  booking: typeof bookings.$inferSelect;
  /** "lead": the booking's hunter; "member": a party member who joined; "outfitter": the hunt's outfitter. */
  as: "lead" | "member" | "outfitter";
  memberId: number | null;
};

/** How the caller relates to a booking, or null when not at all (callers answer 404, so a stranger learns nothing). */
export async function bookingAccess(executor: DbOrTx, user: CurrentUser, bookingId: number): Promise<BookingAccess | null> {
  const [booking] = await executor.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return null;
  if (user.role === "outfitter") return booking.outfitterId === user.id ? { booking, as: "outfitter", memberId: null } : null;
  if (user.role !== "hunter") return null;
  const [member] = await executor
    .select({ id: bookingPartyMembers.id, position: bookingPartyMembers.position })
    .from(bookingPartyMembers)
    .where(
      and(eq(bookingPartyMembers.bookingId, bookingId), eq(bookingPartyMembers.userId, user.id), ne(bookingPartyMembers.status, "removed")),
    );
  if (booking.hunterId === user.id) return { booking, as: "lead", memberId: member?.id ?? null };
  return member ? { booking, as: "member", memberId: member.id } : null;
}
