import { formatDateRange, MONTH_ABBR, parts, type IsoDate } from "./dates";

// More than this read as a span with a count: "Sep 2027 – Nov 2027, 6 departures".
export const LISTED_DEPARTURES = 3;

type Range = { startDate: IsoDate; endDate: IsoDate };

const monthYear = (iso: IsoDate) => {
  const { y, m } = parts(iso);
  return `${MONTH_ABBR[m - 1]} ${y}`;
};

export function summarizeDepartures(departures: readonly Range[]): string {
  const sorted = [...departures].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
  if (sorted.length === 0) return "";
  if (sorted.length <= LISTED_DEPARTURES) return sorted.map((d) => formatDateRange(d.startDate, d.endDate)).join(" · ");
  const first = monthYear(sorted[0]!.startDate);
  const last = monthYear(sorted.reduce((max, d) => (d.endDate > max ? d.endDate : max), sorted[0]!.endDate));
  const span = first === last ? first : `${first} – ${last}`;
  return `${span}, ${sorted.length} departures`;
}
