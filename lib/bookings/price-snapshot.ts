import "server-only";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingPriceSnapshots } from "@/db/schema";
import { badRequest } from "@/lib/http/errors";
import { applyRate, COMMISSION_RATE_BP } from "@/lib/format/money";
import type { HuntFees, Party, PriceEstimate } from "@/lib/money/price-lines/types";
import type { CreateBookingInput } from "./schema";
import { toPublicBookingPrice, type PublicBookingPrice } from "./price-present";
import { withSchedules } from "@/lib/money/installments/store";

export const NO_OBSERVERS_MESSAGE = "This hunt takes no observers";
export const tooManyObserversMessage = (n: number) => `This hunt takes at most ${n} ${n === 1 ? "observer" : "observers"}`;
export const UNKNOWN_ADD_ON_MESSAGE = "This hunt has no such add-on";
export const DUPLICATE_ADD_ON_MESSAGE = "Each add-on may be chosen once";

/** The party a booking asks for, checked against the hunt's fees; absent fields: non-resident hunters, required add-ons only. */
export function partyOfBooking(fees: HuntFees, input: CreateBookingInput): Party {
  if (input.observers > 0) {
    if (fees.observerPriceCents === null) throw badRequest(NO_OBSERVERS_MESSAGE, { observers: [NO_OBSERVERS_MESSAGE] });
    if (input.observers > fees.maxObservers) {
      const m = tooManyObserversMessage(fees.maxObservers);
      throw badRequest(m, { observers: [m] });
    }
  }
  const seen = new Set<number>();
  input.addOns.forEach((a, i) => {
    const addOn = fees.addOns[a.index];
    if (!addOn) throw badRequest(UNKNOWN_ADD_ON_MESSAGE, { [`addOns.${i}.index`]: [UNKNOWN_ADD_ON_MESSAGE] });
    if (seen.has(a.index)) throw badRequest(DUPLICATE_ADD_ON_MESSAGE, { [`addOns.${i}.index`]: [DUPLICATE_ADD_ON_MESSAGE] });
    seen.add(a.index);
  });
  return {
    hunters: Array.from({ length: input.partySize }, (_, i) => ({ residency: input.residency?.[i] ?? "non_resident", trophies: [] })),
    observers: input.observers,
    addOns: input.addOns.filter((a) => !fees.addOns[a.index]!.required),
  };
}

export async function saveBookingSnapshot(tx: DbOrTx, bookingId: number, party: Party, e: PriceEstimate, tagCreditCents = 0) {
  // A failed-draw credit spent here was commissioned on the booking that kept it: not a second time.
  const places = e.lines.filter((l) => l.commissionable).reduce((s, l) => s + l.amountCents, 0);
  const commissionBaseCents = Math.max(0, places - tagCreditCents);
  await tx.insert(bookingPriceSnapshots).values({
    bookingId,
    hunters: party.hunters.length,
    observers: party.observers,
    lines: e.lines,
    throughRidgelineCents: e.throughRidgelineCents,
    depositCents: e.depositCents,
    balanceCents: e.balanceCents,
    agencyCents: e.agencyCents,
    onHarvestCents: e.onHarvestCents,
    allInCents: e.allInCents,
    commissionBaseCents,
    commissionCents: tagCreditCents > 0 ? applyRate(commissionBaseCents, COMMISSION_RATE_BP) : e.commissionCents,
    tagCreditCents,
  });
}

export type BookingSnapshot = typeof bookingPriceSnapshots.$inferSelect;

export async function snapshotsOf(tx: DbOrTx, bookingIds: number[]): Promise<Map<number, BookingSnapshot>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await tx.select().from(bookingPriceSnapshots).where(inArray(bookingPriceSnapshots.bookingId, bookingIds));
  return new Map(rows.map((r) => [r.bookingId, r]));
}

/** What the 10% commission is taken of: the snapshot's places and add-ons, else (older bookings) the total. */
export async function commissionBaseOf(tx: DbOrTx, b: { id: number; totalAmountCents: number }): Promise<number> {
  return (await snapshotsOf(tx, [b.id])).get(b.id)?.commissionBaseCents ?? b.totalAmountCents;
}

/** The snapshot as an estimate (for the shared price groups). */
export const estimateOfSnapshot = (s: BookingSnapshot): PriceEstimate => ({
  lines: s.lines,
  throughRidgelineCents: s.throughRidgelineCents,
  depositCents: s.depositCents,
  balanceCents: s.balanceCents,
  agencyCents: s.agencyCents,
  onHarvestCents: s.onHarvestCents,
  allInCents: s.allInCents,
  commissionCents: s.commissionCents,
});

/** Adds each booking's stored price lines (dashboards, the booking API). */
export async function withPrices<B extends { id: number; depositPercent: number; price?: PublicBookingPrice }>(
  tx: DbOrTx,
  list: B[],
): Promise<B[]> {
  const snaps = await snapshotsOf(
    tx,
    list.map((b) => b.id),
  );
  const priced = list.map((b) => {
    const s = snaps.get(b.id);
    return s ? { ...b, price: toPublicBookingPrice(estimateOfSnapshot(s), s, b.depositPercent, s.tagCreditCents) } : b;
  });
  // And each one's payment schedule (deposit, and the balance Ridgeline collects or the outfitter does).
  return withSchedules(tx, priced);
}
