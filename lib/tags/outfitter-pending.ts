import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "@/db";
import { bookingDrawTerms, bookings, bookingTagResults, huntTags, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { outfitterSees } from "@/lib/bookings/outfitter-visible";
import { forbidden } from "@/lib/http/errors";
import { addDays, todayIso } from "@/lib/departures/dates";
import { REPORT_GRACE_DAYS, toPublicTagResult, type PublicTagResult } from "./results";

/**
 * What the outfitter must do about one draw booking, most urgent first:
 * - answer: a hunter's request waiting for accept or decline (by `answerBy` while a card is held);
 * - apply: the outfitter applies for the hunters' tags (the hunt says so) and `hunters` have not been applied for by `closesOn`;
 * - review: `hunters` reported results wait for Confirm or Dispute;
 * - record: 14 days past the results date, `hunters` results nobody reported.
 */
export type TagTodo =
  | { kind: "answer"; answerBy: string | null }
  | { kind: "apply"; hunters: number; closesOn: string }
  | { kind: "review"; hunters: number }
  | { kind: "record"; hunters: number };

export type TagPendingBooking = {
  bookingId: number;
  huntId: number | null;
  huntTitle: string;
  hunterName: string;
  /** pending: a request awaiting the outfitter's answer; accepted, cancelled or completed otherwise. */
  status: "pending" | "accepted" | "cancelled" | "completed";
  resultsOn: string;
  outcome: string;
  /** 14 days past the results date: the outfitter may record a result the hunter has not reported. */
  mayRecord: boolean;
  todo: TagTodo[];
  results: PublicTagResult[];
};

const KEPT = ["accepted", "cancelled", "completed"] as const;

function todosOf(
  r: { status: TagPendingBooking["status"]; answerBy: Date | null; outfitterApplies: boolean | null; closesOn: string | null },
  results: PublicTagResult[],
  mayRecord: boolean,
  today: string,
): TagTodo[] {
  const open = r.status === "pending" || r.status === "accepted";
  const todo: TagTodo[] = [];
  if (r.status === "pending") todo.push({ kind: "answer", answerBy: r.answerBy?.toISOString() ?? null });
  const toApply = results.filter((x) => x.status === "pending" && !x.appliedAt).length;
  if (open && r.outfitterApplies && r.closesOn && r.closesOn >= today && toApply > 0)
    todo.push({ kind: "apply", hunters: toApply, closesOn: r.closesOn });
  const toReview = results.filter((x) => x.review === "unconfirmed").length;
  if (toReview > 0) todo.push({ kind: "review", hunters: toReview });
  const toRecord = results.filter((x) => x.status === "pending").length;
  if (mayRecord && toRecord > 0) todo.push({ kind: "record", hunters: toRecord });
  return todo;
}

// Requests to answer first (the soonest deadline first), then other bookings with something to do, then the rest (newest first).
const urgency = (b: TagPendingBooking) => (b.todo.some((t) => t.kind === "answer") ? 0 : b.todo.length ? 1 : 2);
const answerKey = (b: TagPendingBooking) => b.todo.find((t) => t.kind === "answer")?.answerBy ?? "9999";

/**
 * The outfitter's draw bookings with each hunter's status and what waits for the outfitter: the
 * requests still waiting for an answer (only those the outfitter sees: paid or held, never a
 * checkout in progress), then the accepted, cancelled and completed ones.
 */
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
      answerBy: bookings.answerBy,
      outfitterApplies: huntTags.outfitterApplies,
      closesOn: huntTags.applicationClosesOn,
    })
    .from(bookingDrawTerms)
    .innerJoin(bookings, eq(bookings.id, bookingDrawTerms.bookingId))
    .leftJoin(hunts, eq(hunts.id, bookings.huntId))
    .leftJoin(huntTags, eq(huntTags.huntId, bookings.huntId))
    .where(and(outfitterSees(user.id), inArray(bookings.status, ["pending", ...KEPT])))
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
  const today = todayIso(now);
  const list = rows.map((r): TagPendingBooking => {
    const status = r.status as TagPendingBooking["status"];
    const own = results.filter((x) => x.bookingId === r.id).map(toPublicTagResult);
    const mayRecord = status === "accepted" && today >= addDays(r.resultsOn, REPORT_GRACE_DAYS);
    return {
      bookingId: r.id,
      huntId: r.huntId,
      huntTitle: r.title ?? "Deleted hunt",
      hunterName: r.hunterName,
      status,
      resultsOn: r.resultsOn,
      outcome: r.outcome,
      mayRecord,
      todo: todosOf({ ...r, status }, own, mayRecord, today),
      results: own,
    };
  });
  // A stable sort: within a rank the newest booking stays first.
  return list.sort((a, b) => urgency(a) - urgency(b) || (urgency(a) === 0 ? answerKey(a).localeCompare(answerKey(b)) : 0));
}
