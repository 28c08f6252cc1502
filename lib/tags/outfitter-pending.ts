import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "@/db";
import { bookingDrawTerms, bookings, bookingTagResults, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { forbidden } from "@/lib/http/errors";
import { addDays, todayIso } from "@/lib/departures/dates";
import { REPORT_GRACE_DAYS, toPublicTagResult, type PublicTagResult } from "./results";

export type TagPendingBooking = {
  bookingId: number;
  huntId: number | null;
  huntTitle: string;
  hunterName: string;
  resultsOn: string;
  outcome: string;
  /** 14 days past the results date: the outfitter may record a result the hunter has not reported. */
  mayRecord: boolean;
  results: PublicTagResult[];
};

/** The outfitter's accepted draw bookings with each hunter's status (a report to answer first). */
export async function tagBookingsOfOutfitter(user: CurrentUser, now = new Date()): Promise<TagPendingBooking[]> {
  if (user.role !== "outfitter") throw forbidden("Only outfitters can view their hunts' bookings");
  const rows = await db
    .select({
      id: bookings.id,
      huntId: bookings.huntId,
      title: hunts.title,
      hunterName: bookings.hunterName,
      resultsOn: bookingDrawTerms.resultsOn,
      outcome: bookingDrawTerms.outcome,
      status: bookings.status,
    })
    .from(bookingDrawTerms)
    .innerJoin(bookings, eq(bookings.id, bookingDrawTerms.bookingId))
    .leftJoin(hunts, eq(hunts.id, bookings.huntId))
    .where(and(eq(bookings.outfitterId, user.id), inArray(bookings.status, ["accepted", "cancelled", "completed"])))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  const results = rows.length
    ? await db
        .select()
        .from(bookingTagResults)
        .where(
          inArray(
            bookingTagResults.bookingId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(bookingTagResults.hunterIndex)
    : [];
  return rows
    .map((r) => ({
      bookingId: r.id,
      huntId: r.huntId,
      huntTitle: r.title ?? "Deleted hunt",
      hunterName: r.hunterName,
      resultsOn: r.resultsOn,
      outcome: r.outcome,
      mayRecord: r.status === "accepted" && todayIso(now) >= addDays(r.resultsOn, REPORT_GRACE_DAYS),
      results: results.filter((x) => x.bookingId === r.id).map(toPublicTagResult),
    }))
    .sort((a, b) => Number(b.results.some((x) => x.review === "unconfirmed")) - Number(a.results.some((x) => x.review === "unconfirmed")));
}
