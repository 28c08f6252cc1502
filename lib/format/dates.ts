// Every printed date goes through here so one thing is always said one way (US English). Instants show
// in the reader's zone; pass `timeZone: "UTC"` where server HTML must match what the browser hydrates.
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

export const formatDate = formatter({ month: "short", day: "numeric", year: "numeric" });
export const formatLongDate = formatter({ month: "long", day: "numeric", year: "numeric" });
export const formatDateTime = formatter({ dateStyle: "medium", timeStyle: "short" });
export const formatTime = formatter({ hour: "numeric", minute: "2-digit" });

const monthLong = formatter({ month: "long", timeZone: "UTC" });
const monthShort = formatter({ month: "short", timeZone: "UTC" });

// month is 1–12.
export function formatMonth(year: number, month: number, { withYear = true, short = false } = {}): string {
  const first = Date.UTC(year, month - 1, 1);
  const name = (short ? monthShort : monthLong)(first, { timeZone: "UTC" });
  return withYear ? `${name} ${year}` : name;
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
export const formatMonthDay = formatter({ month: "short", day: "numeric" });

export function formatRelativeDate(value: Instant, now = new Date()): string {
  const d = new Date(value);
  if (sameDay(d, now)) return formatTime(d);
  return d.getFullYear() === now.getFullYear() ? formatMonthDay(d) : formatDate(d);
}

/** What is left of a hold: "23 h 05 min", "4 min", "less than a minute"; "expired" once past. */
export function formatTimeLeft(until: Instant, now: Instant = Date.now()): string {
  const ms = new Date(until).getTime() - new Date(now).getTime();
  if (ms <= 0) return "expired";
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "less than a minute";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, "0")} min` : `${m} min`;
}
