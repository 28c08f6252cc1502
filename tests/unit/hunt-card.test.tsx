import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { HuntCard } from "@/components/hunts/hunt-card";
import { BookingHuntSummary } from "@/components/booking/booking-hunt-summary";
import { CARD_DESCRIPTION_CHARS, cardExcerpt, huntCardModel, showsDiscount } from "@/lib/hunts/card-model";
import type { PublicHunt } from "@/lib/hunts/present";
import { sharedBetween } from "../support/element-tree";

const hunt = (o: Partial<PublicHunt> = {}): PublicHunt => ({
  id: 7,
  outfitterId: 3,
  title: "Bugling Elk",
  description: "Five days in the Bitterroot.",
  species: ["elk/wapiti", "mule deer"],
  location: "Montana, USA",
  price: "4500.00",
  originalPrice: null,
  isDiscounted: false,
  discountType: null,
  discountValue: null,
  duration: 5,
  groupSize: 4,
  difficulty: "moderate",
  dates: "September 10 - 15, 2027",
  availability: 3,
  nextDeparture: "2027-09-10",
  datesOnRequest: false,
  seasonEnded: false,
  cancellationPolicy: "flexible",
  timeZone: "America/Denver",
  depositPercent: 100,
  images: ["/demo/elk.svg", "/demo/elk-2.svg"],
  video: null,
  isActive: true,
  featured: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  outfitter: { id: 3, firstName: "Cody", isTopTier: false, profileImage: null, coverPhoto: null },
  ...o,
});

describe("hunt card rules", () => {
  it("shows the first image, first species, Max group size and the price in USD", () => {
    const m = huntCardModel(hunt());
    expect(m).toMatchObject({
      href: "/hunt/7",
      image: "/demo/elk.svg",
      species: "Elk/Wapiti",
      groupSizeText: "Max 4",
      priceText: "$4,500.00",
      originalPriceText: null,
      discounted: false,
      topTier: false,
    });
  });

  it("strikes the original price through only when discounted below it", () => {
    expect(huntCardModel(hunt({ isDiscounted: true, price: "3825.00", originalPrice: "4500.00" }))).toMatchObject({
      discounted: true,
      priceText: "$3,825.00",
      originalPriceText: "$4,500.00",
    });
    expect(huntCardModel(hunt({ isDiscounted: true, originalPrice: null })).discounted).toBe(false);
    expect(huntCardModel(hunt({ isDiscounted: false, originalPrice: "5000.00" })).originalPriceText).toBeNull();
    expect(huntCardModel(hunt({ isDiscounted: true, price: "4500.00", originalPrice: "4500.00" })).discounted).toBe(false);
  });

  it("the booking page shows the Discounted badge by the same rule as the card", () => {
    const page = (h: PublicHunt) => renderToStaticMarkup(<BookingHuntSummary hunt={h} />);
    expect(page(hunt({ isDiscounted: true, price: "3825.00", originalPrice: "4500.00" }))).toContain("Discounted");
    // Flagged but with no original price above the price: the card shows no badge, nor does the booking page.
    expect(page(hunt({ isDiscounted: true, originalPrice: null }))).not.toContain("Discounted");
    expect(showsDiscount(hunt({ isDiscounted: true, price: "4500.00", originalPrice: "4500.00" }))).toBe(false);
  });

  it("has no image for an empty list or unusable URLs, and skips to the first usable one", () => {
    expect(huntCardModel(hunt({ images: [] })).image).toBeNull();
    expect(huntCardModel(hunt({ images: ["javascript:alert(1)", "  ", "//evil.test/x.png"] })).image).toBeNull();
    expect(huntCardModel(hunt({ images: ["", "https://cdn.example.com/a.jpg"] })).image).toBe("https://cdn.example.com/a.jpg");
  });

  it("marks top-tier outfitters and shows 'Other' for the catalogue's other", () => {
    expect(
      huntCardModel(hunt({ outfitter: { id: 3, firstName: "C", isTopTier: true, profileImage: null, coverPhoto: null } })).topTier,
    ).toBe(true);
    expect(huntCardModel(hunt({ species: ["other"] })).species).toBe("Other");
    expect(huntCardModel(hunt({ species: [] })).species).toBeNull();
  });
});

