import { isIsoDate, type IsoDate } from "@/lib/departures/dates";

// Dates typed as words, in the search box ("elk october 2027") or the Dates (text) box: a day
// (2027-10-05, "5 october 2027", "oct 5"), a month ("october", "oct 2027"), a year (2027), or two of
// them joined by "-", "to", "through" or "until" (a range). What they cover searches as From/To.
// Client-safe, no imports beyond the calendar helpers.

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const JOINERS = new Set(["-", "–", "—", "to", "through", "thru", "until", "till"]);
const ISO_LIKE = /^\d{4}-\d{1,2}-\d{1,2}$/;

/** A month named by its whole name or its first three letters or more ("sep", "sept"), else -1. */
export function monthOf(word: string): number {
  if (word.length < 3) return -1;
  return MONTHS.findIndex((m) => m.startsWith(word));
}

const yearOf = (word: string): number | null => (/^20\d{2}$/.test(word) ? Number(word) : null);
const dayOf = (word: string): number | null => {
  const m = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word);
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= 31 ? n : null;
};
const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

// A month, a day of a month (year maybe unknown yet), a year or a whole date.
type Point =
  { kind: "iso"; date: IsoDate } | { kind: "month"; month: number; day?: number; year?: number } | { kind: "year"; year: number };

/** One point starting at words[i], and how many words it took; null when none starts there. */
function pointAt(words: string[], i: number): { point: Point; used: number } | null {
  const w = words[i]!;
  if (isIsoDate(w)) return { point: { kind: "iso", date: w }, used: 1 };
  const month = monthOf(w);
  if (month >= 0) {
    let used = 1;
    const day = words[i + used] !== undefined ? dayOf(words[i + used]!) : null;
    if (day !== null) used++;
    const year = words[i + used] !== undefined ? yearOf(words[i + used]!) : null;
    if (year !== null) used++;
    return { point: { kind: "month", month, day: day ?? undefined, year: year ?? undefined }, used };
  }
  const day = dayOf(w);
  if (day !== null && words[i + 1] !== undefined && monthOf(words[i + 1]!) >= 0) {
    const year = words[i + 2] !== undefined ? yearOf(words[i + 2]!) : null;
    return { point: { kind: "month", month: monthOf(words[i + 1]!), day, year: year ?? undefined }, used: year === null ? 2 : 3 };
  }
  const year = yearOf(w);
  return year === null ? null : { point: { kind: "year", year }, used: 1 };
}

/** The first and last day a point covers, a month without a year in its next coming year (or `year`). */
function span(p: Point, today: IsoDate, year?: number): { from: IsoDate; to: IsoDate; day: boolean } | null {
  if (p.kind === "iso") return { from: p.date, to: p.date, day: true };
  if (p.kind === "year") return { from: `${p.year}-01-01`, to: `${p.year}-12-31`, day: false };
  const thisYear = Number(today.slice(0, 4));
  const y = p.year ?? year ?? (p.month + 1 >= Number(today.slice(5, 7)) ? thisYear : thisYear + 1);
  if (p.day !== undefined) {
    if (p.day > lastDay(y, p.month)) return null;
    const d = iso(y, p.month, p.day);
    return { from: d, to: d, day: true };
  }
  return { from: iso(y, p.month, 1), to: iso(y, p.month, lastDay(y, p.month)), day: false };
}

const yearIn = (p: Point) => (p.kind === "month" ? p.year : p.kind === "year" ? p.year : Number(p.date.slice(0, 4)));

export type TextDates = {
  /** The words that are not part of a date. */
  rest: string[];
  from?: IsoDate;
  to?: IsoDate;
  /** A date-shaped word that is no date (2027-02-30, "feb 30 2027"): the caller's 400. */
  invalid?: string;
};

/** Splits words (lower-cased, already split on spaces and commas) into dates and the rest. */
export function readTextDates(words: string[], today: IsoDate): TextDates {
  // "october-november" and "2027-10-05–2027-10-12" are two points and a joiner.
  const split = words.flatMap((w) => (ISO_LIKE.test(w) ? [w] : w.split(/([–—]|-(?=\d{4}-)|(?<=[a-z])-(?=[a-z\d]))/).filter(Boolean)));
  const rest: string[] = [];
  const spans: { from: IsoDate; to: IsoDate }[] = [];
  for (let i = 0; i < split.length;) {
    const w = split[i]!;
    if (ISO_LIKE.test(w) && !isIsoDate(w)) return { rest, invalid: w };
    const first = pointAt(split, i);
    if (!first) {
      if (!JOINERS.has(w)) rest.push(w);
      i++;
      continue;
    }
    let next = i + first.used;
    let second: Point | null = null;
    if (split[next] !== undefined && JOINERS.has(split[next]!)) {
      const after = split[next + 1] !== undefined ? pointAt(split, next + 1) : null;
      if (after) {
        second = after.point;
        next += 1 + after.used;
      }
    }
    const shared = yearIn(first.point) ?? (second ? yearIn(second) : undefined);
    const a = span(first.point, today, shared);
    if (!a) return { rest, invalid: split.slice(i, i + first.used).join(" ") };
    let range = { from: a.from, to: a.to };
    if (second) {
      let b = span(second, today, yearIn(second) ?? Number(a.from.slice(0, 4)));
      // "december to january": the second month is in the next year.
      if (b && b.to < a.from && second.kind === "month" && second.year === undefined) {
        b = span({ ...second, year: Number(a.from.slice(0, 4)) + 1 }, today);
      }
      if (!b || b.to < a.from) return { rest, invalid: split.slice(i, next).join(" ") };
      range = { from: a.from, to: b.to };
    }
    spans.push(range);
    i = next;
  }
  if (!spans.length) return { rest };
  // Several dates search the span from the first to the last.
  const from = spans.map((s) => s.from).sort()[0]!;
  const to = spans
    .map((s) => s.to)
    .sort()
    .at(-1)!;
  return { rest, from, to };
}
