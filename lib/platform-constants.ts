import { CARD_FEE_RATE_BP, COMMISSION_RATE_BP } from "@/lib/format/money";

// Client-safe. Rates come from lib/format/money.ts, what the server charges, so the terms, the help
// centre and the arithmetic cannot drift apart.

export function formatRatePercent(rateBp: number): string {
  const whole = Math.floor(rateBp / 100);
  const fraction = String(rateBp % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

export const COMMISSION_RATE = formatRatePercent(COMMISSION_RATE_BP); // "10%"
export const CARD_FEE = formatRatePercent(CARD_FEE_RATE_BP); // "3.2%"
export const OUTFITTER_SHARE = formatRatePercent(10_000 - COMMISSION_RATE_BP);

export const QUESTIONNAIRE_SEND_DAY = 1;
// From the next day the report is overdue.
export const REPORT_DUE_DAYS = 14;
export const REPORT_OVERDUE_DAY = QUESTIONNAIRE_SEND_DAY + REPORT_DUE_DAYS; // the 15th
// A 'pending' monthly-report answer counts as complete for this many days, then the form reopens.
export const PENDING_REPORT_REOPEN_DAYS = 14;
// Counted from when the monthly report is submitted.
export const PAYMENT_DUE_DAYS = 30;

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

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}
