import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingDrawTerms, bookingTagResults, huntTags } from "@/db/schema";
import { addDays } from "@/lib/departures/dates";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { scheduleDeadlineReminders } from "./deadline-reminders";
import { badRequest } from "@/lib/http/errors";
import type { IsoDate } from "@/lib/departures/dates";

export const DRAW_TERMS_MESSAGE = "You must accept what happens if you do not draw the tag";

/**
 * A booking of a draw hunt made before its results: the hunter must have ticked the promised
 * failed-draw outcome, which is kept with the booking as it was promised. Runs in the booking's
 * transaction, so a refusal reserves nothing.
 */
export async function recordDrawTerms(tx: DbOrTx, bookingId: number, huntId: number, accepted: boolean, today: IsoDate, partySize = 1) {
  const [tag] = await tx.select().from(huntTags).where(eq(huntTags.huntId, huntId));
  if (!tag || tag.tagType !== "draw" || !tag.resultsOn || !tag.failedDrawOutcome || tag.resultsOn < today) return null;
  if (!accepted) throw badRequest(DRAW_TERMS_MESSAGE, { drawOutcomeAccepted: [DRAW_TERMS_MESSAGE] });
  const [terms] = await tx
    .insert(bookingDrawTerms)
    .values({ bookingId, outcome: tag.failedDrawOutcome, alternativeHuntId: tag.alternativeHuntId, resultsOn: tag.resultsOn })
    .returning();
  // One pending result per hunter of the party, and the reminder if none is reported 14 days after the results.
  await tx.insert(bookingTagResults).values(Array.from({ length: partySize }, (_, i) => ({ bookingId, hunterIndex: i + 1 })));
  await enqueue(
    tx,
    QUEUES.tagResultReminder.name,
    { bookingId },
    { singletonKey: `tag-remind-${bookingId}`, startAfter: new Date(`${addDays(tag.resultsOn, 14)}T12:00:00Z`) },
  );
  if (tag.applicationClosesOn) await scheduleDeadlineReminders(tx, bookingId, tag.applicationClosesOn);
  return terms!;
}
