import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { HuntCard } from "@/components/hunts/hunt-card";
import { BookingHuntSummary } from "@/components/booking/booking-hunt-summary";
import { huntCardModel, showsDiscount } from "@/lib/hunts/card-model";
import type { PublicHunt } from "@/lib/hunts/present";

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

describe("hunt card markup", () => {
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
