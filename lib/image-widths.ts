// next/image lists every width for a vw `sizes`, twice per card (HTML and RSC payload); widths a
// browser can never pick for this `sizes` are dropped. Unrecognised `sizes` forms keep every width.

// CSS pixels; phones narrower than this are no longer made.
export const MIN_SCREEN = 320;
// A rarer 3.5 or 4 takes the widest entry kept.
export const MAX_PIXEL_RATIO = 3;

type Clause = { minScreen: number | null; length: string };

// Max is Infinity when the width grows with the screen.
export function drawnWidthRange(sizes: string): { min: number; max: number } | null {
  const clauses = splitTopLevel(sizes).map(parseClause);
  if (!clauses.length || clauses.some((c) => c === null)) return null;
  const list = clauses as Clause[];
  for (const [i, c] of list.entries()) {
    const last = i === list.length - 1;
    if (last !== (c.minScreen === null)) return null;
    const previous = list[i - 1]?.minScreen;
    if (c.minScreen !== null && previous != null && c.minScreen >= previous) return null;
  }
  let min = Infinity;
  let max = 0;
  for (const [i, c] of list.entries()) {
    const from = c.minScreen ?? MIN_SCREEN;
    const to = i === 0 ? Infinity : list[i - 1]!.minScreen! - 1;
    if (to < from) continue;
    const atFrom = lengthAt(c.length, from);
    const atTo = to === Infinity ? (lengthAt(c.length, from + 1000) === atFrom ? atFrom : Infinity) : lengthAt(c.length, to);
    if (atFrom === null || atTo === null) return null;
    min = Math.min(min, atFrom, atTo);
    max = Math.max(max, atFrom, atTo);
  }
  return min <= max && min > 0 ? { min, max } : null;
}

export function trimSrcSet(srcSet: string, sizes: string): { srcSet: string; src: string } | null {
  const range = drawnWidthRange(sizes);
  if (!range) return null;
  const entries = srcSet.split(", ").map((entry) => /^(\S+) (\d+)w$/.exec(entry));
  if (!entries.length || entries.some((m) => m === null)) return null;
  const widths = entries.map((m) => Number(m![2]));
  const firstCovering = (px: number) => widths.find((w) => w >= px) ?? widths[widths.length - 1]!;
  const low = firstCovering(range.min);
  const high = firstCovering(range.max * MAX_PIXEL_RATIO);
  const kept = entries.filter((_, i) => widths[i]! >= low && widths[i]! <= high);
  if (kept.length === entries.length) return null;
  return { srcSet: kept.map((m) => m![0]).join(", "), src: kept[kept.length - 1]![1]! };
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    else if (text[i] === "," && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

function parseClause(clause: string): Clause | null {
  const m = /^(?:\(\s*min-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)\s+)?(.+)$/.exec(clause);
  if (!m || m[2]!.startsWith("(")) return null;
  return { minScreen: m[1] === undefined ? null : Number(m[1]), length: m[2]! };
}

// In px on a screen `screen` px wide; null for anything but px, vw, numbers, + - * / and calc().
export function lengthAt(length: string, screen: number): number | null {
  const tokens = length.replace(/calc\(/g, "(").match(/\d+(?:\.\d+)?(?:px|vw)?|[-+*/()]|\S/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  // expr := term (("+"|"-") term)* ; term := factor (("*"|"/") factor)* ; factor := number | "(" expr ")"
  const factor = (): number | null => {
    const t = tokens[at++];
    if (t === "(") {
      const v = expr();
      return tokens[at++] === ")" ? v : null;
    }
    const m = t === undefined ? null : /^(\d+(?:\.\d+)?)(px|vw)?$/.exec(t);
    if (!m) return null;
    const n = Number(m[1]);
    return m[2] === "vw" ? (n * screen) / 100 : n;
  };
  const term = (): number | null => {
    let v = factor();
    while (v !== null && (peek() === "*" || peek() === "/")) {
      const op = tokens[at++];
      const r = factor();
      v = r === null ? null : op === "*" ? v * r : v / r;
    }
    return v;
  };
  const expr = (): number | null => {
    let v = term();
    while (v !== null && (peek() === "+" || peek() === "-")) {
      const op = tokens[at++];
      const r = term();
      v = r === null ? null : op === "+" ? v + r : v - r;
    }
    return v;
  };
  const value = expr();
  return value !== null && at === tokens.length && Number.isFinite(value) ? value : null;
}
