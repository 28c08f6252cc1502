import { formatDay } from "@/lib/departures/dates";
import { summarizeDepartures } from "@/lib/departures/summary";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";

/**
 * Texts for <title>, meta descriptions and social cards: what a person reads in a search result
 * or a shared link. Search engines cut descriptions near 160 characters, so ours end at a word
 * before that, with an ellipsis, instead of mid-word.
 */
export const META_DESCRIPTION_MAX = 160;

/**
 * "$12,500.00" from the API's "12500.00": the one money format of every page and e-mail (spec 000:
 * "US dollars, formatted with exactly 2 decimals"), search snippets included.
 */
export function metaPrice(dollars: string): string {
  const cents = parseDollarsToCents(dollars);
  return cents === null ? dollars : formatUsd(cents);
}

/** "Sep 10, 2027" for a calendar date (a Date at UTC midnight or "2027-09-10"). */
export function metaDate(date: Date | string): string {
  return formatDay(typeof date === "string" ? date.slice(0, 10) : date.toISOString().slice(0, 10));
}

/** A hunt's free-text dates with any ISO date ("2027-09-10") written as people read it. */
export function metaDates(text: string): string {
  return squash(text).replace(/\b(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/g, (iso) => metaDate(iso));
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Joins the parts (empty ones left out) into one line and cuts it at the last word boundary that
 * fits `max` characters with the ellipsis, dropping a dangling separator or comma.
 */
export function metaDescription(parts: (string | null | undefined | false)[], max = META_DESCRIPTION_MAX): string {
  const text = squash(parts.filter(Boolean).join(" "));
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const cut = text[max - 1] === " " ? room : room.slice(0, Math.max(room.lastIndexOf(" "), 0)) || room;
  return `${cut.replace(/[\s,;:·—–-]+$/u, "")}…`;
}

type HuntForMeta = {
  location: string;
  dates: string;
  price: string;
  originalPrice: string | null;
  description: string;
  departures?: { startDate: string; endDate: string; upcoming: boolean }[];
};

/**
 * "Kodiak Island, Alaska · $12,500 per hunter (was $14,000) · Sep 10–16, 2027. Fly in to …":
 * where, what it costs (the price charged, and the price before a discount), when (the departures
 * still to come, else the hunt's dates text, shortened when long), then its description.
 */
export function huntMetaDescription(hunt: HuntForMeta): string {
  const was = hunt.originalPrice ? ` (was ${metaPrice(hunt.originalPrice)})` : "";
  const upcoming = (hunt.departures ?? []).filter((d) => d.upcoming);
  const dates = upcoming.length ? summarizeDepartures(upcoming) : metaDates(hunt.dates);
  const when = dates && metaDescription([dates], 60);
  const head = [squash(hunt.location), `${metaPrice(hunt.price)} per hunter${was}`, when].filter(Boolean).join(" · ");
  return metaDescription([`${head}.`, hunt.description]);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Kodiak Guides offers 3 guided hunts on Ridgeline, rated 4.8 of 5 by 1 hunter. Compare trips, …" */
export function outfitterMetaDescription(
  o: { firstName: string; rating: { average: number | null; count: number } },
  activeCount: number,
): string {
  const rated =
    o.rating.average !== null ? `, rated ${o.rating.average.toFixed(1)} of 5 by ${plural(o.rating.count, "hunter", "hunters")}` : "";
  return metaDescription([
    `${o.firstName} offers ${plural(activeCount, "guided hunt", "guided hunts")} on Ridgeline${rated}.`,
    "Compare trips, message the outfitter and book.",
  ]);
}

/** A page title short enough for a search result (the layout adds " | Ridgeline"), cut at a word. */
export function metaTitle(text: string, max = 60): string {
  return metaDescription([text], max);
}
