import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BookingCancelledProps = {
  bookingId: number;
  huntTitle: string;
  refundLine: string | null;
  bookingsUrl: string;
};

/** The hunter's own cancellation of a pending booking: refunded in full or the hold released. */
export const bookingCancelled = defineEmail<BookingCancelledProps>({
  name: "booking-cancelled",
  description: "To the hunter when a pending booking is cancelled.",
  subject: (p) => `Booking cancelled: ${p.huntTitle}`,
  heading: () => "Your booking was cancelled",
  action: (p) => ({ label: "View my bookings", url: p.bookingsUrl }),
  body: (p) => (
    <>
      <P>{`Booking #${p.bookingId} for ${p.huntTitle} has been cancelled.`}</P>
      {p.refundLine ? <P>{p.refundLine}</P> : null}
    </>
  ),
  sample: {
    bookingId: 1042,
    huntTitle: "Montana Elk Rifle Hunt",
    refundLine: "Your payment of $3,250.00 has been refunded to your card.",
    bookingsUrl: `${SAMPLE_URL}/hunter-dashboard`,
  },
});
