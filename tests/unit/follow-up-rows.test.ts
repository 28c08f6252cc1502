import { describe, expect, it } from "vitest";
import { followUpRows } from "@/lib/inquiries/follow-up-rows";
import type { MyBookingInquiry } from "@/lib/inquiries/schema";

const now = new Date("2026-05-01T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

const inquiry = (id: number, outfitterId: number, o: Partial<MyBookingInquiry> = {}): MyBookingInquiry => ({
  id,
  outfitterId,
  huntId: null,
  bookingStatus: "initial",
  huntPrice: null,
  notes: null,
  huntType: null,
  timeframe: null,
  budget: null,
  additionalInfo: null,
  lastAsked: null,
  nextFollowUp: null,
  createdAt: hoursAgo(100),
  updatedAt: hoursAgo(100),
  outfitter: { id: outfitterId, firstName: `O${outfitterId}`, profileImage: null },
  lastMessageAt: hoursAgo(1),
  ...o,
});

describe("Booking Follow-ups rows", () => {
  it("lists every inquiry and every messaged outfitter without one (as Unknown), once each", () => {
    const rows = followUpRows(
      [inquiry(1, 10, { bookingStatus: "yes" }), inquiry(2, 20, { bookingStatus: "maybe", nextFollowUp: hoursAgo(-24) })],
      [
        { id: 20, firstName: "O20", lastMessageAt: hoursAgo(1) },
        { id: 30, firstName: "Quinn", lastMessageAt: hoursAgo(2) },
      ],
      now,
    );
    expect(rows.map((r) => [r.outfitterId, r.bookingStatus, r.due])).toEqual([
      [10, "yes", false],
      [20, "maybe", false],
      [30, "initial", false],
    ]);
    expect(rows[2]).toMatchObject({ key: "outfitter-30", outfitterFirstName: "Quinn", huntId: null });
  });

  it("marks quiet conversations due by the card's rule and lists them first", () => {
    const rows = followUpRows(
      [inquiry(1, 10, { bookingStatus: "no", lastMessageAt: hoursAgo(100) }), inquiry(2, 20, { lastMessageAt: hoursAgo(3) })],
      [
        { id: 30, firstName: "Quiet", lastMessageAt: hoursAgo(5) },
        { id: 40, firstName: "Fresh", lastMessageAt: hoursAgo(4) },
      ],
      now,
    );
    // a 'no' is never asked again; 3 and exactly 4 hours are not quiet; 5 hours is.
    expect(rows.map((r) => [r.outfitterId, r.due])).toEqual([
      [30, true],
      [10, false],
      [20, false],
      [40, false],
    ]);
  });
});
