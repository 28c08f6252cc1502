/**
 * Every date and time the product prints, in one place: pages, dashboards and e-mails call these
 * instead of their own toLocale* options, so one thing is always said one way (US English).
 *
 * Calendar dates (a hunt's departure, "2027-09-10") have no time zone and come from
 * lib/departures/dates.ts: formatDay "Sep 10, 2027", formatDateRange "Sep 10–14, 2027".
 * Instants (a timestamp: a review written, an e-mail sent) are shown in the reader's time zone —
 * the browser's in client views; pass `timeZone: "UTC"` where a server-rendered page must print
 * the same text the browser will hydrate.
 */
export { formatDateRange, formatDay } from "@/lib/departures/dates";

type Instant = Date | string | number;
type Zone = { timeZone?: string };

const formatter = (options: Intl.DateTimeFormatOptions) => {
  const cache = new Map<string, Intl.DateTimeFormat>();
  return (value: Instant, zone: Zone = {}) => {
    const key = zone.timeZone ?? "";
    let f = cache.get(key);
    if (!f) cache.set(key, (f = new Intl.DateTimeFormat("en-US", { ...options, timeZone: zone.timeZone })));
    return f.format(new Date(value));
  };
};

/** "Nov 27, 2026". */
export const formatDate = formatter({ month: "short", day: "numeric", year: "numeric" });
/** "November 27, 2026". */
export const formatLongDate = formatter({ month: "long", day: "numeric", year: "numeric" });
/** "Nov 27, 2026, 8:41 AM". */
export const formatDateTime = formatter({ dateStyle: "medium", timeStyle: "short" });
/** "8:41 AM". */
export const formatTime = formatter({ hour: "numeric", minute: "2-digit" });

const monthLong = formatter({ month: "long", timeZone: "UTC" });
const monthShort = formatter({ month: "short", timeZone: "UTC" });

/** A report month (1–12): "November 2026", or "November" / "Nov" without the year. */
export function formatMonth(year: number, month: number, { withYear = true, short = false } = {}): string {
  const first = Date.UTC(year, month - 1, 1);
  const name = (short ? monthShort : monthLong)(first, { timeZone: "UTC" });
  return withYear ? `${name} ${year}` : name;
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
/** "Nov 27". */
export const formatMonthDay = formatter({ month: "short", day: "numeric" });

/** Relative to now, for lists: today → "3:05 PM"; this year → "Mar 4"; older → "Mar 4, 2024". */
export function formatRelativeDate(value: Instant, now = new Date()): string {
  const d = new Date(value);
  if (sameDay(d, now)) return formatTime(d);
  return d.getFullYear() === now.getFullYear() ? formatMonthDay(d) : formatDate(d);
}
