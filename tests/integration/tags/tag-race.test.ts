import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { bookingTagResults } from "@/db/schema";
import { cancelAcceptedBooking } from "@/lib/cancellation/service";
import { QUEUES } from "@/lib/jobs/queues";
import { markTagApplied } from "@/lib/tags/booking-results";
import { reportTagResult, reviewTagResult } from "@/lib/tags/results";
import { asCurrent } from "../../security/registry-fixtures";
import { bookingNow, drawWorld } from "./tag-world";

describe("a failed draw against a cancellation", () => {
  it("the outfitter cancelling while a 'not drawn' is confirmed gives one outcome: never more back than was paid", async () => {
    for (let round = 0; round < 3; round++) {
      const w = await drawWorld("refund", 2);
      const hunter = asCurrent(w.hunter);
      const outfitter = asCurrent(w.outfitter);
      await reportTagResult(hunter, w.bookingId, { hunterIndex: 2, result: "not_drawn" });
      const charged = (await bookingNow(w.bookingId)).depositCents!;
      const [confirm, cancel] = await Promise.allSettled([
        reviewTagResult(outfitter, w.bookingId, { hunterIndex: 2, decision: "confirm", message: null }),
        cancelAcceptedBooking(outfitter, w.bookingId),
      ]);
      expect(cancel.status).toBe("fulfilled");
      const b = await bookingNow(w.bookingId);
      const [row] = await db
        .select()
        .from(bookingTagResults)
        .where(eq(bookingTagResults.bookingId, w.bookingId))
        .orderBy(bookingTagResults.hunterIndex)
        .offset(1);
      // Whichever ran first, the hunter's money came back once, in full, and no more.
      expect(b).toMatchObject({ status: "cancelled", refundedCents: charged, paymentStatus: "refunded" });
      if (confirm.status === "fulfilled" && row!.resolution) expect(row!.resolution).toBe("refund");
      else expect(row!.resolution).toBeNull();
    }
  });
});

describe("application-deadline reminders", () => {
  it("are queued 14, 3 and 1 days before the deadline and dropped once every hunter marked 'I applied'", async () => {
    const w = await drawWorld("refund", 2);
    const waiting = async () =>
      (
        await queryRows<{ key: string }>(
          db,
          sql`SELECT singleton_key AS key FROM pgboss.job WHERE name = ${QUEUES.tagDeadlineReminder.name} AND state = 'created' AND singleton_key LIKE ${`tag-deadline-${w.bookingId}-%`} ORDER BY singleton_key`,
        )
      ).map((r) => r.key);
    // The world's window closes in 20 days: all three are still ahead.
    expect(await waiting()).toEqual([`tag-deadline-${w.bookingId}-1`, `tag-deadline-${w.bookingId}-14`, `tag-deadline-${w.bookingId}-3`]);
    const hunter = asCurrent(w.hunter);
    await markTagApplied(hunter, w.bookingId, 1);
    expect(await waiting()).toHaveLength(3);
    const twice = await markTagApplied(hunter, w.bookingId, 1);
    expect(twice[0]!.appliedAt).not.toBeNull();
    await markTagApplied(hunter, w.bookingId, 2);
    expect(await waiting()).toEqual([]);
  });
});
