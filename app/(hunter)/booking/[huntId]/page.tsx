import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { BookingCheckout } from "@/components/booking/booking-checkout";
import { pageUser } from "@/lib/http/page-door";
import { huntForBooking, openReservation } from "@/lib/bookings/service";
import { paymentMode } from "@/lib/money/providers/card-provider";
import { formatPhone } from "@/lib/users/phone";
import { getHuntFees } from "@/lib/hunts/fees-public";
import { HunterGate } from "@/components/layout/area-gates";
import { withHeldSpots } from "@/lib/waitlists/mine";
import { spendableCreditWith } from "@/lib/tags/credit-checkout";
import { agreementToSign } from "@/lib/agreements/service";
import { paysInShares } from "@/lib/party/service";
import { preselectDeparture } from "@/lib/bookings/preselect";

export const metadata: Metadata = { title: "Book your hunt", robots: { index: false, follow: false } };

/**
 * /booking/{huntId}: signed-in hunters only (spec 000 §2 "Booking"), which the (hunter) layout
 * answers for everyone else. The hunt is resolved on the server; the form and the payment run in
 * the client against the booking API.
 */
type Props = {
  params: Promise<{ huntId: string }>;
  /** ?departure= from a departure row of the hunt page (lib/bookings/preselect.ts). */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function BookingPageContent({ params, searchParams }: Props) {
  const { huntId } = await params;
  if (!/^\d{1,9}$/.test(huntId)) notFound();
  // The (hunter) layout has answered anyone else; this page reads the hunter's own reservation.
  const user = await pageUser("hunter");
  if (!user) return null;
  const listed = await huntForBooking(Number(huntId));
  if (!listed) notFound();
  // Spots a waitlist offer holds for this hunter are theirs to pick here.
  const hunt = await withHeldSpots(listed, user.id);
  const agreement = await agreementToSign(hunt.id);
  const reservation = await openReservation(user, hunt.id);
  // A party paying in shares is paid from its party page: each share there, not the whole booking here.
  if (reservation && (await paysInShares(reservation.bookingId))) redirect(`/party/${reservation.bookingId}`);
  const preselected = preselectDeparture(hunt.departures, await searchParams);
  return (
    <BookingCheckout
      preselected={preselected}
      hunt={hunt}
      payment={paymentMode()}
      defaults={{ hunterName: `${user.firstName} ${user.lastName}`.trim(), hunterPhone: formatPhone(user.phone) }}
      reservation={reservation}
      fees={await getHuntFees(hunt.id)}
      tagCredit={await spendableCreditWith(user, hunt.outfitterId)}
      agreement={agreement}
    />
  );
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function BookingPage(props: Props) {
  return (
    <HunterGate>
      <BookingPageContent {...props} />
    </HunterGate>
  );
}
