import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { filledWidth, StarRating } from "@/components/ui/star-rating";
import { ICON_SPRITE } from "@/components/ui/icons";

const filledStyle = (html: string) => html.match(/overflow-hidden" style="width:([\d.]+)px"/)?.[1];

describe("StarRating", () => {
  it("labels the rating and draws two rows of the sprite's five stars", () => {
    const html = renderToStaticMarkup(<StarRating value={4.3} size={14} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Rated 4.3 out of 5"');
    expect(html.match(new RegExp(`<use href="${ICON_SPRITE.replace(/[?.]/g, "\\$&")}#stars"></use>`, "g"))).toHaveLength(2);
    // 5 stars of 14 px and 4 gaps of 1.75 px (2 px at 16 px).
    expect(html).toContain('width="77" height="14"');
    // Without lucide's per-icon attributes: the stylesheet's svg.lucide sets the stroke.
    expect(html).not.toContain("stroke=");
    expect(html).not.toContain("xmlns");
  });

  it("fills whole stars with their gaps, then the fraction of the next star", () => {
    expect(filledStyle(renderToStaticMarkup(<StarRating value={4.3} size={14} />))).toBe("67.2"); // 4 × 15.75 + 0.3 × 14
    expect(filledStyle(renderToStaticMarkup(<StarRating value={1} size={18} />))).toBe("20.25");
    expect(filledStyle(renderToStaticMarkup(<StarRating value={5} size={14} />))).toBe("77");
    expect(filledStyle(renderToStaticMarkup(<StarRating value={0.5} />))).toBe("8");
  });

  it("draws no filled row for 0, and clamps what is out of range", () => {
    expect(renderToStaticMarkup(<StarRating value={0} />)).not.toContain("fill-star");
    expect(renderToStaticMarkup(<StarRating value={Number.NaN} />)).toContain("Rated 0 out of 5");
    expect(renderToStaticMarkup(<StarRating value={7} size={14} />)).toContain("Rated 5 out of 5");
    expect(filledStyle(renderToStaticMarkup(<StarRating value={7} size={14} />))).toBe("77");
    expect(renderToStaticMarkup(<StarRating value={-2} />)).not.toContain("fill-star");
  });

  it("grows with the rating and never past the row", () => {
    let previous = -1;
    for (let r = 0; r <= 5; r += 0.05) {
      const w = filledWidth(r, 14);
      expect(w).toBeGreaterThanOrEqual(previous);
      expect(w).toBeLessThanOrEqual(77);
      previous = w;
    }
  });
});
