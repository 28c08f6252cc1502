import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingCheckout } from "@/components/booking/booking-checkout";
import { pageUser } from "@/lib/http/page-door";
import { huntForBooking, openReservation } from "@/lib/bookings/service";
import { paymentMode } from "@/lib/money/providers/card-provider";
import { formatPhone } from "@/lib/users/phone";
import { getHuntFees } from "@/lib/hunts/fees-public";
import { spendableCreditWith } from "@/lib/tags/credit-checkout";

export const metadata: Metadata = { title: "Book your hunt", robots: { index: false, follow: false } };

/**
 * /booking/{huntId}: signed-in hunters only (spec 000 §2 "Booking"), which the (hunter) layout
 * answers for everyone else. The hunt is resolved on the server; the form and the payment run in
 * the client against the booking API.
 */
export default async function BookingPage({ params }: { params: Promise<{ huntId: string }> }) {
  const { huntId } = await params;
  if (!/^\d{1,9}$/.test(huntId)) notFound();
  // The (hunter) layout has answered anyone else; this page reads the hunter's own reservation.
  const user = await pageUser("hunter");
  if (!user) return null;
  const hunt = await huntForBooking(Number(huntId));
  if (!hunt) notFound();
  return (
    <BookingCheckout
      hunt={hunt}
      payment={paymentMode()}
      defaults={{ hunterName: `${user.firstName} ${user.lastName}`.trim(), hunterPhone: formatPhone(user.phone) }}
      reservation={await openReservation(user, hunt.id)}
      fees={await getHuntFees(hunt.id)}
      tagCredit={await spendableCreditWith(user, hunt.outfitterId)}
    />
  );
}
