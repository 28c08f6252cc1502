import "server-only";
import { eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { hunts } from "@/db/schema";
import { lockHunt } from "@/lib/bookings/departure-spots";
import { expireHunt } from "@/lib/cache/tags";
import { saveHuntFees } from "@/lib/hunts/fees";

/**
 * The hourly tags.draw-fee-expiry job: a draw's application fee is part of "from $X all-in" only
 * while there is something to apply for. Once the results date has passed in the hunt's calendar,
 * each hunt whose figure still carries the fee is saved again (its figure, the search columns the
 * triggers copy onto hunts), and its cached pages, cards and listings are expired. Safe to run
 * twice: a hunt whose fee is out is no longer a candidate.
 */
export async function expireDrawApplicationFees(now = new Date()): Promise<number> {
  const due = await queryRows<{ hunt_id: number }>(
    db,
    sql`SELECT hp.hunt_id FROM hunt_pricing hp
          JOIN hunt_tags t ON t.hunt_id = hp.hunt_id
          JOIN hunts h ON h.id = hp.hunt_id
         WHERE hp.application_fee_cents > 0
           AND (t.tag_type <> 'draw' OR NOT t.outfitter_applies OR t.results_on IS NULL
                OR t.results_on < (${now.toISOString()}::timestamptz AT TIME ZONE h.time_zone)::date)
         ORDER BY hp.hunt_id`,
  );
  let done = 0;
  for (const { hunt_id } of due) {
    const outfitterId = await db.transaction(async (tx) => {
      // The order of every writer of a hunt (the hunt form takes the same lock).
      await lockHunt(tx, Number(hunt_id));
      const [row] = await tx
        .select()
        .from(hunts)
        .where(eq(hunts.id, Number(hunt_id)));
      if (!row) return null;
      await saveHuntFees(tx, row, null, now);
      return row.outfitterId;
    });
    if (outfitterId !== null) {
      expireHunt(Number(hunt_id), outfitterId);
      done++;
    }
  }
  return done;
}
