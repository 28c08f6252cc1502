import { describe, expect, it } from "vitest";
import { db } from "@/db";
import { huntTags } from "@/db/schema";
import { GET as tagResultsGET } from "@/app/api/outfitter/tag-results/route";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { addDays, todayIso } from "@/lib/departures/dates";
import { tagBookingsOfOutfitter, type TagPendingBooking } from "@/lib/tags/outfitter-pending";
import { markTagApplied } from "@/lib/tags/booking-results";
import { reportTagResult } from "@/lib/tags/results";
import { tagTodoText } from "@/components/tags/tag-todo-text";
import { asCurrent } from "../../security/registry-fixtures";
import { call } from "../../support/http";
import { book, bookAndPay, bookingWorld } from "../../support/bookings";

describe("the Tag draws card's pending requests", () => {
  it("lists a hunter's request awaiting the answer first, with what the outfitter must do, and drops each to-do once done", async () => {
    const w = await bookingWorld({ priceCents: 300_000, availability: 8 });
    const today = todayIso();
    const closesOn = addDays(today, 20);
    await db.insert(huntTags).values({
      huntId: w.hunt.id,
      tagType: "draw",
      region: "Wyoming",
      applicationOpensOn: addDays(today, -5),
      applicationClosesOn: closesOn,
      resultsOn: addDays(today, 60),
      failedDrawOutcome: "refund",
      outfitterApplies: true,
      applicationFeeCents: 7_500,
    });
    // An older booking, accepted; then a newer request waiting for the answer; then a checkout never paid.
    const older = await bookAndPay(w.hunterToken, w.hunt.id, { partySize: 1, drawOutcomeAccepted: true });
    const accepted = await call(statusPATCH, {
      token: w.outfitterToken,
      params: { id: String(older.bookingId) },
      body: { status: "accepted" },
    });
    expect(accepted.status).toBe(200);
    const request = await bookAndPay(w.hunterToken, w.hunt.id, { partySize: 2, drawOutcomeAccepted: true });
    const unpaid = await book(w.hunterToken, w.hunt.id, { partySize: 1, drawOutcomeAccepted: true });
    expect(unpaid.status).toBe(201);

    const res = await call<TagPendingBooking[]>(tagResultsGET, { token: w.outfitterToken });
    expect(res.status).toBe(200);
    const list = res.json;
    // The checkout in progress is not the outfitter's to see; the request to answer comes before the accepted booking.
    expect(list.map((b) => b.bookingId)).toEqual([request.bookingId, older.bookingId]);
    const [req, acc] = list;
    expect(req).toMatchObject({ status: "pending", mayRecord: false });
    expect(req!.todo.map((t) => t.kind)).toEqual(["answer", "apply"]);
    expect(req!.todo[0]).toMatchObject({ kind: "answer", answerBy: expect.any(String) });
    expect(req!.todo[1]).toEqual({ kind: "apply", hunters: 2, closesOn });
    expect(tagTodoText(req!.todo[0]!)).toMatch(/^Booking request: accept or decline it in Pending Bookings\. Answer by /);
    expect(tagTodoText(req!.todo[1]!)).toMatch(/^Apply for 2 hunters' tags on their behalf by /);
    expect(acc!.todo).toEqual([{ kind: "apply", hunters: 1, closesOn }]);

    // Applied for, then a result reported: the to-do becomes the review.
    await markTagApplied(asCurrent(w.hunter), older.bookingId, 1);
    await reportTagResult(asCurrent(w.hunter), older.bookingId, { hunterIndex: 1, result: "drawn" });
    const after = await tagBookingsOfOutfitter(asCurrent(w.outfitter));
    expect(after.find((b) => b.bookingId === older.bookingId)!.todo).toEqual([{ kind: "review", hunters: 1 }]);
    expect(tagTodoText({ kind: "review", hunters: 1 })).toBe("Confirm or dispute 1 result reported below");

    // Accepted: the request's answer is no longer asked for.
    const ok = await call(statusPATCH, {
      token: w.outfitterToken,
      params: { id: String(request.bookingId) },
      body: { status: "accepted" },
    });
    expect(ok.status).toBe(200);
    const now = await tagBookingsOfOutfitter(asCurrent(w.outfitter));
    expect(now.find((b) => b.bookingId === request.bookingId)).toMatchObject({ status: "accepted", todo: [{ kind: "apply", hunters: 2 }] });
    // A hunter may not read the outfitter's list.
    expect((await call(tagResultsGET, { token: w.hunterToken })).status).toBe(403);
  });
});
