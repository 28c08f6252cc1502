import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PartyView } from "@/components/party/party-view";
import { paymentMode } from "@/lib/money/providers/card-provider";

export const metadata: Metadata = { title: "Party shares", robots: { index: false, follow: false } };

/**
 * /party/{bookingId} — a party paying in shares, for its lead (pay a lapsed share or shrink the party), a member (details, the
 * trip agreement, their share) and the outfitter (each member's payment state). A client view over GET /api/bookings/{id}/party.
 */
export default async function PartyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return <PartyView bookingId={Number(id)} payment={paymentMode()} />;
}
