import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HuntGrid, HUNT_CARD_SIZES, NARROW_HUNT_CARD_SIZES } from "@/components/hunts/hunt-card";
import { GALLERY_SIZES, HuntGallery } from "@/components/hunts/hunt-gallery";
import { socialCardUrl } from "@/lib/images";
import type { PublicHunt } from "@/lib/hunts/present";
import type { PublicOutfitter } from "@/lib/outfitters/public";
import { huntJsonLd, huntOgImage, outfitterJsonLd, outfitterSocialImage } from "@/lib/seo/json-ld";

const site = process.env.APP_URL ?? "http://localhost:3000";
const upload = "/uploads/u4/" + "ab".repeat(16);
const hunt = (images: string[]): PublicHunt =>
  ({
    id: 7,
    outfitterId: 4,
    title: "Bugling Elk",
    description: "Five days.",
    price: "4500.00",
    availability: 2,
    images,
    video: null,
  }) as unknown as PublicHunt;
const outfitter = (o: Partial<PublicOutfitter>) =>
  ({
    id: 4,
    firstName: "Cody",
    isTopTier: false,
    coverPhoto: null,
    profileImage: null,
    rating: { average: null, count: 0 },
    ...o,
  }) as PublicOutfitter;

describe("social cards (og:image, JSON-LD image)", () => {
  it("finds the card beside a re-encoded photo, for uploads, Blob URLs and the demo photos", () => {
    expect(socialCardUrl(`${upload}.photo.webp`)).toBe(`${upload}.card.jpg`);
    expect(socialCardUrl("https://s.public.blob.vercel-storage.com/uploads/u4/x.photo.webp")).toBe(
      "https://s.public.blob.vercel-storage.com/uploads/u4/x.card.jpg",
    );
    expect(socialCardUrl("/demo/hunts/rockies-elk.photo.webp")).toBe("/demo/hunts/rockies-elk.card.jpg");
    expect(socialCardUrl(`${upload}.png`)).toBeNull();
    expect(socialCardUrl("javascript:alert(1).photo.webp")).toBeNull();
  });

  it("a hunt's og:image is its first photo's 1200×630 card, absolute", () => {
    expect(huntOgImage(hunt([`${upload}.photo.webp`, "/demo/hunts/alps-ibex.photo.webp"]))).toEqual({
      url: `${site}${upload}.card.jpg`,
      width: 1200,
      height: 630,
    });
  });

  it("falls back to a raster photo (an upload from before cards), never to an SVG", () => {
    expect(huntOgImage(hunt([`${upload}.jpg`]))).toEqual({ url: `${site}${upload}.jpg` });
    expect(huntOgImage(hunt(["/demo/old.svg"]))).toBeNull();
    expect(huntOgImage(hunt([]))).toBeNull();
  });

  it("the hunt's JSON-LD image lists the card first, then the raster photos", () => {
    const ld = huntJsonLd(
      hunt([`${upload}.photo.webp`, "/legacy.svg", "/demo/hunts/alps-ibex.photo.webp"]),
      { id: 4, firstName: "Cody" },
      { average: null, count: 0 },
    );
    expect(ld.image).toEqual([`${site}${upload}.card.jpg`, `${site}${upload}.photo.webp`, `${site}/demo/hunts/alps-ibex.photo.webp`]);
  });

  it("an outfitter's image is the cover's card, else its first hunt's card, else its profile image", () => {
    const cover = "/demo/outfitters/rockies-cover.photo.webp";
    expect(outfitterSocialImage(outfitter({ coverPhoto: cover }), [])?.url).toBe(`${site}/demo/outfitters/rockies-cover.card.jpg`);
    expect(outfitterSocialImage(outfitter({ profileImage: "/demo/outfitters/avatar-1.webp" }), [hunt([`${upload}.photo.webp`])])?.url).toBe(
      `${site}${upload}.card.jpg`,
    );
    expect(outfitterSocialImage(outfitter({ profileImage: "/demo/outfitters/avatar-1.webp" }), [])?.url).toBe(
      `${site}/demo/outfitters/avatar-1.webp`,
    );
    expect(outfitterJsonLd(outfitter({ coverPhoto: cover }), []).image).toBe(`${site}/demo/outfitters/rockies-cover.card.jpg`);
  });
});

describe("next/image sizes", () => {
  const srcset = (html: string) => /<img[^>]+sizes="([^"]+)"/.exec(html)?.[1];
  it("cards say how wide they render in the full grid and beside the filter sidebar", () => {
    const h = {
      ...hunt(["/demo/hunts/rockies-elk.photo.webp"]),
      species: ["elk"],
      location: "Montana",
      dates: "Sept",
      groupSize: 4,
      duration: 5,
    } as PublicHunt;
    expect(srcset(renderToStaticMarkup(<HuntGrid hunts={[h]} />))).toBe(HUNT_CARD_SIZES);
    expect(srcset(renderToStaticMarkup(<HuntGrid hunts={[h]} narrow />))).toBe(NARROW_HUNT_CARD_SIZES);
  });

  it("the gallery's main photo takes the page's main column, optimised (not the raw file)", () => {
    const html = renderToStaticMarkup(<HuntGallery title="Elk" images={["/demo/hunts/rockies-elk.photo.webp"]} video={null} />);
    expect(srcset(html)).toBe(GALLERY_SIZES);
    expect(html).toMatch(/srcSet="\/_next\/image\?url=%2Fdemo%2Fhunts%2Frockies-elk.photo.webp&amp;w=\d+/);
  });
});
