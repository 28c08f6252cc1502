import { MAYBE_FOLLOW_UP_DAYS, QUIET_CONVERSATION_HOURS, type InquiryStatus } from "./schema";

/**
 * Which card a hunter sees in a conversation with an outfitter (spec 000 §4). The follow-up card
 * shows only when all hold: the inquiry status is not yes or no; for a maybe, the next follow-up
 * date has passed; and the latest message in the conversation is older than 4 hours. Otherwise
 * the intake questionnaire card shows. Pure: the caller passes the clock.
 */
export type FollowUpCard = "follow-up" | "intake";

export type InquiryTiming = {
  bookingStatus: InquiryStatus;
  /** ISO string or Date; null when no follow-up date was set. */
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

/** When a 'maybe' is asked again: 3 weeks after the answer. */
export function nextFollowUpAfterMaybe(answeredAt: Date): Date {
  return new Date(answeredAt.getTime() + MAYBE_FOLLOW_UP_DAYS * DAY_MS);
}
