import "server-only";
import { and, asc, eq, or } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { bookingDrawTerms, bookings, bookingTagResults } from "@/db/schema";
import { expireHunt } from "@/lib/cache/tags";
import { deliverAfterCommit } from "@/lib/email";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { lockTagBooking } from "./booking-lock";
import { placeMovedEmails } from "./emails";
import { movePlace, seatsMoving } from "./resolve";

/**
 * Queued in the transaction of a hunt edit that may have added departures (lib/hunts/manage.ts): the
 * places waiting as "rolling over" for this hunt are picked up after that edit commits. A job, not
 * the edit itself, so the booking locks are taken in the order every tag change takes them (the
 * booking's hunt, then the booking) and never while the edited hunt is locked.
 */
export async function queueRolloverPickup(tx: DbOrTx, huntId: number) {
  const [waiting] = await tx
    .select({ id: bookingTagResults.id })
    .from(bookingTagResults)
    .innerJoin(bookingDrawTerms, eq(bookingDrawTerms.bookingId, bookingTagResults.bookingId))
    .innerJoin(bookings, eq(bookings.id, bookingTagResults.bookingId))
    .where(waitingFor(huntId))
    .limit(1);
  if (!waiting) return;
  await enqueue(tx, QUEUES.tagRolloverPickup.name, { huntId }, { singletonKey: `tag-rollover-${huntId}` });
}

// A place waiting for a departure of this hunt: its own next season (rollover), or this hunt as the promised alternative (switch).
const waitingFor = (huntId: number) =>
  and(
    eq(bookingTagResults.resolutionState, "rolling_over"),
    or(
      and(eq(bookingDrawTerms.outcome, "rollover"), eq(bookings.huntId, huntId)),
      and(eq(bookingDrawTerms.outcome, "switch"), eq(bookingDrawTerms.alternativeHuntId, huntId)),
    ),
  );

/**
 * Moves each place waiting for this hunt onto a departure that now has room, first waiting first,
 * and tells the hunter and the outfitter. Each place is moved once: under the booking's lock, only
 * a row still "rolling over" moves. Returns how many moved.
 */
export async function pickUpRollovers(huntId: number, now = new Date()): Promise<number> {
  const waiting = await db
    .select({ id: bookingTagResults.id, bookingId: bookingTagResults.bookingId })
    .from(bookingTagResults)
    .innerJoin(bookingDrawTerms, eq(bookingDrawTerms.bookingId, bookingTagResults.bookingId))
    .innerJoin(bookings, eq(bookings.id, bookingTagResults.bookingId))
    .where(waitingFor(huntId))
    .orderBy(asc(bookingTagResults.resolvedAt), asc(bookingTagResults.id));
  let moved = 0;
  for (const w of waiting) {
    const emails: number[] = [];
    const done = await db.transaction(async (tx) => {
      const locked = await lockTagBooking(tx, w.bookingId);
      const row = locked.results.find((r) => r.id === w.id);
      if (!row || row.resolutionState !== "rolling_over" || !locked.terms || locked.b.status !== "accepted") return null;
      const kind = locked.terms.outcome === "switch" ? "switch" : "rollover";
      const { seats, wholeBooking } = seatsMoving(locked, row);
      const to = await movePlace(tx, locked, row, kind, now);
      if (to === null) return null;
      await tx
        .update(bookingTagResults)
        .set({ resolutionState: "applied", movedToDepartureId: to })
        .where(and(eq(bookingTagResults.id, row.id), eq(bookingTagResults.resolutionState, "rolling_over")));
      emails.push(...(await placeMovedEmails(tx, locked.b, row.hunterIndex, kind, to, wholeBooking ? seats - 1 : 0)));
      return { huntId: locked.b.huntId, outfitterId: locked.b.outfitterId };
    });
    await deliverAfterCommit(emails);
    if (done) {
      moved++;
      if (done.huntId) expireHunt(done.huntId, done.outfitterId);
      expireHunt(huntId, done.outfitterId);
    }
  }
  return moved;
}
