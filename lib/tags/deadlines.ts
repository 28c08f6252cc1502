import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { db } from "@/db";
import { bookingDrawTerms, bookings, bookingTagResults, favorites, hunts, huntTags } from "@/db/schema";
import { todayIso } from "@/lib/departures/dates";
import { forbidden } from "@/lib/http/errors";
import { toPublicTagResult, type PublicTagResult } from "./results";

export type Deadline = {
  huntId: number;
  huntTitle: string;
  region: string;
  unitCode: string | null;
  applicationOpensOn: string;
  applicationClosesOn: string;
  resultsOn: string;
  /** The hunter's booking of this hunt (its per-hunter results feed the buttons); null: a hunt of a favourite outfitter. */
  bookingId: number | null;
  results: PublicTagResult[];
};

/**
 * The draw deadlines of the hunter's booked hunts and of the listed draw hunts of the outfitters they
 * favourited; a favourite's draw whose results are out has nothing left to do and is left off.
 */
export async function deadlinesOfHunter(hunterId: number, role = "hunter", now = new Date()): Promise<Deadline[]> {
  if (role !== "hunter") throw forbidden("Only hunters have draw deadlines");
  const booked = await db
    .select({ bookingId: bookings.id, huntId: hunts.id, title: hunts.title, tag: huntTags })
    .from(bookingDrawTerms)
    .innerJoin(bookings, eq(bookings.id, bookingDrawTerms.bookingId))
    .innerJoin(hunts, eq(hunts.id, bookings.huntId))
    .innerJoin(huntTags, eq(huntTags.huntId, hunts.id))
    .where(and(eq(bookings.hunterId, hunterId), inArray(bookings.status, ["pending", "accepted"]), eq(huntTags.tagType, "draw")));
  const liked = await db
    .select({ huntId: hunts.id, title: hunts.title, tag: huntTags })
    .from(favorites)
    .innerJoin(hunts, eq(hunts.outfitterId, favorites.outfitterId))
    .innerJoin(huntTags, eq(huntTags.huntId, hunts.id))
    .where(
      and(eq(favorites.hunterId, hunterId), eq(huntTags.tagType, "draw"), eq(hunts.isActive, true), gte(huntTags.resultsOn, todayIso(now))),
    )
    .orderBy(asc(huntTags.applicationClosesOn));
  const results = booked.length
    ? await db
        .select()
        .from(bookingTagResults)
        .where(
          inArray(
            bookingTagResults.bookingId,
            booked.map((b) => b.bookingId),
          ),
        )
        .orderBy(bookingTagResults.hunterIndex)
    : [];
  const bookedHunts = new Set(booked.map((b) => b.huntId));
  const rows: Deadline[] = [
    ...booked.map((b) => ({ ...b, results: results.filter((r) => r.bookingId === b.bookingId).map(toPublicTagResult) })),
    ...liked.filter((l) => !bookedHunts.has(l.huntId)).map((l) => ({ ...l, bookingId: null, results: [] })),
  ].map((r) => ({
    huntId: r.huntId,
    huntTitle: r.title,
    region: r.tag.region!,
    unitCode: r.tag.unitCode,
    applicationOpensOn: r.tag.applicationOpensOn!,
    applicationClosesOn: r.tag.applicationClosesOn!,
    resultsOn: r.tag.resultsOn!,
    bookingId: r.bookingId,
    results: r.results,
  }));
  return rows.sort((a, b) => a.applicationClosesOn.localeCompare(b.applicationClosesOn) || a.huntId - b.huntId);
}
