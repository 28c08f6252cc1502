// Plain calendar dates, as the database's `date` columns hold them: no time zone, so a date never
// shifts near midnight. Client-safe.
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

// 2027-02-30 is not a date.
export function isIsoDate(text: unknown): text is IsoDate {
  if (typeof text !== "string") return false;
  const m = ISO.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2200) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

// For what has no place: search's lower bound, the seed.
export const todayIso = (now: Date = new Date()): IsoDate => now.toISOString().slice(0, 10);

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayOfMinute = new Map<string, { minute: number; day: IsoDate }>();

// An unknown zone counts in UTC. Cached per zone for the current minute (offsets are whole minutes):
// formatToParts for every hunt on a page was a twentieth of the server's time.
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = dayOfMinute.get(timeZone);
  if (known && known.minute === minute) return known.day;
  const day = dayInZone(timeZone, now);
  if (day) dayOfMinute.set(timeZone, { minute, day });
  return day ?? todayIso(now);
}

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

// Null for UTC: the hunt's location names no known place.
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

// Positive when b is later.
export const daysBetween = (a: IsoDate, b: IsoDate): number => Math.round((toUtc(b) - toUtc(a)) / DAY_MS);

export const MONTH_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export const parts = (iso: IsoDate) => ({ y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) });

export function formatDay(iso: IsoDate): string {
  const { y, m, d } = parts(iso);
  return `${MONTH_ABBR[m - 1]} ${d}, ${y}`;
}

export function formatDateRange(start: IsoDate, end: IsoDate): string {
  const s = parts(start);
  const e = parts(end);
  if (start === end) return formatDay(start);
  if (s.y !== e.y) return `${formatDay(start)} – ${formatDay(end)}`;
  if (s.m !== e.m) return `${MONTH_ABBR[s.m - 1]} ${s.d} – ${MONTH_ABBR[e.m - 1]} ${e.d}, ${e.y}`;
  return `${MONTH_ABBR[s.m - 1]} ${s.d}–${e.d}, ${e.y}`;
}
