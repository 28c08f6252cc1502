import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { GearListView } from "@/components/gear-list/gear-list-view";
import { getGearList } from "@/lib/gear/public";
import { AppError } from "@/lib/http/errors";

/** Cached (ISR) and expired by the gear and outfitter tags. */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ outfitterId: string }> };

const load = cache(async (idText: string) => {
  if (!/^\d{1,9}$/.test(idText)) return null;
  try {
    return await getGearList(Number(idText));
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load((await params).outfitterId);
  if (!data) return { title: "Outfitter Not Found", robots: { index: false } };
  return {
    title: `Recommended Gear from ${data.outfitter.firstName}`,
    description: `The gear list ${data.outfitter.firstName} recommends for a guided hunt: essential gear, hunting apparel and equipment.`,
    alternates: { canonical: `/gear-list/${data.outfitter.id}` },
  };
}

export default async function GearListPage({ params }: Props) {
  const data = await load((await params).outfitterId);
  if (!data) notFound();
  return <GearListView outfitterId={data.outfitter.id} firstName={data.outfitter.firstName} items={data.items} />;
}