describe("the card's description excerpt", () => {
  it("keeps a description that fits, and cuts a long one at a word with an ellipsis", () => {
    expect(huntCardModel(hunt()).description).toBe("Five days in the Bitterroot.");
    const long = `${"Glassing the open ridges at first light. ".repeat(60)}`.trim();
    const excerpt = huntCardModel(hunt({ description: long })).description;
    expect(excerpt.length).toBeLessThanOrEqual(CARD_DESCRIPTION_CHARS + 1);
    expect(excerpt.length).toBeGreaterThan(CARD_DESCRIPTION_CHARS * 0.6);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.slice(0, -1)).toMatch(/\S$/);
    expect(long.charAt(excerpt.length - 1)).toMatch(/\s/);
    // Two lines of the widest card (about 160 characters) always show in full before the cut.
    expect(excerpt.length).toBeGreaterThan(160);
  });

  it("cuts a text without spaces at the limit, and never through an emoji", () => {
    expect(cardExcerpt("x".repeat(300))).toBe(`${"x".repeat(CARD_DESCRIPTION_CHARS)}…`);
    const emoji = `${"y".repeat(CARD_DESCRIPTION_CHARS - 1)}🦌 and more`;
    const cut = cardExcerpt(emoji);
    expect(cut).toBe(`${"y".repeat(CARD_DESCRIPTION_CHARS - 1)}…`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("the card's markup carries the excerpt, not the whole description", () => {
    const long = "A long day on the mountain. ".repeat(100);
    const html = renderToStaticMarkup(<HuntCard hunt={hunt({ description: long })} />);
    expect(html).toContain("A long day on the mountain.");
    expect(html.length).toBeLessThan(renderToStaticMarkup(<HuntCard hunt={hunt()} />).length + CARD_DESCRIPTION_CHARS + 20);
  });
});

describe("hunt card markup", () => {
  it("the photo fills its frame by classes, not next/image's inline style", () => {
    const html = renderToStaticMarkup(<HuntCard hunt={hunt({ images: ["/demo/hunts/rockies-elk.photo.webp"] })} />);
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).not.toContain("style=");
    for (const c of ["absolute", "inset-0", "size-full", "text-transparent", "object-cover"])
      expect(img).toMatch(new RegExp(`class="[^"]*\\b${c}\\b`));
    expect(img).toContain('sizes="(min-width: 1280px) 400px');
  });

  it("renders badges, the struck original price, details and View Details", () => {
    const html = renderToStaticMarkup(
      <HuntCard
        hunt={hunt({
          isDiscounted: true,
          price: "3825.00",
          originalPrice: "4500.00",
          outfitter: { id: 3, firstName: "C", isTopTier: true, profileImage: null, coverPhoto: null },
        })}
      />,
    );
    expect(html).toContain(">Discounted<");
    expect(html).toContain(">Top Tier Outfitter<");
    expect(html).toMatch(/<s[^>]*>.*\$4,500\.00.*<\/s>/);
    expect(html).toContain("$3,825.00");
    expect(html).toContain("Max 4");
    expect(html).toContain("Elk/Wapiti");
    expect(html).toContain("Montana, USA");
    expect(html).toContain("September 10 - 15, 2027");
    expect(html).toContain("View Details");
    expect(html).toContain('href="/hunt/7"');
    expect(html).toMatch(/<img[^>]+alt="Bugling Elk"[^>]+src="\/demo\/elk.svg"/);
  });

  it("shows the outfitter's real rating with its count, or 'No reviews yet', when the list carries it", () => {
    const o = { id: 3, firstName: "C", isTopTier: false, profileImage: null, coverPhoto: null };
    expect(huntCardModel(hunt()).rating).toBeNull();
    const rated = renderToStaticMarkup(<HuntCard hunt={hunt({ outfitter: { ...o, rating: { average: 4.3, count: 3 } } })} />);
    expect(rated).toContain(">4.3<");
    expect(rated).toContain("(3 reviews)");
    expect(rated).toContain("Rated 4.3 out of 5");
    expect(rated).not.toContain("No reviews yet");
    const unrated = renderToStaticMarkup(<HuntCard hunt={hunt({ outfitter: { ...o, rating: { average: null, count: 0 } } })} />);
    expect(unrated).toContain("No reviews yet");
    expect(renderToStaticMarkup(<HuntCard hunt={hunt()} />)).not.toContain("No reviews yet");
  });

  it("shows 'No image available' when there is no image, and no badges when neither applies", () => {
    const html = renderToStaticMarkup(<HuntCard hunt={hunt({ images: [] })} />);
    expect(html).toContain("No image available");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("Discounted");
    expect(html).not.toContain("Top Tier Outfitter");
    expect(html).not.toMatch(/<s[ >]/);
  });

  it("escapes HTML in listing text", () => {
    const html = renderToStaticMarkup(<HuntCard hunt={hunt({ title: "<script>alert(1)</script>", description: "<b>bold</b>" })} />);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
  });
});

// React's RSC payload sends an element object once per page and refers to it after that
// (lib/shared-element.ts): what every card draws alike must be the same objects on every card.
describe("hunt card: parts every card draws alike are shared", () => {
  it("shares the icons, the badges over the photo, the photo's fallback and 'No reviews yet', and nothing of its own", () => {
    const card = (id: number) => (
      <HuntCard
        hunt={hunt({
          id,
          title: `Hunt ${id}`,
          images: [`/demo/hunts/elk-${id}.photo.webp`],
          isDiscounted: true,
          originalPrice: "5000.00",
          outfitter: {
            id: 3,
            firstName: "Cody",
            isTopTier: true,
            profileImage: null,
            coverPhoto: null,
            rating: { average: null, count: 0 },
          },
        })}
      />
    );
    const shared = sharedBetween(card(1), card(2)).map((e) => renderToStaticMarkup(e));
    const text = shared.join("\n");
    for (const part of [
      "lucide-map-pin",
      "lucide-calendar-days",
      "lucide-users",
      "Discounted",
      "Top Tier Outfitter",
      "No image available",
      "No reviews yet",
    ])
      expect(text).toContain(part);
    for (const own of ["Hunt 1", "elk-1", "/hunt/1"]) expect(text).not.toContain(own);
  });
});

describe("a sold-out hunt says so (issue 53 item 3)", () => {
  it("is sold out when dated, not over, and no coming departure has a free spot", () => {
    expect(huntCardModel(hunt({ nextDeparture: null, availability: 0 })).soldOut).toBe(true);
    expect(huntCardModel(hunt()).soldOut).toBe(false);
    expect(huntCardModel(hunt({ nextDeparture: null, datesOnRequest: true })).soldOut).toBe(false);
    expect(huntCardModel(hunt({ nextDeparture: null, seasonEnded: true })).soldOut).toBe(false);
  });

  it("the card carries 'Fully booked' and a waitlist link only then", () => {
    const full = renderToStaticMarkup(<HuntCard hunt={hunt({ nextDeparture: null, availability: 0 })} />);
    expect(full).toContain("Fully booked");
    expect(full).toContain('href="/hunt/7#departures-heading"');
    const open = renderToStaticMarkup(<HuntCard hunt={hunt()} />);
    expect(open).not.toContain("Fully booked");
    expect(open).not.toContain("Join waitlist");
  });
});

describe("a last-minute deal on the card (issue 50)", () => {
  it("shows the Last-minute badge and the deal's price; none without a deal", () => {
    const html = renderToStaticMarkup(<HuntCard hunt={hunt({ lastMinuteDeal: { percent: "20", price: "3600.00" } })} />);
    expect(html).toContain('data-testid="last-minute-badge"');
    expect(html).toContain("Last-minute from $3,600.00 (20% off)");
    const plain = renderToStaticMarkup(<HuntCard hunt={hunt({ lastMinuteDeal: null })} />);
    expect(plain).not.toContain("Last-minute");
  });
});
