import { MONTH_ABBR } from "@/lib/departures/dates";

const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

// Departure summaries abbreviate months (lib/departures/summary.ts), so "september" searches as "sep".
function monthWord(word: string): string {
  const i = MONTH_NAMES.findIndex((name) => word.length >= 3 && name.startsWith(word));
  return i >= 0 ? MONTH_ABBR[i]!.toLowerCase() : word;
}

export function datesTextPattern(text: string): string {
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(monthWord)
    .map(escapeLike);
  return `%${words.join("%")}%`;
}
