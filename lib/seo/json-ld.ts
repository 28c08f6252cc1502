import type { PublicHunt } from "@/lib/hunts/present";
import type { PublicOutfitter } from "@/lib/outfitters/public";
import type { RatingSummary } from "@/lib/reviews/public";
import { firstImage, isRaster, safeImageSrc, socialCardUrl } from "@/lib/images";
import { siteUrl } from "@/lib/seo/site-url";
import { bookingStateOf, type BookingState } from "@/lib/departures/state";

const AVAILABILITY: Record<BookingState, string> = {
  open: "https://schema.org/InStock",
  full: "https://schema.org/SoldOut",
  // Booked by message: offered, but not bought online.
  "on-request": "https://schema.org/LimitedAvailability",
  ended: "https://schema.org/OutOfStock",
};

function tripDates(hunt: PublicHunt) {
  const upcoming = (hunt.departures ?? []).filter((d) => d.upcoming);
  if (upcoming.length === 0) return {};
  const ends = upcoming.map((d) => d.endDate).sort();
  return { availabilityStarts: upcoming[0]!.startDate, availabilityEnds: ends[ends.length - 1]! };
}

export function absoluteUrl(src: string): string {
  return src.startsWith("/") ? `${siteUrl()}${src}` : src;
}

// aggregateRating only with approved reviews.
export function huntJsonLd(
  hunt: PublicHunt,
  outfitter: Pick<PublicOutfitter, "id" | "firstName">,
  rating: RatingSummary,
  included: { name: string; value: string }[] = [],
) {
  const url = `${siteUrl()}/hunt/${hunt.id}`;
  const card = socialCardUrl(firstImage(hunt.images));
  const photos = hunt.images.map((i) => safeImageSrc(i)).filter((s): s is string => !!s && isRaster(s));
  const images = [...(card ? [card] : []), ...photos].map(absoluteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: hunt.title,
    description: hunt.description,
    url,
    ...(images.length ? { image: images } : {}),
    category: "Guided hunting trip",
    // What's included, item by item (Included / Not included / Optional).
    ...(included.length ? { additionalProperty: included.map((i) => ({ "@type": "PropertyValue", ...i })) } : {}),
    brand: { "@type": "Organization", name: outfitter.firstName, url: `${siteUrl()}/outfitter/${outfitter.id}` },
    offers: {
      "@type": "Offer",
      url,
      price: hunt.price,
      priceCurrency: "USD",
      // The base price per hunter; the rest of the fees are on the page's "Price details".
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: hunt.price,
        priceCurrency: "USD",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "hunter" },
      },
      availability: AVAILABILITY[bookingStateOf(hunt)],
      ...tripDates(hunt),
      seller: { "@type": "Organization", name: outfitter.firstName },
    },
    ...(rating.average !== null && rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average.toFixed(1),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function outfitterJsonLd(o: PublicOutfitter, hunts: PublicHunt[]) {
  const url = `${siteUrl()}/outfitter/${o.id}`;
  const image = outfitterSocialImage(o, hunts)?.url;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": url,
    name: o.firstName,
    url,
    ...(image ? { image } : {}),
    description: `Guided hunts with ${o.firstName}${o.isTopTier ? ", a Ridgeline top-tier outfitter" : ""}.`,
    ...(o.inBusinessSince ? { foundingDate: String(o.inBusinessSince) } : {}),
    ...(o.rating.average !== null && o.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: o.rating.average.toFixed(1),
            reviewCount: o.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(hunts.length
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: "Guided hunts",
            itemListElement: hunts.map((h) => ({
              "@type": "Offer",
              price: h.price,
              priceCurrency: "USD",
              url: `${siteUrl()}/hunt/${h.id}`,
              itemOffered: { "@type": "Service", name: h.title },
            })),
          },
        }
      : {}),
  };
}

export type SocialImage = { url: string; width?: number; height?: number };

// Never an SVG: social networks and search engines do not render them.
export function socialImage(candidates: (string | null | undefined)[]): SocialImage | null {
  const usable = candidates.map((c) => safeImageSrc(c)).filter((c): c is string => !!c);
  for (const src of usable) {
    const card = socialCardUrl(src);
    if (card) return { url: absoluteUrl(card), width: 1200, height: 630 };
  }
  const raster = usable.find(isRaster);
  return raster ? { url: absoluteUrl(raster) } : null;
}

export const huntOgImage = (hunt: PublicHunt) => socialImage([firstImage(hunt.images)]);

export const outfitterSocialImage = (o: Pick<PublicOutfitter, "coverPhoto" | "profileImage">, hunts: PublicHunt[]) =>
  socialImage([o.coverPhoto, hunts[0] ? firstImage(hunts[0].images) : null, o.profileImage]);

// Safe against "</script>" in user text.
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
