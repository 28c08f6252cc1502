import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { GET as bookingsGET } from "@/app/api/outfitter/bookings/route";
import { GET as overviewGET } from "@/app/api/outfitter/overview/route";
import { GET as ownHuntsGET } from "@/app/api/outfitter/hunts/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { BOOKING_STATUSES } from "@/lib/bookings/schema";
import { call } from "../../support/http";

type Listed = { id: number; status: string; huntId: number | null };

/**
 * The outfitter's counts come from the same query as their lists: the overview's "Pending Approval: N" is the number of rows
 * Pending Bookings lists, a hunt card's "N pending" the rows its Bookings page lists. A checkout in progress or abandoned
 * before paying (an unpaid booking) is neither counted nor listed.
 */
describe("the outfitter's counts agree with their lists", () => {
  let token: string;
  let huntIds: number[];

  beforeAll(async () => {
    const o = await createOutfitter();
    const hunter = await createHunter();
    const a = await createHunt({ outfitterId: o.id, title: "Counted A" });
    const b = await createHunt({ outfitterId: o.id, title: "Counted B" });
    huntIds = [a.id, b.id];
    const rows: [number, (typeof BOOKING_STATUSES)[number], string, "direct" | "claim"][] = [
      [a.id, "pending", "unpaid", "direct"], // a checkout in progress: the cause of "Pending Approval: 3" beside an empty list
      [a.id, "pending", "processing", "direct"],
      [a.id, "pending", "failed", "direct"],
      [a.id, "pending", "authorized", "direct"], // a request to answer
      [a.id, "accepted", "paid", "direct"],
      [a.id, "cancelled", "unpaid", "direct"], // abandoned before paying
      [b.id, "pending", "unpaid", "direct"],
      [b.id, "cancelled", "released", "direct"],
      [b.id, "accepted", "unpaid", "claim"], // a verified claim, paid outside Ridgeline
      [b.id, "completed", "partially_refunded", "direct"],
      [b.id, "denied", "refunded", "direct"],
    ];
    for (const [huntId, status, paymentStatus, source] of rows) {
      await createBooking({ huntId, outfitterId: o.id, hunterId: hunter.id, status, paymentStatus: paymentStatus as never, source });
    }
    token = await issueApiToken(o.id);
  });

  it("the overview's count of each status is the length of the list filtered by it", async () => {
    const overview = await call<{ bookingsByStatus: Record<string, number>; bookingsPerMonth: { count: number }[] }>(overviewGET, {
      token,
    });
    const all = await call<Listed[]>(bookingsGET, { token });
    for (const status of BOOKING_STATUSES) {
      const listed = await call<Listed[]>(bookingsGET, { token, url: `/api/outfitter/bookings?status=${status}` });
      expect(overview.json.bookingsByStatus[status], status).toBe(listed.json.length);
      expect(listed.json.length, status).toBe(all.json.filter((x) => x.status === status).length);
    }
    expect(overview.json.bookingsByStatus.pending).toBe(1);
    // The chart counts the same bookings (all made this month).
    expect(overview.json.bookingsPerMonth.at(-1)!.count).toBe(all.json.length);
  });

  it("each hunt card's counts are the rows its Bookings page lists", async () => {
    const hunts = await call<{ id: number; bookingCounts: Record<string, number> }[]>(ownHuntsGET, { token });
    for (const huntId of huntIds) {
      const card = hunts.json.find((h) => h.id === huntId)!;
      const page = await call<Listed[]>(bookingsGET, { token, url: `/api/outfitter/bookings?huntId=${huntId}` });
      const byStatus: Record<string, number> = {};
      for (const r of page.json) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
      expect(card.bookingCounts, `hunt ${huntId}`).toEqual(byStatus);
    }
    expect(hunts.json.find((h) => h.id === huntIds[1])!.bookingCounts.pending).toBeUndefined();
  });
});
