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

/** The text with LIKE's own characters (%, _ and \) escaped, so they match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** "september" or "sept" → "sep": the dates texts written from departures abbreviate months (lib/departures/summary.ts). */
function monthWord(word: string): string {
  const i = MONTH_NAMES.findIndex((name) => word.length >= 3 && name.startsWith(word));
  return i >= 0 ? MONTH_ABBR[i]!.toLowerCase() : word;
}

/**
 * The LIKE pattern of the free-text `dates` search: its words in the order typed, anything between
 * them, with month names cut to the three letters the summaries use, so "September 2027" finds
 * "Sep 3–9, 2027" and "Sep 2027 – Nov 2027, 6 departures" (and an outfitter's own "September
 * 10–20, 2027": "sep" is in it). The user's %, _ and \ are taken literally.
 */
export function datesTextPattern(text: string): string {
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(monthWord)
    .map(escapeLike);
  return `%${words.join("%")}%`;
}
