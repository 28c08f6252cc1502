import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingTagResults, huntTags } from "@/db/schema";
import { POST as partyPOST } from "@/app/api/bookings/[id]/party/route";
import { DELETE as memberDELETE } from "@/app/api/party/members/[id]/route";
import { addDays, todayIso } from "@/lib/departures/dates";
import { call } from "../../support/http";
import { book, bookingWorld } from "../../support/bookings";

type Party = { members: { id: number; position: number }[] };

describe("a draw booking whose party shrinks", () => {
  it("keeps a draw result only for the hunters still in the party, so no removed hunter's failed draw is resolved", async () => {
    const w = await bookingWorld({ availability: 6, depositPercent: 50, priceCents: 300_000 });
    const today = todayIso();
    await db.insert(huntTags).values({
      huntId: w.hunt.id,
      tagType: "draw",
      region: "Colorado",
      applicationOpensOn: addDays(today, -5),
      applicationClosesOn: addDays(today, 20),
      resultsOn: addDays(today, 60),
      failedDrawOutcome: "refund",
    });
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
