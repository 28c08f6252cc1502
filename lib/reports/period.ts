// Report periods are calendar months in UTC; pure, so tests can pass any clock.
import { PAYMENT_DUE_DAYS, PENDING_REPORT_REOPEN_DAYS, REPORT_OVERDUE_DAY } from "@/lib/platform-constants";

// From lib/platform-constants.ts, which the admin Settings, the terms and the help centre read too.
export const OVERDUE_FROM_DAY = REPORT_OVERDUE_DAY;
export const PENDING_REOPEN_DAYS = PENDING_REPORT_REOPEN_DAYS;
export { PAYMENT_DUE_DAYS };
const DAY_MS = 86_400_000;

/**
 * The month a report is for: the calendar month that ended before `now` (the questionnaire is sent
 * on the 1st and due within 2 weeks, so on 1 December it asks for November). `day` is today's, for
 * the overdue rule (from the 15th of the month the report is asked in).
 */
export function reportPeriod(now: Date) {
  const ended = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { month: ended.getUTCMonth() + 1, year: ended.getUTCFullYear(), day: now.getUTCDate() };
}

export function isOverdueDay(now: Date) {
  return reportPeriod(now).day >= OVERDUE_FROM_DAY;
}

type Answer = { hasClientBooking: string; submittedAt: Date };

/** A 'pending' answer counts as filed for PENDING_REOPEN_DAYS; then the outfitter is asked again. */
export function reopensAt(answer: Answer): Date | null {
  return answer.hasClientBooking === "pending" ? new Date(answer.submittedAt.getTime() + PENDING_REOPEN_DAYS * DAY_MS) : null;
}

export function isComplete(answer: Answer, now: Date): boolean {
  const reopen = reopensAt(answer);
  return reopen === null || now.getTime() < reopen.getTime();
}

export function paymentDueAt(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + PAYMENT_DUE_DAYS * DAY_MS);
}
