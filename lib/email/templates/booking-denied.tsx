import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BookingDeniedProps = {
  bookingId: number;
  huntTitle: string;
  refundLine: string | null;
  browseUrl: string;
};

export const bookingDenied = defineEmail<BookingDeniedProps>({
  name: "booking-denied",
  description: "To the hunter when the outfitter declines the booking (hold released or payment refunded).",
  subject: (p) => `Booking declined: ${p.huntTitle}`,
  heading: () => "Your booking was declined",
  action: (p) => ({ label: "Browse other hunts", url: p.browseUrl }),
  body: (p) => (
    <>
      <P>{`The outfitter could not accept Booking #${p.bookingId} for ${p.huntTitle}.`}</P>
      {p.refundLine ? <P>{p.refundLine}</P> : null}
    </>
  ),
  sample: {
    bookingId: 1042,
    huntTitle: "Montana Elk Rifle Hunt",
    refundLine: "The hold of $3,250.00 on your card was released: you were not charged.",
    browseUrl: `${SAMPLE_URL}/browse-hunts`,
  },
});
