import { percentHalfUp } from "@/lib/outcomes/rates";

/** Client-safe: the reliability calculators and their wording (issue 49). */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_WITHIN_HOURS = 24;
export const CANCELLATION_WINDOW_DAYS = 365;
/** A cancellation share at or above this (basis points: 5%) lowers the outfitter's rank and takes away Top-Tier. */
export const CANCELLATION_PENALTY_BP = 500;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A booking request or a hunter's first message, and when the outfitter first answered it. */
export type ResponseItem = { askedAt: Date; answeredAt: Date | null };

export type ResponseFigures = { n: number; answeredWithin24h: number; ratePct: number | null; medianMinutes: number | null };

/**
 * Over the last 90 days: an item counts once it is answered or its 24 hours have passed (one asked
 * an hour ago is not yet a miss). The median is over answered items, late ones included.
 */
export function responseFigures(items: ResponseItem[], now: Date): ResponseFigures {
  const from = now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS;
  const due = now.getTime() - RESPONSE_WITHIN_HOURS * HOUR_MS;
  const counted = items.filter((i) => i.askedAt.getTime() >= from && (i.answeredAt !== null || i.askedAt.getTime() <= due));
  const waits = counted
    .filter((i) => i.answeredAt !== null)
    .map((i) => Math.max(0, i.answeredAt!.getTime() - i.askedAt.getTime()))
    .sort((a, b) => a - b);
  const within = waits.filter((w) => w <= RESPONSE_WITHIN_HOURS * HOUR_MS).length;
  return {
    n: counted.length,
    answeredWithin24h: within,
    ratePct: counted.length ? percentHalfUp(within, counted.length) : null,
    medianMinutes: waits.length ? Math.round(median(waits) / 60_000) : null,
  };
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** An accepted booking in the last 12 months and whether the outfitter later cancelled it. */
export type AcceptedBooking = { acceptedAt: Date; cancelledByOutfitter: boolean };

export type CancellationFigures = { accepted: number; cancelled: number; shareBp: number | null; penalized: boolean };

export function cancellationFigures(bookings: AcceptedBooking[], now: Date): CancellationFigures {
  const from = now.getTime() - CANCELLATION_WINDOW_DAYS * DAY_MS;
  const inWindow = bookings.filter((b) => b.acceptedAt.getTime() >= from);
  const cancelled = inWindow.filter((b) => b.cancelledByOutfitter).length;
  // Basis points, half up, in integers.
  const shareBp = inWindow.length ? Math.floor((cancelled * 20000 + inWindow.length) / (2 * inWindow.length)) : null;
  return { accepted: inWindow.length, cancelled, shareBp, penalized: shareBp !== null && shareBp >= CANCELLATION_PENALTY_BP };
}

/** "within an hour", "within 3 hours", "within a day", "within 2 days". */
export function responseTimeText(minutes: number): string {
  if (minutes <= 60) return "within an hour";
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? "within a day" : `within ${days} days`;
}

/** "Usually responds within 3 hours · 98% response rate · 0 cancellations in 12 months"; parts without data are left out. */
export function reliabilityLine(
  r: Pick<ResponseFigures, "ratePct" | "medianMinutes"> & Pick<CancellationFigures, "cancelled" | "accepted">,
): string | null {
  const parts: string[] = [];
  if (r.medianMinutes !== null) parts.push(`Usually responds ${responseTimeText(r.medianMinutes)}`);
  if (r.ratePct !== null) parts.push(`${r.ratePct}% response rate`);
  if (r.accepted > 0) parts.push(`${r.cancelled} ${r.cancelled === 1 ? "cancellation" : "cancellations"} in 12 months`);
  return parts.length ? parts.join(" · ") : null;
}
