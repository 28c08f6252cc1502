import { describe, expect, it } from "vitest";
import { revenueSplit } from "@/components/admin/stat-cards";

describe("the Total Revenue card's split (issue 53 item 18)", () => {
  it("names what is collected and what is owed", () => {
    expect(revenueSplit({ totalCollectedCents: 125_000, totalOwedCents: 71_950 })).toBe("$1.3k collected · $0.7k owed");
  });
});
