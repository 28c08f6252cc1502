import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HuntBookings } from "@/components/outfitter/hunt-bookings";
import { OutfitterGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Hunt Bookings", robots: { index: false } };

/** /hunt/{id}/bookings — the outfitter's bookings for one of their hunts. */
async function HuntBookingsPageContent({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return <HuntBookings huntId={Number(id)} />;
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function HuntBookingsPage(props: Parameters<typeof HuntBookingsPageContent>[0]) {
  return (
    <OutfitterGate>
      <HuntBookingsPageContent {...props} />
    </OutfitterGate>
  );
}
