import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { HuntDetailView } from "@/components/hunts/hunt-detail-view";
import { JsonLd } from "@/components/search/json-ld";
import { getListedHunt, getOutfitterHunts } from "@/lib/hunts/public-queries";
import { getHuntFees } from "@/lib/hunts/fees-public";
import { includedItemsOf } from "@/lib/money/price-lines/included";
import { getApprovedHuntReviews } from "@/lib/reviews/public";
import { getHuntOutcomes } from "@/lib/outcomes/public";
import { getSimilarHunts } from "@/lib/hunts/similar";
import { parseDollarsToCents } from "@/lib/format/money";
import { huntJsonLd, huntOgImage } from "@/lib/seo/json-ld";
import { huntMetaDescription, metaTitle } from "@/lib/seo/meta-text";

/**
 * /hunt/{id}: rendered on first visit and then served from the cache (ISR) until a write expires
 * its tags (hunt, outfitter, reviews; lib/cache/tags.ts). A hunt that is not listed is a 404 for
 * everyone here; its outfitter and the admin see it through the not-found page's preview, which
 * asks the API with their session (so the cached path never reads cookies).
 */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

const load = cache(async (idText: string) => {
  if (!/^\d{1,9}$/.test(idText)) return null;
  const data = await getListedHunt(Number(idText));
  if (!data) return null;
  const { hunt } = data;
  const [{ reviews, rating }, fees, outcomes, similarHunts] = await Promise.all([
    getApprovedHuntReviews(hunt.id),
    getHuntFees(hunt.id),
    getHuntOutcomes(hunt.id, hunt.outfitterId),
    getSimilarHunts({ id: hunt.id, species: hunt.species, location: hunt.location, priceCents: parseDollarsToCents(hunt.price) ?? 0 }),
  ]);
  // A hunt whose season has ended offers the outfitter's other listed hunts instead.
  const otherHunts = data.hunt.seasonEnded
    ? (await getOutfitterHunts(data.hunt.outfitterId)).hunts.filter((h) => h.id !== data.hunt.id).slice(0, 3)
    : [];
  return { ...data, reviews, rating, otherHunts, fees, outcomes, similarHunts };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load((await params).id);
  if (!data) return { title: "Hunt Not Found", robots: { index: false } };
  const { hunt } = data;
  const description = huntMetaDescription(hunt);
  const image = huntOgImage(hunt);
  return {
    title: metaTitle(hunt.title),
    description,
    alternates: { canonical: `/hunt/${hunt.id}` },
    openGraph: {
      type: "website",
      title: hunt.title,
      description,
      url: `/hunt/${hunt.id}`,
      ...(image ? { images: [{ ...image, alt: hunt.title }] } : {}),
    },
    twitter: { card: image ? "summary_large_image" : "summary", title: hunt.title, description },
  };
}

export default async function HuntPage({ params }: Props) {
  const data = await load((await params).id);
  if (!data) notFound();
  const { hunt, outfitter, reviews, rating, otherHunts, fees, outcomes, similarHunts } = data;
  return (
    <>
      <JsonLd data={huntJsonLd(hunt, outfitter, rating, includedItemsOf(fees))} />
      <HuntDetailView
        hunt={hunt}
        outfitter={outfitter}
        reviews={reviews}
        rating={rating}
        otherHunts={otherHunts}
        fees={fees}
        outcomes={outcomes}
        similarHunts={similarHunts}
      />
    </>
  );
}
