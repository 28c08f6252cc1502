import { MAYBE_FOLLOW_UP_DAYS, QUIET_CONVERSATION_HOURS, type InquiryStatus } from "./schema";

/** The follow-up card asks "did you book?" only while the answer is open, a maybe's date has passed and the conversation is quiet. */
export type FollowUpCard = "follow-up" | "intake";

export type InquiryTiming = {
  bookingStatus: InquiryStatus;
  nextFollowUp: string | Date | null;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const time = (v: string | Date) => (v instanceof Date ? v.getTime() : Date.parse(v));

export function followUpState({
  inquiry,
  lastMessageAt,
  now,
}: {
  inquiry: InquiryTiming | null;
  lastMessageAt: string | Date | null;
  now: Date | number;
}): FollowUpCard {
  const nowMs = typeof now === "number" ? now : now.getTime();
  const status = inquiry?.bookingStatus ?? "initial";
  if (status === "yes" || status === "no") return "intake";
  if (status === "maybe" && inquiry?.nextFollowUp && time(inquiry.nextFollowUp) > nowMs) return "intake";
  if (!lastMessageAt) return "intake";
  const last = time(lastMessageAt);
  if (!Number.isFinite(last) || nowMs - last <= QUIET_CONVERSATION_HOURS * HOUR_MS) return "intake";
  return "follow-up";
}

export function nextFollowUpAfterMaybe(answeredAt: Date): Date {
  return new Date(answeredAt.getTime() + MAYBE_FOLLOW_UP_DAYS * DAY_MS);
}
