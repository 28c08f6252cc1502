import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { OutfitterProfileView } from "@/components/outfitter-profile/outfitter-profile-view";
import { JsonLd } from "@/components/search/json-ld";
import { getOutfitterHunts } from "@/lib/hunts/public-queries";
import { getPublicOutfitter, isListedOutfitter } from "@/lib/outfitters/public";
import { getOutfitterOutcomes } from "@/lib/outcomes/public";
import { outfitterJsonLd, outfitterSocialImage } from "@/lib/seo/json-ld";
import { outfitterMetaDescription } from "@/lib/seo/meta-text";

/** Cached like the hunt page (ISR + tags); admin-only details load on the client. */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

const load = cache(async (idText: string) => {
  if (!/^\d{1,9}$/.test(idText)) return null;
  const outfitter = await getPublicOutfitter(Number(idText));
  if (!outfitter || !outfitter.isActive) return null;
  const { hunts, activeCount } = isListedOutfitter(outfitter) ? await getOutfitterHunts(outfitter.id) : { hunts: [], activeCount: 0 };
  const outcomes = await getOutfitterOutcomes(outfitter.id);
  return { outfitter, hunts, activeCount, outcomes };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load((await params).id);
  if (!data) return { title: "Outfitter Not Found", robots: { index: false } };
  const { outfitter: o, activeCount } = data;
  const title = `${o.firstName} — Guided Hunts${o.isTopTier ? " (Top-Tier Outfitter)" : ""}`;
  const description = outfitterMetaDescription(o, activeCount);
  const image = outfitterSocialImage(o, data.hunts);
  return {
    title,
    description,
    alternates: { canonical: `/outfitter/${o.id}` },
    robots: isListedOutfitter(o) ? undefined : { index: false },
    openGraph: {
      type: "profile",
      title,
      description,
      url: `/outfitter/${o.id}`,
      ...(image ? { images: [{ ...image, alt: o.firstName }] } : {}),
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description },
  };
}

export default async function OutfitterPage({ params }: Props) {
  const data = await load((await params).id);
  if (!data) notFound();
  return (
    <>
      <JsonLd data={outfitterJsonLd(data.outfitter, data.hunts)} />
      <OutfitterProfileView outfitter={data.outfitter} hunts={data.hunts} activeCount={data.activeCount} outcomes={data.outcomes} />
    </>
  );
}
