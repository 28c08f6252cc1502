import { formatMonthDay } from "@/lib/format/dates";

/** What both sides are told when a held card is released because the outfitter did not answer. */
export const NOT_ANSWERED_TEXT = "The outfitter did not answer in time; your card was not charged.";

/** The answer deadline as the dashboards and e-mails write it: "Dec 3" (UTC). */
export function answerByText(at: Date | string): string {
  return formatMonthDay(at, { timeZone: "UTC" });
}

export const answerByLine = (at: Date | string) => `Answer by ${answerByText(at)} — the card hold is released after that`;
