import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HuntBookings } from "@/components/outfitter/hunt-bookings";

export const metadata: Metadata = { title: "Hunt Bookings", robots: { index: false } };

/** /hunt/{id}/bookings — the outfitter's bookings for one of their hunts. */
export default async function HuntBookingsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return <HuntBookings huntId={Number(id)} />;
}
