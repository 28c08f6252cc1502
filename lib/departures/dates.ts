/**
 * Plain calendar dates ("2027-10-03"), as the database's `date` columns hold them: no time of day
 * and no time zone, so a date never shifts when read near midnight. A hunt's "today" is the calendar
 * day in its own time zone (todayIn, the database's hunt_today); todayIso is the UTC day
 * (calendar_today). Client-safe.
 */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether the text is a real calendar date written YYYY-MM-DD (2027-02-30 is not). */
export function isIsoDate(text: unknown): text is IsoDate {
  if (typeof text !== "string") return false;
  const m = ISO.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2200) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The UTC calendar day of a moment (for what has no place: search's lower bound, the seed). */
export const todayIso = (now: Date = new Date()): IsoDate => now.toISOString().slice(0, 10);

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** Each zone's day for the last minute asked: see todayIn. */
const dayOfMinute = new Map<string, { minute: number; day: IsoDate }>();

/**
 * The calendar day of a moment in an IANA time zone: a hunt's "today" (its zone is
 * hunts.time_zone, read from its location by the database). An unknown zone counts in UTC.
 *
 * A page of search results asks it for every hunt (is its season over?), and formatToParts was
 * a twentieth of the server's time on a location search. Every zone's offset today is a whole
 * number of minutes, so a day never changes within a minute: the answer is kept per zone for the
 * minute it was asked in.
 */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = dayOfMinute.get(timeZone);
  if (known && known.minute === minute) return known.day;
  const day = dayInZone(timeZone, now);
  if (day) dayOfMinute.set(timeZone, { minute, day });
  return day ?? todayIso(now);
}

/** The calendar day in the zone, or null when the zone is unknown here. */
function dayInZone(timeZone: string, now: Date): IsoDate | null {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      return null;
    }
    dayFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(now).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

const zoneNames = new Map<string, string | null>();

/**
 * The name people use for a hunt's time zone ("Mountain Time", "New Zealand Time"), or null when
 * the hunt counts in UTC (its location names no known place) or the zone is unknown here.
 */
export function timeZoneLabel(timeZone: string): string | null {
  if (timeZone === "UTC") return null;
  if (!zoneNames.has(timeZone)) {
    let name: string | null = null;
    try {
      const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" }).formatToParts(new Date());
      name = parts.find((p) => p.type === "timeZoneName")?.value ?? null;
    } catch {
      name = null;
    }
    zoneNames.set(timeZone, name);
  }
  return zoneNames.get(timeZone) ?? null;
}

const toUtc = (iso: IsoDate) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

export const addDays = (iso: IsoDate, days: number): IsoDate => new Date(toUtc(iso) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from a to b (positive when b is later). */
export const daysBetween = (a: IsoDate, b: IsoDate): number => Math.round((toUtc(b) - toUtc(a)) / DAY_MS);

export const MONTH_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export const parts = (iso: IsoDate) => ({ y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) });

/** "Oct 3, 2027". */
export function formatDay(iso: IsoDate): string {
  const { y, m, d } = parts(iso);
  return `${MONTH_ABBR[m - 1]} ${d}, ${y}`;
}

/** "Oct 3–9, 2027", "Sep 28 – Oct 4, 2027", "Dec 28, 2027 – Jan 3, 2028", "Oct 3, 2027" (one day). */
export function formatDateRange(start: IsoDate, end: IsoDate): string {
  const s = parts(start);
  const e = parts(end);
  if (start === end) return formatDay(start);
  if (s.y !== e.y) return `${formatDay(start)} – ${formatDay(end)}`;
  if (s.m !== e.m) return `${MONTH_ABBR[s.m - 1]} ${s.d} – ${MONTH_ABBR[e.m - 1]} ${e.d}, ${e.y}`;
  return `${MONTH_ABBR[s.m - 1]} ${s.d}–${e.d}, ${e.y}`;
}
