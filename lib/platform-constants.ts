import { CARD_FEE_RATE_BP, COMMISSION_RATE_BP } from "@/lib/format/money";

/**
 * The business constants the public pages state (spec 000 §9, spec 001 §9), in one client-safe
 * module. Rates come from lib/format/money/cents.ts, which is what the server charges, so the terms, the help
 * centre and the arithmetic cannot drift apart.
 */

/** "10%" for 1000 basis points, "3.2%" for 320. */
export function formatRatePercent(rateBp: number): string {
  const whole = Math.floor(rateBp / 100);
  const fraction = String(rateBp % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

export const COMMISSION_RATE = formatRatePercent(COMMISSION_RATE_BP); // "10%"
export const CARD_FEE = formatRatePercent(CARD_FEE_RATE_BP); // "3.2%"
/** What the outfitter keeps of a booking after the commission: "90%". */
export const OUTFITTER_SHARE = formatRatePercent(10_000 - COMMISSION_RATE_BP);

/** The monthly booking questionnaire goes out on this day of each month … */
export const QUESTIONNAIRE_SEND_DAY = 1;
/** … and is due within this many days (2 weeks); from the next day it is overdue. */
export const REPORT_DUE_DAYS = 14;
export const REPORT_OVERDUE_DAY = QUESTIONNAIRE_SEND_DAY + REPORT_DUE_DAYS; // the 15th
/** A 'pending' monthly-report answer counts as complete for this many days, then the form reopens. */
export const PENDING_REPORT_REOPEN_DAYS = 14;
/** Commission is due this many days after the monthly report is submitted. */
export const PAYMENT_DUE_DAYS = 30;

/** Most hunts can be cancelled up to this many days before the hunt (per the outfitter's policy). */
export const CANCELLATION_NOTICE_DAYS = 30;

export const BOOKING_RECORD_RETENTION_YEARS = 7;
export const COMMUNICATION_RECORD_RETENTION_YEARS = 3;
export const MINIMUM_AGE = 18;

export const RESET_LINK_VALID_HOURS = 1;
export const MIN_PASSWORD_LENGTH = 6;
export const OUTFITTER_APPROVAL_TIME = "24 to 48 hours";
export const CONTACT_REPLY_HOURS = 24;
export const MAX_HUNT_PHOTOS = 10;
export const REVIEW_MIN_LENGTH = 10;

/** "1st", "15th". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}
