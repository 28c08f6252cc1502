import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingCheckout } from "@/components/booking/booking-checkout";
import { BookingSignInPrompt } from "@/components/booking/booking-sign-in-prompt";
import { getSessionUser } from "@/lib/auth/current-user";
import { ONLY_HUNTERS_MESSAGE, huntForBooking, openReservation } from "@/lib/bookings/service";
import { paymentMode } from "@/lib/payments";
import { formatPhone } from "@/lib/users/phone";

export const metadata: Metadata = { title: "Book your hunt", robots: { index: false, follow: false } };

/**
 * /booking/{huntId}: signed-in hunters only (spec 000 §2 "Booking"). The session, role and hunt are
 * resolved on the server; the form and the payment run in the client against the booking API.
 */
export default async function BookingPage({ params }: { params: Promise<{ huntId: string }> }) {
  const { huntId } = await params;
  if (!/^\d{1,9}$/.test(huntId)) notFound();
  const user = await getSessionUser();
  if (!user) return <BookingSignInPrompt />;
  if (user.role !== "hunter") {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{ONLY_HUNTERS_MESSAGE}</h1>
        <p className="mt-2 text-muted-foreground">Sign in with a hunter account to book this hunt.</p>
      </section>
    );
  }
  const hunt = await huntForBooking(Number(huntId));
  if (!hunt) notFound();
  return (
    <BookingCheckout
      hunt={hunt}
      payment={paymentMode()}
      defaults={{ hunterName: `${user.firstName} ${user.lastName}`.trim(), hunterPhone: formatPhone(user.phone) }}
      reservation={await openReservation(user, hunt.id)}
    />
  );
}
