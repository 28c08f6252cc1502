import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkMeta } from "@/scripts/lib/meta-check";
import {
  huntMetaDescription,
  metaDate,
  metaDates,
  metaDescription,
  metaPrice,
  metaTitle,
  outfitterMetaDescription,
} from "@/lib/seo/meta-text";

describe("meta texts", () => {
  it("write prices as every page does: dollars with exactly 2 decimals", () => {
    expect(metaPrice("12500.00")).toBe("$12,500.00");
    expect(metaPrice("12499.50")).toBe("$12,499.50");
    expect(metaPrice("950.00")).toBe("$950.00");
    expect(metaPrice("1250000.05")).toBe("$1,250,000.05");
  });

  it("write ISO dates as people read them, and leave written-out dates alone", () => {
    expect(metaDate("2027-09-10")).toBe("Sep 10, 2027");
    expect(metaDate(new Date("2028-01-02T00:00:00Z"))).toBe("Jan 2, 2028");
    expect(metaDates("2027-09-10 to 2027-09-16")).toBe("Sep 10, 2027 to Sep 16, 2027");
    expect(metaDates("September 10 - September 16, 2027")).toBe("September 10 - September 16, 2027");
    expect(metaDates("  Spring\nseason  ")).toBe("Spring season");
  });

  it("cut descriptions at a word boundary within 160 characters, ending with an ellipsis", () => {
    const words =
      "Guided spot and stalk hunt for Alaska brown bear on Kodiak Island with float plane access and experienced guides ".repeat(3);
    const cut = metaDescription([words]);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(words[cut.length - 1]).toBe(" ");
    expect(metaDescription(["Short.", null, "", "Still short."])).toBe("Short. Still short.");
    // No dangling separator before the ellipsis.
    expect(metaDescription(["aaaa ·", "bbbbbb"], 10)).toBe("aaaa…");
    expect(metaDescription(["x".repeat(200)], 20)).toBe(`${"x".repeat(19)}…`);
  });

  it("never exceed the limit nor cut inside a word, for any text", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,15}$/), { maxLength: 60 }), (list) => {
        const text = list.join(" ");
        const out = metaDescription([text]);
        expect(out.length).toBeLessThanOrEqual(160);
        if (text.length <= 160) {
          expect(out).toBe(text);
        } else {
          const kept = out.slice(0, -1);
          expect(text.startsWith(kept)).toBe(true);
          expect(text[kept.length]).toBe(" ");
        }
      }),
    );
  });

  it("describe a hunt by place, price, dates and then its description", () => {
    const hunt = {
      location: "Kodiak Island, Alaska",
      dates: "2027-09-10 to 2027-09-16",
      price: "12500.00",
      originalPrice: "14000.00",
      description: "Fly in to a remote spike camp and glass the alder slopes for big boars. ".repeat(4),
    };
    const text = huntMetaDescription(hunt);
    expect(text).toMatch(
      /^Kodiak Island, Alaska · \$12,500\.00 per hunter \(was \$14,000\.00\) · Sep 10, 2027 to Sep 16, 2027\. Fly in to /,
    );
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).not.toMatch(/\d{4,}\.\d\d|\$\d{4}/);
    expect(huntMetaDescription({ ...hunt, originalPrice: null, description: "Short." })).toBe(
      "Kodiak Island, Alaska · $12,500.00 per hunter · Sep 10, 2027 to Sep 16, 2027. Short.",
    );
  });

  it("describe an outfitter with the right plurals, and shorten long titles", () => {
    expect(outfitterMetaDescription({ firstName: "Kodiak Guides", rating: { average: 4.8, count: 1 } }, 1)).toBe(
      "Kodiak Guides offers 1 guided hunt on Ridgeline, rated 4.8 of 5 by 1 hunter. Compare trips, message the outfitter and book.",
    );
    expect(outfitterMetaDescription({ firstName: "K", rating: { average: null, count: 0 } }, 3)).toContain("3 guided hunts on Ridgeline.");
    expect(metaTitle("Trophy Alaska Brown Bear Spot and Stalk Hunt on Kodiak Island with Float Plane Access")).toBe(
      "Trophy Alaska Brown Bear Spot and Stalk Hunt on Kodiak…",
    );
  });
});

describe("the meta text check of npm run test:html", () => {
  const page = (title: string, description?: string) =>
    `<html><head><title>${title}</title>${description === undefined ? "" : `<meta name="description" content="${description}"/>`}</head></html>`;

  it("passes a page written for people", () => {
    expect(
      checkMeta(
        "/hunt/1",
        page("Elk Hunt | Ridgeline", "Colorado · $12,500.00 per hunter · Sep 10, 2027. Elk in the timber &amp; parks."),
        200,
      ),
    ).toEqual([]);
    expect(checkMeta("/nope", page("Page Not Found | Ridgeline"), 404)).toEqual([]);
  });

  it("flags raw prices, ISO dates, missing values, long or cut descriptions and missing texts", () => {
    const problems = (title: string, description?: string) => checkMeta("/p", page(title, description), 200);
    expect(problems("Elk | Ridgeline", "Colorado · $12500.00 per hunter.")).toHaveLength(1);
    expect(problems("Elk | Ridgeline", "From 12500.00 per hunter.")).toHaveLength(1);
    expect(problems("Elk | Ridgeline", "Starts 2027-09-10.")).toHaveLength(1);
    expect(problems("undefined | Ridgeline", "Fine.")).toHaveLength(1);
    expect(problems("Elk | Ridgeline", `${"word ".repeat(40)}end.`)).toHaveLength(1);
    expect(problems("Elk | Ridgeline", "Cut in the midd")).toHaveLength(1);
    expect(problems("Elk | Ridgeline")).toHaveLength(1);
    expect(problems("", "Fine.")).toHaveLength(1);
  });
});

describe("a hunt's dates in its description", () => {
  it("come from the departures still to come, formatted, before the dates text", () => {
    const hunt = { location: "Montana", dates: "Fall 2027", price: "4000.00", originalPrice: null, description: "Elk." };
    const departures = [
      { startDate: "2026-09-01", endDate: "2026-09-05", upcoming: false },
      { startDate: "2027-10-03", endDate: "2027-10-09", upcoming: true },
      { startDate: "2027-10-12", endDate: "2027-10-18", upcoming: true },
    ];
    expect(huntMetaDescription({ ...hunt, departures })).toBe("Montana · $4,000.00 per hunter · Oct 3–9, 2027 · Oct 12–18, 2027. Elk.");
    expect(huntMetaDescription({ ...hunt, departures: departures.slice(0, 1) })).toBe("Montana · $4,000.00 per hunter · Fall 2027. Elk.");
  });
});
