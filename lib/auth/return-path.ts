/**
 * Where sign-in returns the user: a path on this site only. Anything else (another origin, a
 * protocol-relative `//host`, a backslash that browsers read as a slash, control characters) is
 * refused, so `?next=` can never be an open redirect.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 512 || !raw.startsWith("/") || raw.startsWith("//")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = "http://return.invalid";
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in entry point that comes back to `next` (spec 000: `/?login=true`). */
export function loginHref(next?: string | null): string {
  const path = safeReturnPath(next);
  return path ? `/?login=true&next=${encodeURIComponent(path)}` : "/?login=true";
}
