import {
  CARD_FEE,
  COMMISSION_RATE,
  PAYMENT_DUE_DAYS,
  PENDING_REPORT_REOPEN_DAYS,
  QUESTIONNAIRE_SEND_DAY,
  REPORT_DUE_DAYS,
  REPORT_OVERDUE_DAY,
  ordinal,
} from "@/lib/platform-constants";

export { PAYMENT_DUE_DAYS, PENDING_REPORT_REOPEN_DAYS, REPORT_OVERDUE_DAY };

/** 1000 basis points → "10%", 320 → "3.2%". */
export { formatRatePercent as formatRate } from "@/lib/platform-constants";

export type PlatformSetting = { label: string; value: string; detail: string };

export const PLATFORM_SETTINGS: PlatformSetting[] = [
  {
    label: "Platform commission",
    value: COMMISSION_RATE,
    detail: "Of confirmed bookings: price times number of people; a partial deposit pays it on the deposit share.",
  },
  { label: "Card convenience fee", value: CARD_FEE, detail: "Added on top when an outfitter pays commission by card." },
  {
    label: "Monthly report",
    value: `Due by the ${ordinal(REPORT_OVERDUE_DAY - 1)}`,
    detail: `Sent on the ${ordinal(QUESTIONNAIRE_SEND_DAY)} of each month and due within ${REPORT_DUE_DAYS} days; overdue from the ${ordinal(REPORT_OVERDUE_DAY)}. A 'pending' answer reopens after ${PENDING_REPORT_REOPEN_DAYS} days.`,
  },
  {
    label: "Commission payment",
    value: `${PAYMENT_DUE_DAYS} days`,
    detail: `Payment is due within ${PAYMENT_DUE_DAYS} days of monthly report submission.`,
  },
  {
    label: "Revenue year",
    value: "January 1st",
    detail: "Total revenue restarts every January 1st; a manual reset starts it again from $0.00.",
  },
];
