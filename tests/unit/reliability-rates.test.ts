import { describe, expect, it } from "vitest";
import { cancellationFigures, reliabilityLine, responseFigures, responseTimeText } from "@/lib/reliability/rates";

const now = new Date("2026-12-02T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe("the response calculator", () => {
  it("counts answers within 24 h over the last 90 days, and a fresh unanswered item not yet as a miss", () => {
    const f = responseFigures(
      [
        { askedAt: hoursAgo(50), answeredAt: hoursAgo(48) }, // 2 h
        { askedAt: hoursAgo(100), answeredAt: hoursAgo(96) }, // 4 h
        { askedAt: hoursAgo(200), answeredAt: hoursAgo(150) }, // 50 h: late
        { askedAt: hoursAgo(30), answeredAt: null }, // missed
        { askedAt: hoursAgo(2), answeredAt: null }, // not due yet
        { askedAt: hoursAgo(91 * 24), answeredAt: hoursAgo(91 * 24 - 1) }, // outside the window
      ],
      now,
    );
    expect(f).toEqual({ n: 4, answeredWithin24h: 2, ratePct: 50, medianMinutes: 240 });
  });

  it("has no figures without items", () => {
    expect(responseFigures([], now)).toEqual({ n: 0, answeredWithin24h: 0, ratePct: null, medianMinutes: null });
  });

  it("takes the middle of an even count", () => {
    const f = responseFigures(
      [1, 2, 3, 5].map((h) => ({ askedAt: hoursAgo(30), answeredAt: new Date(hoursAgo(30).getTime() + h * 3_600_000) })),
      now,
    );
    expect(f.medianMinutes).toBe(150);
  });
});

describe("the cancellation calculator", () => {
  it("shares the accepted bookings of 12 months the outfitter cancelled; 5% or more is penalized", () => {
    const accepted = (n: number, cancelled: number) =>
      [...Array(n)].map((_, i) => ({ acceptedAt: hoursAgo(24 * (i + 1)), cancelledByOutfitter: i < cancelled }));
    expect(cancellationFigures(accepted(20, 1), now)).toEqual({ accepted: 20, cancelled: 1, shareBp: 500, penalized: true });
    expect(cancellationFigures(accepted(21, 1), now)).toMatchObject({ shareBp: 476, penalized: false });
    expect(cancellationFigures([{ acceptedAt: hoursAgo(24 * 400), cancelledByOutfitter: true }], now)).toMatchObject({
      accepted: 0,
      shareBp: null,
      penalized: false,
    });
  });
});

describe("the reliability line", () => {
  it("says the issue's words", () => {
    expect(reliabilityLine({ medianMinutes: 170, ratePct: 98, cancelled: 0, accepted: 14 })).toBe(
      "Usually responds within 3 hours · 98% response rate · 0 cancellations in 12 months",
    );
    expect(responseTimeText(45)).toBe("within an hour");
    expect(responseTimeText(60 * 30)).toBe("within 2 days");
    expect(reliabilityLine({ medianMinutes: null, ratePct: null, cancelled: 0, accepted: 0 })).toBeNull();
  });
});
