import { formatDay } from "@/lib/format/dates";
import { todayIso } from "@/lib/departures/dates";

// Client-safe: the card's words for a hunt's tag.
export type TagBadge = { type: "draw" | "included"; applyBy: string | null };

export function tagBadgeOf(type: string | null, closesOn: string | null): TagBadge | null {
  if (type === "included") return { type, applyBy: null };
  if (type === "draw") return { type, applyBy: closesOn };
  return null;
}

/**
 * "Draw — apply by Jan 31" (the day without the year, as the card has little room) or "Tag included".
 * Read at render, not when the row was cached: a window already closed says only "Draw".
 */
export function tagBadgeText(b: TagBadge, today: string = todayIso()): string {
  if (b.type === "included") return "Tag included";
  return b.applyBy && b.applyBy >= today ? `Draw — apply by ${formatDay(b.applyBy).replace(/,? \d{4}$/, "")}` : "Draw";
}
