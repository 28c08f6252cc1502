import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingTagResults, huntDepartures, huntTags } from "@/db/schema";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { saveHuntFees } from "@/lib/hunts/fees";
import { EMPTY_FEES } from "@/lib/money/price-lines/types";
import { reportTagResult, reviewTagResult } from "@/lib/tags/results";
import type { DrawOutcome } from "@/lib/tags/schema";
import { asCurrent } from "../../security/registry-fixtures";
import { bookingNow } from "./tag-world";
import { POST as partyPOST } from "@/app/api/bookings/[id]/party/route";
import { DELETE as memberDELETE } from "@/app/api/party/members/[id]/route";
import { addDays, todayIso } from "@/lib/departures/dates";
import { call } from "../../support/http";
import { book, bookAndPay, bookingWorld } from "../../support/bookings";

type Party = { members: { id: number; position: number }[] };

const drawTag = (huntId: number, failedDrawOutcome: DrawOutcome) => {
  const today = todayIso();
  return {
    huntId,
    tagType: "draw" as const,
    region: "Colorado",
    applicationOpensOn: addDays(today, -5),
    applicationClosesOn: addDays(today, 20),
    resultsOn: addDays(today, 60),
    failedDrawOutcome,
  };
};

describe("a draw booking whose party shrinks", () => {
  it("keeps a draw result only for the hunters still in the party, so no removed hunter's failed draw is resolved", async () => {
    const w = await bookingWorld({ availability: 6, depositPercent: 50, priceCents: 300_000 });
    await db.insert(huntTags).values(drawTag(w.hunt.id, "refund"));
    const b = await book(w.hunterToken, w.hunt.id, { partySize: 3, drawOutcomeAccepted: true });
    expect(b.status).toBe(201);
    const indexes = async () =>
      (await db.select().from(bookingTagResults).where(eq(bookingTagResults.bookingId, b.json.id))).map((r) => r.hunterIndex).sort();
    expect(await indexes()).toEqual([1, 2, 3]);
    const emails = ["a", "b"].map((n) => `${n}+${b.json.id}@example.com`);
    const party = await call<Party>(partyPOST, { token: w.hunterToken, params: { id: String(b.json.id) }, body: { memberEmails: emails } });
    expect(party.status).toBe(201);
    const second = party.json.members.find((m) => m.position === 1)!;
    const removed = await call(memberDELETE, { method: "DELETE", token: w.hunterToken, params: { id: String(second.id) } });
    expect(removed.status).toBe(200);
    expect(await indexes()).toEqual([1, 3]);
  });
});

describe("a draw booking with an observer", () => {
  it("the only hunter's failed draw ends the booking: all is refunded and the observer's spot goes back too", async () => {
    const w = await bookingWorld({ availability: 6, depositPercent: 50, priceCents: 300_000, groupSize: 4 });
    await saveHuntFees(db, w.hunt, { ...EMPTY_FEES, observerPriceCents: 50_000, maxObservers: 2 });
    await db.insert(huntTags).values(drawTag(w.hunt.id, "refund"));
    const paid = await bookAndPay(w.hunterToken, w.hunt.id, { partySize: 1, observers: 1, drawOutcomeAccepted: true });
    const accepted = await call(statusPATCH, {
      token: w.outfitterToken,
      params: { id: String(paid.bookingId) },
      body: { status: "accepted" },
    });
    expect(accepted.status).toBe(200);
    const spotsLeft = async () => (await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, w.hunt.id)))[0]!.spotsLeft;
    const before = await spotsLeft();
    await reportTagResult(asCurrent(w.hunter), paid.bookingId, { hunterIndex: 1, result: "not_drawn" });
    await reviewTagResult(asCurrent(w.outfitter), paid.bookingId, { hunterIndex: 1, decision: "confirm", message: null });
    const b = await bookingNow(paid.bookingId);
    expect(b).toMatchObject({ status: "cancelled", refundedCents: b.depositCents, holdsSpot: false });
    expect(await spotsLeft()).toBe(before + 2);
  });
});
