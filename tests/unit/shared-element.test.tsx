import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import NotFound from "@/app/not-found";
import { GearListView } from "@/components/gear-list/gear-list-view";
import { RatingLine } from "@/components/search/rating-line";
import { StarRating } from "@/components/ui/star-rating";
import { sharedElements } from "@/lib/shared-element";
import { elementsOf, sharedBetween } from "../support/element-tree";

describe("sharedElements", () => {
  it("makes one element per argument and gives the same object every time after", () => {
    let made = 0;
    const badge = sharedElements((text: string) => {
      made++;
      return <span>{text}</span>;
    });
    const a = badge("Top Tier");
    expect(badge("Top Tier")).toBe(a);
    expect(badge("Discounted")).not.toBe(a);
    expect(badge("Discounted")).toBe(badge("Discounted"));
    expect(made).toBe(2);
    expect(renderToStaticMarkup(a)).toBe("<span>Top Tier</span>");
  });
});

// React's RSC payload sends an element object once per page and refers to it after that: the
// static parts of repeated items must be the same objects (tests/unit/hunt-card.test.tsx
// checks the hunt card).
describe("repeated static parts are shared element objects", () => {
  it("ratings share their rows of stars and keep their own fill", () => {
    const shared = sharedBetween(<StarRating value={3} size={14} />, <StarRating value={4.5} size={14} />);
    expect(shared.map((e) => renderToStaticMarkup(e))).toEqual([
      expect.stringContaining("text-muted-foreground/40"),
      expect.stringContaining("fill-star"),
    ]);
    expect(renderToStaticMarkup(<StarRating value={3} size={14} />)).toContain("width:47.25px");
    expect(renderToStaticMarkup(<StarRating value={4.5} size={14} />)).toContain("width:70px");
    // Another size draws other rows.
    expect(sharedBetween(<StarRating value={3} size={14} />, <StarRating value={3} size={18} />)).toEqual([]);
  });

  it("an unrated line is one element per class", () => {
    const none = { average: null, count: 0 };
    expect(sharedBetween(<RatingLine rating={none} />, <RatingLine rating={none} />)).toHaveLength(1);
    expect(sharedBetween(<RatingLine rating={none} />, <RatingLine rating={none} className="text-xs" />)).toEqual([]);
  });

  it("the 404 markup each not-found boundary adds to a page is one element", () => {
    expect(NotFound()).toBe(NotFound());
    expect(renderToStaticMarkup(NotFound())).toContain("404 Page Not Found");
  });

  it("gear items without a photo share their placeholder and their link icon", () => {
    const item = (id: number) => ({
      id,
      outfitterId: 1,
      name: `Item ${id}`,
      description: null,
      image: null,
      amazonUrl: `https://www.amazon.com/dp/${id}`,
      category: "clothing",
      displayOrder: id,
    });
    const all = elementsOf(GearListView({ outfitterId: 1, firstName: "Cody", items: [item(1), item(2), item(3)] }));
    const markupOf = (e: (typeof all)[number]) => renderToStaticMarkup(e);
    const placeholders = all.filter(
      (e) => e.type === "div" && markupOf(e).startsWith('<div aria-hidden="true"') && markupOf(e).includes("lucide-package"),
    );
    // Each item's placeholder is met twice (HuntImage's prop, and what it renders).
    expect(placeholders.length).toBeGreaterThanOrEqual(3);
    expect(new Set(placeholders).size).toBe(1);
    const linkIcons = all.filter(
      (e) => typeof e.type === "function" && markupOf(e).startsWith("<svg") && markupOf(e).includes("external-link"),
    );
    expect(linkIcons.length).toBeGreaterThanOrEqual(3);
    expect(new Set(linkIcons).size).toBe(1);
  });
});
