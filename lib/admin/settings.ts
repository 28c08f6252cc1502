import { CARD_FEE_RATE_BP, COMMISSION_RATE_BP } from "@/lib/money";

/**
 * The platform's business constants (spec 001 §9) in one place, shared by the services and the
 * admin Settings dialog. Rates live in lib/money.ts; this adds the calendar rules.
 */
export const REPORT_SENT_DAY = 1; // the questionnaire goes out on the 1st of each month
export const REPORT_OVERDUE_DAY = 15; // a month's report is overdue from the 15th (due within 2 weeks)
export const PAYMENT_DUE_DAYS = 30; // commission is due within 30 days of report submission
export const PENDING_REPORT_REOPEN_DAYS = 14; // a 'pending' answer reopens after 14 days

/** 1000 basis points → "10%", 320 → "3.2%". */
export function formatRate(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

export type PlatformSetting = { label: string; value: string; detail: string };

export const PLATFORM_SETTINGS: PlatformSetting[] = [
  {
    label: "Platform commission",
    value: formatRate(COMMISSION_RATE_BP),
    detail: "Of confirmed bookings: price times number of people; a partial deposit pays it on the deposit share.",
  },
  { label: "Card convenience fee", value: formatRate(CARD_FEE_RATE_BP), detail: "Added on top when an outfitter pays commission by card." },
  {
    label: "Monthly report",
    value: `Due by the ${REPORT_OVERDUE_DAY - 1}th`,
    detail: `Sent on the ${REPORT_SENT_DAY}st of each month; overdue from the ${REPORT_OVERDUE_DAY}th. A 'pending' answer reopens after ${PENDING_REPORT_REOPEN_DAYS} days.`,
  },
  { label: "Commission payment", value: `${PAYMENT_DUE_DAYS} days`, detail: "Payment is due within 30 days of monthly report submission." },
  { label: "Revenue year", value: "January 1st", detail: "Total revenue restarts every January 1st; a manual reset starts it again from $0.00." },
];
