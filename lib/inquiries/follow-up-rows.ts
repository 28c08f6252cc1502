import { followUpState } from "./follow-up-state";
import type { InquiryStatus, MyBookingInquiry } from "./schema";

/** An outfitter the hunter has a conversation with (GET /api/hunter/messaged-outfitters). */
export type MessagedOutfitterRef = { id: number; firstName: string; lastMessageAt: string };

export type FollowUpRow = {
  key: string;
  outfitterId: number;
  outfitterFirstName: string;
  huntId: number | null;
  bookingStatus: InquiryStatus;
  lastMessageAt: string | null;
  /** The conversation has gone quiet and the booking status should be asked (followUpState). */
  due: boolean;
};

/**
 * The dashboard's Booking Follow-ups (spec 000 §2, §4): every inquiry of the hunter, plus every
 * outfitter they talk with but never answered about (label Unknown), each due by the same rule
 * as the card in the conversation. Due rows first, otherwise in the given order. Pure.
 */
export function followUpRows(inquiries: MyBookingInquiry[], messaged: MessagedOutfitterRef[], now: Date | number): FollowUpRow[] {
  const rows: FollowUpRow[] = inquiries.map((i) => ({
    key: `inquiry-${i.id}`,
    outfitterId: i.outfitterId,
    outfitterFirstName: i.outfitter.firstName,
    huntId: i.huntId,
    bookingStatus: i.bookingStatus,
    lastMessageAt: i.lastMessageAt,
    due: followUpState({ inquiry: i, lastMessageAt: i.lastMessageAt, now }) === "follow-up",
  }));
  const known = new Set(inquiries.map((i) => i.outfitterId));
  for (const m of messaged) {
    if (known.has(m.id)) continue;
    known.add(m.id);
    rows.push({
      key: `outfitter-${m.id}`,
      outfitterId: m.id,
      outfitterFirstName: m.firstName,
      huntId: null,
      bookingStatus: "initial",
      lastMessageAt: m.lastMessageAt,
      due: followUpState({ inquiry: null, lastMessageAt: m.lastMessageAt, now }) === "follow-up",
    });
  }
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => Number(b.r.due) - Number(a.r.due) || a.i - b.i)
    .map(({ r }) => r);
}
