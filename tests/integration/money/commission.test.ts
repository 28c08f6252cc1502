import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { commissions, outfitterBalances } from "@/db/schema";
import { createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { accrueCommission } from "@/lib/money/commission/ledger";

describe("accrueCommission", () => {
  it("adds 10% once per booking even when called repeatedly or concurrently", async () => {
    const outfitter = await createOutfitter();
    const hunter = await createHunter();
    const hunt = await createHunt({ outfitterId: outfitter.id });
    const booking = await createBooking({ huntId: hunt.id, outfitterId: outfitter.id, hunterId: hunter.id, totalAmountCents: 123455 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction((tx) => accrueCommission(tx, { outfitterId: outfitter.id, bookingId: booking.id, baseAmountCents: 123455 })),
      ),
    );
    expect(results.filter((r) => r > 0)).toEqual([12346]);
    const [bal] = await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, outfitter.id));
    expect(bal!.totalOwedCents).toBe(12346);
    expect(await db.select().from(commissions).where(eq(commissions.outfitterId, outfitter.id))).toHaveLength(1);
  });
});
