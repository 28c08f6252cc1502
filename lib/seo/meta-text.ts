import { formatDay } from "@/lib/departures/dates";
import { summarizeDepartures } from "@/lib/departures/summary";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";

// Search engines cut descriptions near 160 characters, so ours end at a word before that instead of mid-word.
export const META_DESCRIPTION_MAX = 160;

// Money is US dollars with exactly 2 decimals everywhere, search snippets included.
export function metaPrice(dollars: string): string {
  const cents = parseDollarsToCents(dollars);
  return cents === null ? dollars : formatUsd(cents);
}

export function metaDate(date: Date | string): string {
  return formatDay(typeof date === "string" ? date.slice(0, 10) : date.toISOString().slice(0, 10));
}

export function metaDates(text: string): string {
  return squash(text).replace(/\b(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/g, (iso) => metaDate(iso));
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

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
  allInFrom?: string;
  departures?: { startDate: string; endDate: string; upcoming: boolean }[];
};

export function huntMetaDescription(hunt: HuntForMeta): string {
  const was = hunt.originalPrice ? ` (was ${metaPrice(hunt.originalPrice)})` : "";
  const upcoming = (hunt.departures ?? []).filter((d) => d.upcoming);
  const dates = upcoming.length ? summarizeDepartures(upcoming) : metaDates(hunt.dates);
  const when = dates && metaDescription([dates], 60);
  const allIn = hunt.allInFrom && hunt.allInFrom !== hunt.price ? `, from ${metaPrice(hunt.allInFrom)} all-in` : "";
  const head = [squash(hunt.location), `${metaPrice(hunt.price)} per hunter${was}${allIn}`, when].filter(Boolean).join(" · ");
  return metaDescription([`${head}.`, hunt.description]);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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

// The layout adds " | Ridgeline".
export function metaTitle(text: string, max = 60): string {
  return metaDescription([text], max);
}
