import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingDrawTerms, huntTags } from "@/db/schema";
import { badRequest } from "@/lib/http/errors";
import type { IsoDate } from "@/lib/departures/dates";

export const DRAW_TERMS_MESSAGE = "You must accept what happens if you do not draw the tag";

/**
 * A booking of a draw hunt made before its results: the hunter must have ticked the promised
 * failed-draw outcome, which is kept with the booking as it was promised. Runs in the booking's
 * transaction, so a refusal reserves nothing.
 */
export async function recordDrawTerms(tx: DbOrTx, bookingId: number, huntId: number, accepted: boolean, today: IsoDate) {
  const [tag] = await tx.select().from(huntTags).where(eq(huntTags.huntId, huntId));
  if (!tag || tag.tagType !== "draw" || !tag.resultsOn || !tag.failedDrawOutcome || tag.resultsOn < today) return null;
  if (!accepted) throw badRequest(DRAW_TERMS_MESSAGE, { drawOutcomeAccepted: [DRAW_TERMS_MESSAGE] });
  const [terms] = await tx
    .insert(bookingDrawTerms)
    .values({ bookingId, outcome: tag.failedDrawOutcome, alternativeHuntId: tag.alternativeHuntId, resultsOn: tag.resultsOn })
    .returning();
  return terms!;
}
