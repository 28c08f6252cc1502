import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { HuntDepartures } from "@/components/hunts/hunt-departures";
import { addDays } from "@/lib/departures/dates";
import { DEAL_MESSAGES, dealDiscountSchema, dealWindowProblem, isDealLive } from "@/lib/departures/deals";

const today = "2027-03-01";

describe("last-minute deal rules (lib/departures/deals.ts)", () => {
  it("a deal may be marked from today up to 60 days ahead, not before or after", () => {
    expect(dealWindowProblem(today, today)).toBeNull();
    expect(dealWindowProblem(addDays(today, 60), today)).toBeNull();
    expect(dealWindowProblem(addDays(today, 61), today)).toBe(DEAL_MESSAGES.window);
    expect(dealWindowProblem(addDays(today, -1), today)).toBe(DEAL_MESSAGES.started);
  });

  it("is live until the departure starts, and not when it was moved out of the window", () => {
    expect(isDealLive({ startDate: addDays(today, 5), dealDiscountBp: 2000 }, today)).toBe(true);
    expect(isDealLive({ startDate: addDays(today, -1), dealDiscountBp: 2000 }, today)).toBe(false);
    expect(isDealLive({ startDate: addDays(today, 90), dealDiscountBp: 2000 }, today)).toBe(false);
    expect(isDealLive({ startDate: addDays(today, 5), dealDiscountBp: null }, today)).toBe(false);
  });

  it("reads the percent as basis points; 0, 100 and more than two decimals are refused", () => {
    expect(dealDiscountSchema.parse({ percent: "12.5" }).percent).toBe(1250);
    expect(dealDiscountSchema.parse({ percent: 99.99 }).percent).toBe(9999);
    for (const percent of [0, "100", "0.001", "x", -1])
      expect(dealDiscountSchema.safeParse({ percent }).success, String(percent)).toBe(false);
  });

  it("the hunt page's departure row shows the badge and the deal's price per hunter", () => {
    const html = renderToStaticMarkup(
      <HuntDepartures
        timeZone="UTC"
        pricing={{ price: "4500.00", originalPrice: null, isDiscounted: false }}
        departures={[
          {
            id: 1,
            startDate: "2027-03-10",
            endDate: "2027-03-14",
            spots: 4,
            spotsLeft: 2,
            booked: 2,
            upcoming: true,
            dealDiscountBp: 2000,
          },
          {
            id: 2,
            startDate: "2027-04-10",
            endDate: "2027-04-14",
            spots: 4,
            spotsLeft: 4,
            booked: 0,
            upcoming: true,
            dealDiscountBp: null,
          },
        ]}
      />,
    );
    expect(html.match(/data-testid="departure-deal"/g)).toHaveLength(1);
    expect(html).toContain("$3,600.00 per hunter (20% off)");
  });
});
