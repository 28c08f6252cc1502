import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingDetailView } from "@/components/bookings/booking-detail-view";

export const metadata: Metadata = { title: "Booking", robots: { index: false, follow: false } };

/**
 * /bookings/{id} — one booking for its hunter and its hunt's outfitter: status, departure, party, money, policy and refund
 * quote, messages. A client view over GET /api/bookings/{id}, which checks who may see it.
 */
export default async function BookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return <BookingDetailView bookingId={Number(id)} />;
}
