import { followUpState } from "./follow-up-state";
import type { InquiryStatus, MyBookingInquiry } from "./schema";

export type MessagedOutfitterRef = { id: number; firstName: string; lastMessageAt: string };

export type FollowUpRow = {
  key: string;
  outfitterId: number;
  outfitterFirstName: string;
  huntId: number | null;
  bookingStatus: InquiryStatus;
  lastMessageAt: string | null;
  due: boolean;
};

/** Every inquiry, plus each outfitter the hunter talks with but never answered about (Unknown), due by the
 * conversation card's rule; due rows first. */
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
