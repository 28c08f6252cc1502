/** "In business since 1998 (28 years)": the years counted from the calendar year, so the line never goes stale. Client-safe. */
export function yearsInBusinessLine(since: number | null, now = new Date()): string | null {
  if (since === null) return null;
  const years = now.getUTCFullYear() - since;
  if (years < 1) return `In business since ${since} (new this year)`;
  return `In business since ${since} (${years} ${years === 1 ? "year" : "years"})`;
}
