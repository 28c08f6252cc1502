import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "@/db";
import { huntDepartures } from "@/db/schema";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { createActivePayoutAccount, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import type { CancellationPolicy } from "@/lib/money/refunds/cancellation-policies";
import { FACTORY_TIME_ZONE, huntDay } from "./days";
import { book, payBooking } from "./bookings";
import { call } from "./http";
import { saveHuntFees } from "@/lib/hunts/fees";
import type { HuntFees } from "@/lib/money/price-lines/types";

/** Days where the factory hunts are (Montana): see ./days.ts. */
export const dayFromToday = (n: number) => huntDay(n);

/**
 * An accepted, paid booking for two hunters at $2,000 each on a departure `daysAhead` days away,
 * the card charged the hunt's `depositPercent` of the $4,000 (the whole of it by default).
 */
export async function acceptedPaidBooking(
  policy: CancellationPolicy,
  daysAhead: number,
  depositPercent = 100,
  where: { location: string; timeZone: string } = { location: "Montana, USA", timeZone: FACTORY_TIME_ZONE },
  fees?: HuntFees,
) {
  const outfitter = await createOutfitter();
  // Card payments go to the outfitter's payout account, so booking needs an Active one.
  await createActivePayoutAccount(outfitter.id, { provider: process.env.STRIPE_SECRET_KEY ? "stripe" : "test" });
  const hunter = await createHunter();
  const hunt = await createHunt({
    outfitterId: outfitter.id,
    priceCents: 200000,
    groupSize: 4,
    cancellationPolicy: policy,
    depositPercent,
    location: where.location,
    departures: [{ startDate: huntDay(daysAhead, where.timeZone), endDate: huntDay(daysAhead + 4, where.timeZone), spots: 4 }],
  });
  if (fees) await saveHuntFees(db, hunt, fees);
  const [departure] = await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, hunt.id));
  const hunterToken = await issueApiToken(hunter.id);
  const outfitterToken = await issueApiToken(outfitter.id);
  const b = await book(hunterToken, hunt.id, { departureId: departure!.id, partySize: 2 });
  await payBooking(hunterToken, b.json.id);
  const accepted = await call(statusPATCH, {
    method: "PATCH",
    token: outfitterToken,
    params: { id: String(b.json.id) },
    body: { status: "accepted" },
  });
  expect(accepted.status).toBe(200);
  return { bookingId: b.json.id, hunter, hunterToken, outfitterToken, outfitter, departure: departure! };
}
