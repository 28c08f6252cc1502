import "server-only";
import { eq } from "drizzle-orm";
import { db as defaultDb, type DbOrTx } from "@/db";
import { huntDepartures, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { lockHunt } from "@/lib/bookings/departure-spots";
import { expireHunt } from "@/lib/cache/tags";
import { badRequest, forbidden, notFound } from "@/lib/http/errors";
import { NOT_OWN_HUNT } from "@/lib/hunts/manage";
import { DEPARTURE_NOT_FOUND } from "@/lib/waitlists/schema";
import { todayIn } from "./dates";
import { DEAL_MESSAGES, dealPercentText, dealWindowProblem, departurePriceCents, rawDealPriceCents } from "./deals";
import { MIN_PRICE_CENTS } from "@/lib/hunts/schema";
import { formatCents } from "@/lib/format/money";

/** A departure's deal as the doors answer it: the percent, and the price per hunter it makes (the larger discount wins). */
export type DepartureDeal = {
  departureId: number;
  huntId: number;
  startDate: string;
  endDate: string;
  /** Null: not a deal. */
  dealPercent: string | null;
  /** The price per hunter on this departure ("4000.00"). */
  price: string;
};

async function ownDeparture(tx: DbOrTx, user: CurrentUser, departureId: number) {
  if (user.role !== "outfitter") throw forbidden(DEAL_MESSAGES.outfittersOnly);
  const [d] = await tx
    .select({
      id: huntDepartures.id,
      huntId: huntDepartures.huntId,
      startDate: huntDepartures.startDate,
      endDate: huntDepartures.endDate,
      dealDiscountBp: huntDepartures.dealDiscountBp,
      outfitterId: hunts.outfitterId,
      timeZone: hunts.timeZone,
      priceCents: hunts.priceCents,
      originalPriceCents: hunts.originalPriceCents,
      isDiscounted: hunts.isDiscounted,
      deleted: hunts.deletedAt,
    })
    .from(huntDepartures)
    .innerJoin(hunts, eq(hunts.id, huntDepartures.huntId))
    .where(eq(huntDepartures.id, departureId));
  if (!d || d.deleted) throw notFound(DEPARTURE_NOT_FOUND);
  if (d.outfitterId !== user.id) throw forbidden(NOT_OWN_HUNT);
  return d;
}

const answer = (d: Awaited<ReturnType<typeof ownDeparture>>, bp: number | null): DepartureDeal => ({
  departureId: d.id,
  huntId: d.huntId,
  startDate: d.startDate,
  endDate: d.endDate,
  dealPercent: bp === null ? null : dealPercentText(bp),
  price: formatCents(departurePriceCents(d, bp)),
});

/**
 * Marks one of the outfitter's departures as a last-minute deal (issue 50), or changes its
 * discount: it must start within the next 60 days (the hunt's today), and the discount keeps the
 * hunt discounts' rules (above 0%, below 100%, never below the $1.00 minimum price). A new or
 * changed discount is a change the saved-search alert run picks up (deal_marked_at); the same one
 * again changes nothing.
 */
export async function markDeal(
  user: CurrentUser,
  departureId: number,
  input: { percent: number },
  now = new Date(),
  db: DbOrTx = defaultDb,
): Promise<DepartureDeal> {
  const { d, bp } = await db.transaction(async (tx) => {
    const d = await ownDeparture(tx, user, departureId);
    // The same lock as the booking's, which reads the departure's deal for its price.
    await lockHunt(tx, d.huntId);
    const problem = dealWindowProblem(d.startDate, todayIn(d.timeZone, now));
    if (problem) throw badRequest(problem, { departureId: [problem] });
    if (rawDealPriceCents(d, input.percent) < MIN_PRICE_CENTS)
      throw badRequest(DEAL_MESSAGES.belowMin, { percent: [DEAL_MESSAGES.belowMin] });
    if (d.dealDiscountBp !== input.percent) {
      await tx.update(huntDepartures).set({ dealDiscountBp: input.percent, dealMarkedAt: now }).where(eq(huntDepartures.id, d.id));
    }
    return { d, bp: input.percent };
  });
  expireHunt(d.huntId, user.id);
  return answer(d, bp);
}

/** Ends a departure's deal (un-marking): its price is the hunt's again; not a deal already is a no-op. */
export async function clearDeal(user: CurrentUser, departureId: number, db: DbOrTx = defaultDb): Promise<DepartureDeal> {
  const d = await db.transaction(async (tx) => {
    const d = await ownDeparture(tx, user, departureId);
    if (d.dealDiscountBp !== null)
      await tx.update(huntDepartures).set({ dealDiscountBp: null, dealMarkedAt: null }).where(eq(huntDepartures.id, d.id));
    return d;
  });
  expireHunt(d.huntId, user.id);
  return answer(d, null);
}
