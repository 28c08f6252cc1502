import { describe, expect, it } from "vitest";
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { tagBookingsOfOutfitter } from "@/lib/tags/outfitter-pending";
import { reportTagResult } from "@/lib/tags/results";
import { createAdmin } from "@/seed/factories";
import { asCurrent } from "../../security/registry-fixtures";
import { call } from "../../support/http";
import { drawWorld } from "./tag-world";

const DAY = 86_400_000;

describe("the outfitter's late results (the Tag draws card)", () => {
  it("offers recording a result only 14 days after the results date, and a recorded one counts as confirmed", async () => {
    const w = await drawWorld("refund", 2);
    const outfitter = asCurrent(w.outfitter);
    const [now] = await tagBookingsOfOutfitter(outfitter);
    expect(now).toMatchObject({ bookingId: w.bookingId, mayRecord: false });
    // The results are 60 days out: 73 days on is not yet 14 days after, 74 is.
    expect((await tagBookingsOfOutfitter(outfitter, new Date(Date.now() + 73 * DAY)))[0]!.mayRecord).toBe(false);
    const later = new Date(Date.now() + 75 * DAY);
    expect((await tagBookingsOfOutfitter(outfitter, later))[0]!.mayRecord).toBe(true);
    await reportTagResult(outfitter, w.bookingId, { hunterIndex: 1, result: "drawn" }, later);
    const [after] = await tagBookingsOfOutfitter(outfitter, later);
    expect(after!.results.map((r) => [r.status, r.review])).toEqual([
      ["drawn", "confirmed"],
      ["pending", null],
    ]);

    // The admin's Tag draws panel reads the same bookings by status, a page at a time.
    const admin = await issueApiToken((await createAdmin()).id);
    const page = await call<{ bookings: { id: number }[]; hasMore: boolean }>(adminBookings, {
      token: admin,
      url: "/api/admin/bookings?tagStatus=pending&limit=50",
    });
    expect(page.status).toBe(200);
    expect(page.json.bookings.map((b) => b.id)).toContain(w.bookingId);
    const drawn = await call<{ bookings: { id: number }[] }>(adminBookings, {
      token: admin,
      url: "/api/admin/bookings?tagStatus=not_drawn&limit=50",
    });
    expect(drawn.json.bookings.map((b) => b.id)).not.toContain(w.bookingId);
  });
});
