import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followUpState, nextFollowUpAfterMaybe } from "@/lib/inquiries/follow-up-state";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = new Date("2026-05-01T12:00:00Z");

/** What the card shows now, reading the (fake) clock the way the component does. */
const cardNow = (inquiry: Parameters<typeof followUpState>[0]["inquiry"], lastMessageAt: Date | string | null) =>
  followUpState({ inquiry, lastMessageAt, now: new Date() });

describe("followUpState over time (spec 000 §4)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it("shows the intake card while the latest message is 4 hours old or newer, then the follow-up", () => {
    const last = new Date(start);
    expect(cardNow(null, last)).toBe("intake");
    vi.advanceTimersByTime(4 * HOUR);
    expect(cardNow(null, last)).toBe("intake"); // exactly 4 hours is not older than 4 hours
    vi.advanceTimersByTime(1);
    expect(cardNow(null, last)).toBe("follow-up");
    expect(cardNow({ bookingStatus: "initial", nextFollowUp: null }, last)).toBe("follow-up");
  });

  it("never shows the follow-up after a yes or a no, however quiet the conversation", () => {
    const last = new Date(start);
    vi.advanceTimersByTime(365 * DAY);
    expect(cardNow({ bookingStatus: "yes", nextFollowUp: null }, last)).toBe("intake");
    expect(cardNow({ bookingStatus: "no", nextFollowUp: null }, last)).toBe("intake");
  });

  it("asks a 'maybe' again only once its next follow-up date has passed", () => {
    const answeredAt = new Date(start);
    const inquiry = { bookingStatus: "maybe" as const, nextFollowUp: nextFollowUpAfterMaybe(answeredAt).toISOString() };
    expect(inquiry.nextFollowUp).toBe("2026-05-22T12:00:00.000Z");
    const last = new Date(start.getTime() - DAY);
    expect(cardNow(inquiry, last)).toBe("intake");
    vi.advanceTimersByTime(21 * DAY - 1);
    expect(cardNow(inquiry, last)).toBe("intake");
    vi.advanceTimersByTime(1);
    expect(cardNow(inquiry, last)).toBe("follow-up");
    // ...and still only when the conversation has been quiet for 4 hours.
    expect(cardNow(inquiry, new Date(Date.now() - HOUR))).toBe("intake");
  });

  it("treats a maybe without a date as due, and a conversation without messages as not quiet", () => {
    vi.advanceTimersByTime(10 * DAY);
    expect(cardNow({ bookingStatus: "maybe", nextFollowUp: null }, start)).toBe("follow-up");
    expect(cardNow({ bookingStatus: "maybe", nextFollowUp: null }, null)).toBe("intake");
    expect(cardNow(null, null)).toBe("intake");
    expect(cardNow(null, "not a date")).toBe("intake");
  });

  it("accepts ISO strings and a numeric clock", () => {
    expect(followUpState({ inquiry: null, lastMessageAt: "2026-05-01T07:59:59Z", now: start.getTime() })).toBe("follow-up");
    expect(followUpState({ inquiry: null, lastMessageAt: "2026-05-01T08:00:00Z", now: start.getTime() })).toBe("intake");
  });
});
