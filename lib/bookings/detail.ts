import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, hunts, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { cancellationQuote } from "@/lib/cancellation/service";
import { getConversation } from "@/lib/messages/service";
import type { MessageDto } from "@/lib/messages/schema";
import { OUTFITTER_CANCELS_RULE, policyText, type PolicyText } from "@/lib/money/refunds/cancellation-policies";
import { bookingMoney, type BookingMoney } from "./booking-money";
import type { HunterBooking, OutfitterBooking } from "./present";
import { bookingsForHunter, bookingsForOutfitter } from "./service";

// One booking as its own page shows it (/bookings/{id}, GET /api/bookings/{id}): for its hunter and its hunt's outfitter.
export const VIEW_OWN_BOOKINGS = "You can only view your own bookings";
export const BOOKING_NOT_FOUND = "Booking not found";
/** The newest messages with the other side shown on the page; the whole thread is on /messages. */
const MESSAGES_SHOWN = 10;

export type BookingDetail = {
  viewer: "hunter" | "outfitter";
  booking: HunterBooking | OutfitterBooking;
  money: BookingMoney;
  policy: (PolicyText & { outfitterCancels: string }) | null;
  /** What cancelling now would give back, in words ("You will be refunded $X of $Y"); null once nothing can be cancelled. */
  refundQuote: string | null;
  /** The other side of the booking: the outfitter for the hunter, the hunter for the outfitter. */
  partner: { id: number; name: string };
  messages: MessageDto[];
  /** How many messages the thread has in all (the page shows the newest MESSAGES_SHOWN). */
  messageCount: number;
};

/**
 * The booking is read through the same query as its owner's list (My Bookings, the outfitter's bookings), so the page and
 * the list never disagree; a booking another account owns is 403, one that is no booking (or a checkout abandoned before
 * paying) 404.
 */
export async function bookingDetail(user: CurrentUser, bookingId: number, now = new Date()): Promise<BookingDetail> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const viewer = user.role === "hunter" ? "hunter" : user.role === "outfitter" ? "outfitter" : null;
  if (!viewer || (viewer === "hunter" ? row.hunterId : row.outfitterId) !== user.id) throw forbidden(VIEW_OWN_BOOKINGS);

  const list = viewer === "hunter" ? await bookingsForHunter(user, now) : await bookingsForOutfitter(user, {}, now);
  const booking = list.find((b) => b.id === bookingId);
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  const [fresh] = await db.select().from(bookings).where(eq(bookings.id, bookingId));

  const partnerId = viewer === "hunter" ? row.outfitterId : row.hunterId;
  const [partner] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, partnerId));
  const [hunt] = row.huntId ? await db.select({ policy: hunts.cancellationPolicy }).from(hunts).where(eq(hunts.id, row.huntId)) : [];
  const policy = booking.cancellationPolicy ?? hunt?.policy ?? null;
  const thread = await getConversation(user, partnerId);

  return {
    viewer,
    booking,
    money: bookingMoney(fresh ?? row),
    policy: policy ? { ...policyText(policy, booking.depositPercent), outfitterCancels: OUTFITTER_CANCELS_RULE } : null,
    refundQuote: await refundQuoteOf(user, booking, now),
    partner: { id: partnerId, name: partner ? `${partner.firstName} ${partner.lastName}`.trim() : "Ridgeline member" },
    messages: thread.slice(-MESSAGES_SHOWN),
    messageCount: thread.length,
  };
}

async function refundQuoteOf(user: CurrentUser, b: HunterBooking, now: Date): Promise<string | null> {
  const you = user.role === "hunter" ? "your" : "the hunter's";
  if (b.status === "pending") {
    if (b.paymentStatus === "authorized") return `Cancelling now releases the hold on ${you} card: nothing is charged.`;
    if (b.paymentStatus === "paid") return `Cancelling now refunds ${you} payment in full.`;
    return null;
  }
  if (b.status !== "accepted") return null;
  try {
    return (await cancellationQuote(user, b.id, now)).message;
  } catch (err) {
    // A trip that has started can no longer be cancelled: the quote says so rather than failing the page.
    if (err instanceof AppError && err.status === 409) return err.message;
    throw err;
  }
}
