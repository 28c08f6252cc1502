import { describe, expect, it } from "vitest";
import { reviewLinks } from "@/components/admin/pending-reviews-panel";

describe("the review queue links what a review is about (issue 53 item 18)", () => {
  it("a hunt review links its hunt and outfitter; an outfitter review, or one of a deleted hunt, the outfitter", () => {
    expect(reviewLinks({ huntId: 7, huntTitle: "Bugling Elk", outfitterId: 3, outfitterName: "Bitterroot Outfitters" })).toEqual([
      { label: "Hunt: Bugling Elk", href: "/hunt/7" },
      { label: "Outfitter: Bitterroot Outfitters", href: "/outfitter/3" },
    ]);
    expect(reviewLinks({ huntId: 7, huntTitle: null, outfitterId: 3, outfitterName: "B" })).toEqual([
      { label: "Outfitter: B", href: "/outfitter/3" },
    ]);
    expect(reviewLinks({ outfitterId: 3, outfitterName: "B" })).toHaveLength(1);
  });
});
