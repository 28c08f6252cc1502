// U+0000 is refused by every text column; a lone surrogate passes JSON.parse but jsonb refuses it (text columns turn it into U+FFFD).
// Refused at the parse layer so it never fails in a query as a 500.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function unstorableText(s: string): string | null {
  if (s.includes("\u0000")) return "must not contain null characters";
  if (LONE_SURROGATE.test(s)) return "must be valid Unicode text";
  return null;
}

/** The first reason any key or string value in `value` (objects and arrays, nested) cannot be stored. */
export function unstorableIn(value: unknown, depth = 0): string | null {
  if (typeof value === "string") return unstorableText(value);
  if (!value || typeof value !== "object" || depth > 64) return null;
  if (value instanceof Blob) return null;
  for (const [key, inner] of Object.entries(value)) {
    const problem = unstorableText(key) ?? unstorableIn(inner, depth + 1);
    if (problem) return problem;
  }
  return null;
}
