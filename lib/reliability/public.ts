import "server-only";
import { inArray } from "drizzle-orm";
import { db } from "@/db";
import { outfitterReliability } from "@/db/schema";
import { CANCELLATION_PENALTY_BP, reliabilityLine } from "./rates";

/** What visitors see of an outfitter's reliability: the stored figures, each with its n, and the one line built from them. */
export type PublicReliability = {
  line: string | null;
  responseRatePct: number | null;
  responseItems: number;
  medianResponseMinutes: number | null;
  acceptedBookings: number;
  outfitterCancellations: number;
  cancellationSharePct: number | null;
  penalized: boolean;
};

type Row = typeof outfitterReliability.$inferSelect;

export function toPublicReliability(r: Row): PublicReliability {
  return {
    line: reliabilityLine({
      ratePct: r.responseRatePct,
      medianMinutes: r.medianResponseMinutes,
      cancelled: r.outfitterCancellations,
      accepted: r.acceptedBookings,
    }),
    responseRatePct: r.responseRatePct,
    responseItems: r.responseItems,
    medianResponseMinutes: r.medianResponseMinutes,
    acceptedBookings: r.acceptedBookings,
    outfitterCancellations: r.outfitterCancellations,
    cancellationSharePct: r.cancellationShareBp === null ? null : r.cancellationShareBp / 100,
    penalized: r.penalized,
  };
}

/** The stored figures of these outfitters (one read; no figures yet = absent). */
export async function reliabilityOf(ids: number[]): Promise<Map<number, PublicReliability>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(outfitterReliability).where(inArray(outfitterReliability.outfitterId, ids));
  return new Map(rows.map((r) => [r.outfitterId, toPublicReliability(r)]));
}

/** Why the admin sees an outfitter lowered in ranking and without its Top-Tier badge; null when it is not. */
export function penaltyReason(
  r: Pick<PublicReliability, "penalized" | "outfitterCancellations" | "acceptedBookings" | "cancellationSharePct"> | null,
) {
  if (!r?.penalized) return null;
  return `Cancelled ${r.outfitterCancellations} of ${r.acceptedBookings} accepted bookings in 12 months (${r.cancellationSharePct}%, the limit is ${CANCELLATION_PENALTY_BP / 100}%): ranked lower and Top-Tier not shown until it recovers.`;
}
