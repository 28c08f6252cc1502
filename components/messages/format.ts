/** Short, locale-stable labels for message times (the list and the thread). */
const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const dayYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const full = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function sameDay(a: Date, b: Date) {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Today → "3:05 PM"; this year → "Mar 4"; older → "Mar 4, 2024". */
export function listDate(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (sameDay(d, now)) return time.format(d);
  return d.getFullYear() === now.getFullYear() ? day.format(d) : dayYear.format(d);
}

export function messageTime(iso: string): string {
  return full.format(new Date(iso));
}

export function initials(firstName: string, lastName?: string): string {
  return `${firstName.charAt(0)}${lastName?.charAt(0) ?? ""}`.toUpperCase() || "?";
}
