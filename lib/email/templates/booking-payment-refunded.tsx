import { formatUsd } from "@/lib/format/money";
import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BookingPaymentRefundedProps = {
  bookingId: number;
  huntTitle: string;
  amountCents: number;
  released: boolean;
  huntUrl: string;
};

/** A payment that arrived after the 30-minute reservation had lapsed: given back in full. */
export const bookingPaymentRefunded = defineEmail<BookingPaymentRefundedProps>({
  name: "booking-payment-refunded",
  description: "To the hunter whose payment arrived after the 30-minute reservation was released.",
  subject: (p) => `Payment refunded: ${p.huntTitle}`,
  heading: () => "Your reservation had expired",
  action: (p) => ({ label: "View the hunt", url: p.huntUrl }),
  body: (p) => {
    const lapsed = `Your payment for Booking #${p.bookingId} arrived after the 30-minute reservation for ${p.huntTitle} had been released, so`;
    return (
      <>
        <P>
          {p.released
            ? `${lapsed} the hold on your card was released: you were not charged (${formatUsd(p.amountCents)}).`
            : `${lapsed} it was refunded in full (${formatUsd(p.amountCents)}).`}
        </P>
        <P>You can book the hunt again if spots are still available.</P>
      </>
    );
  },
  sample: { bookingId: 1042, huntTitle: "Montana Elk Rifle Hunt", amountCents: 325000, released: false, huntUrl: `${SAMPLE_URL}/hunt/7` },
});
